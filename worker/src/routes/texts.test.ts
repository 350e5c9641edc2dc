import { env } from 'cloudflare:workers';
import { HttpResponse, delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParashasResponse, PsalmResponse, ReadingResponse, SiddurResponse } from '#contract/texts.ts';
import { SEFARIA_ORIGIN, SEFARIA_RECORDINGS, refOfTextsUrl, sefariaHandlers } from '#test-fixtures/sefaria.ts';
import { api } from '../../test/helpers.ts';
import { network } from '../../test/network.ts';
import { ApiError } from '../errors.ts';
import { FAILURE_CACHE_TTL_SECONDS } from '../services/sefaria/cache.ts';
import { JPS_1917, SEFARIA_TIMEOUT_MS, fetchText } from '../services/sefaria/client.ts';

// Storage (KV, Cache API) lives for the whole file: each test reads references no other test
// has cached, so every "first" request really goes upstream.

const sefariaRequests = () => network.requests.filter((r) => r.url.startsWith(SEFARIA_ORIGIN));
const TEXTS = `${SEFARIA_ORIGIN}/api/v3/texts/*`;

/** Answers every texts request with `status`, or with the recording's shape for `ok` refs. */
function failUpstream(status = 500, except: string[] = []) {
  network.use(
    http.get(TEXTS, ({ request }) => {
      const ref = refOfTextsUrl(request.url);
      if (except.includes(ref)) return undefined;
      return HttpResponse.json({ error: `Upstream failure for ${ref}` }, { status });
    }),
  );
}

beforeEach(() => network.use(...sefariaHandlers));

const noMarkup = (s: string) => expect(s).not.toMatch(/<|&[a-z#0-9]+;|\{[פס]\}|footnote/i);

describe('GET /api/texts/tehillim/:n', () => {
  it('answers a psalm as numbered verses with plain Hebrew and English', async () => {
    const res = await api('/api/texts/tehillim/23');
    expect(res.status).toBe(200);
    const psalm = (await res.json()) as PsalmResponse;
    expect(psalm).toMatchObject({ number: 23, ref: 'Psalms 23', heRef: 'תהילים כ״ג' });
    expect(psalm.verses.map((v) => v.verse)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(psalm.verses[0]).toEqual({
      verse: 1,
      hebrew: 'מִזְמ֥וֹר לְדָוִ֑ד יְהֹוָ֥ה רֹ֝עִ֗י לֹ֣א אֶחְסָֽר׃',
      english: 'A Psalm of David. The LORD is my shepherd; I shall not want.',
    });
    expect(psalm.verses[4]?.hebrew).toContain('לְפָנַ֨י ׀ שֻׁלְחָ֗ן');
    expect(psalm.verses[5]?.hebrew.endsWith('יָמִֽים׃')).toBe(true);
    psalm.verses.forEach((v) => (noMarkup(v.hebrew), noMarkup(v.english)));
  });

  it('asks Sefaria v3 for both languages, naming the product, with a 5-second timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await api('/api/texts/tehillim/1');
    const [request, ...more] = sefariaRequests();
    expect(more).toHaveLength(0);
    const url = new URL(request!.url);
    expect(url.pathname).toBe('/api/v3/texts/Psalms_1');
    // The Tanakh is pinned to the public-domain JPS 1917: `english` alone may pick a CC-BY-NC version.
    expect(url.searchParams.getAll('version').sort()).toEqual(['english|The Holy Scriptures: A New Translation (JPS 1917)', 'hebrew']);
    expect(request!.headers.get('user-agent')).toMatch(/ShulFinder/);
    expect(timeout).toHaveBeenCalledWith(SEFARIA_TIMEOUT_MS);
    expect(SEFARIA_TIMEOUT_MS).toBe(5000);
    timeout.mockRestore();
  });

  it('serves a repeat from the cache without asking Sefaria again, from KV when the edge cache is empty', async () => {
    const ref = 'Psalms 121';
    network.use(
      http.get(TEXTS, ({ request }) => {
        if (refOfTextsUrl(request.url) !== ref) return undefined;
        // Psalm 1's recorded envelope, moved to 121: only the request count matters here.
        return HttpResponse.json({ ...SEFARIA_RECORDINGS['Psalms 1'], ref, heRef: 'תהילים קכ״א', sections: ['121'], toSections: ['121'] });
      }),
    );
    const first = await (await api('/api/texts/tehillim/121')).json();
    expect(sefariaRequests()).toHaveLength(1);

    const second = await (await api('/api/texts/tehillim/121')).json();
    expect(second).toEqual(first);
    expect(sefariaRequests()).toHaveLength(1);

    expect(await env.CACHE.get(`texts:v1:ref2:${JPS_1917}:${ref}`, 'json')).toMatchObject({
      ref,
      labels: ['121:1', '121:2', '121:3', '121:4', '121:5', '121:6'],
    });
    await caches.default.delete(`https://texts-cache.shul-finder.internal/${encodeURIComponent(`texts:v1:ref2:${JPS_1917}:${ref}`)}`);
    expect(await (await api('/api/texts/tehillim/121')).json()).toEqual(first);
    expect(sefariaRequests()).toHaveLength(1);
  });

  it('refuses numbers outside 1-150 with 400 naming n, without calling Sefaria', async () => {
    for (const n of ['0', '151', 'abc', '2.5', '-1']) {
      const res = await api(`/api/texts/tehillim/${n}`);
      expect(res.status, n).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors.n).toBe('n must be a whole number from 1 to 150');
    }
    expect(sefariaRequests()).toHaveLength(0);
  });

  it('answers 502 with a message when Sefaria fails, and does not store the failure as a text', async () => {
    failUpstream(500);
    const res = await api('/api/texts/tehillim/91');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'The text library (Sefaria) could not be reached. Please try again later.' });
    expect(await env.CACHE.get(`texts:v1:ref2:${JPS_1917}:Psalms 91`)).toBeNull();
  });

  it('remembers a failure for a few minutes: a repeat answers 502 without asking Sefaria again', async () => {
    failUpstream(500);
    expect((await api('/api/texts/tehillim/94')).status).toBe(502);
    expect(sefariaRequests()).toHaveLength(1);
    const again = await api('/api/texts/tehillim/94');
    expect(again.status).toBe(502);
    expect(await again.json()).toEqual({ message: 'The text library (Sefaria) could not be reached. Please try again later.' });
    expect(sefariaRequests()).toHaveLength(1);
    // The failure is kept in this data centre's Cache API only, for minutes, never in KV.
    expect(FAILURE_CACHE_TTL_SECONDS).toBeLessThanOrEqual(5 * 60);
    expect(await env.CACHE.get(`texts:v1:failed:ref2:${JPS_1917}:Psalms 94`)).toBeNull();
  });

  it('keeps showing a cached text while Sefaria is down', async () => {
    const good = await api('/api/texts/tehillim/23');
    expect(good.status).toBe(200);
    const text = await good.json();
    failUpstream(503);
    const during = await api('/api/texts/tehillim/23');
    expect(during.status).toBe(200);
    expect(await during.json()).toEqual(text);
  });

  it('answers 502 when Sefaria answers something that is not a text', async () => {
    network.use(http.get(TEXTS, () => HttpResponse.json({ versions: 'nope' })));
    expect((await api('/api/texts/tehillim/92')).status).toBe(502);
  });
});

describe('Sefaria timeout', () => {
  it('gives up after the timeout with a 502 ApiError', async () => {
    network.use(
      http.get(TEXTS, async ({ request }) => {
        await new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await fetchText({ url: SEFARIA_ORIGIN, site: 'http://localhost', timeoutMs: 50 }, 'Psalms 100').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).message).toBe('The text library (Sefaria) did not answer in time. Please try again later.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a slow route answer becomes 502 once the timeout passes', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      expect(ms).toBe(SEFARIA_TIMEOUT_MS);
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), 20);
      return controller.signal;
    });
    network.use(
      http.get(TEXTS, async ({ request }) => {
        await Promise.race([
          delay(10_000),
          new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
        ]);
        return HttpResponse.json({});
      }),
    );
    const res = await api('/api/texts/tehillim/27');
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/did not answer in time/);
    vi.restoreAllMocks();
  });
});

describe('GET /api/texts/siddur/:section', () => {
  it('answers the section prayers with plain text, footnotes removed', async () => {
    const res = await api('/api/texts/siddur/shacharit');
    expect(res.status).toBe(200);
    const body = (await res.json()) as SiddurResponse;
    expect(body.section).toBe('shacharit');
    expect(body.prayers.map((p) => p.title)).toEqual(['Modeh Ani', 'Asher Yatzar', 'Elokai Neshama', 'Ma Tovu']);
    for (const prayer of body.prayers) {
      expect(prayer.category).toBe('shacharit');
      expect(prayer.hebrew).toMatch(/[\u05D0-\u05EA]/);
      expect(prayer.english).toMatch(/[A-Za-z]/);
      noMarkup(prayer.english);
      noMarkup(prayer.hebrew);
    }
    const asherYatzar = body.prayers[1]!;
    expect(asherYatzar.english).toContain('Who formed man with wisdom and created within him openings and hollows.');
    expect(asherYatzar.english).not.toContain('Vilna Gaon');
    expect(body.prayers[3]!.hebrew.split('\n')).toHaveLength(7);
  });

  it('leaves out a prayer whose reference fails, and fails only when all do', async () => {
    const ashrei = 'Siddur Ashkenaz, Weekday, Minchah, Ashrei';
    network.use(
      http.get(TEXTS, ({ request }) => {
        if (refOfTextsUrl(request.url) !== ashrei) return undefined;
        return HttpResponse.json({
          ...SEFARIA_RECORDINGS['Siddur Ashkenaz, Weekday, Shacharit, Preparatory Prayers, Modeh Ani'],
          ref: ashrei,
        });
      }),
    );
    failUpstream(404, [ashrei]);
    const mincha = await api('/api/texts/siddur/mincha');
    expect(mincha.status).toBe(200);
    expect(((await mincha.json()) as SiddurResponse).prayers.map((p) => p.title)).toEqual(['Ashrei']);

    const maariv = await api('/api/texts/siddur/maariv');
    expect(maariv.status).toBe(502);
    expect(((await maariv.json()) as { message: string }).message).toMatch(/text library/);
  });

  it('refuses an unknown section with 400 naming it', async () => {
    const res = await api('/api/texts/siddur/musaf');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.section).toBe(
      'section must be one of shacharit, mincha, maariv, shabbat, blessings',
    );
  });
});

describe('GET /api/texts/reading', () => {
  it("answers a portion's Torah reading and Haftarah as parallel lists with verse labels", async () => {
    const res = await api('/api/texts/reading?parsha=Vayeilech');
    expect(res.status).toBe(200);
    const { parsha, torah, haftarah } = (await res.json()) as ReadingResponse;
    expect(parsha).toBe('Vayeilech');
    expect(torah.ref).toBe('Deuteronomy 31:1-30');
    expect(torah.heRef).toBe('דברים ל״א:א׳-ל׳');
    expect(torah.he).toHaveLength(30);
    expect(torah.text).toHaveLength(30);
    expect(torah.labels[0]).toBe('31:1');
    expect(torah.labels[29]).toBe('31:30');
    expect(torah.text[0]).toBe('And Moses went and spoke these words unto all Israel.');
    expect(torah.he[0]).toBe('וַיֵּ֖לֶךְ מֹשֶׁ֑ה וַיְדַבֵּ֛ר אֶת־הַדְּבָרִ֥ים הָאֵ֖לֶּה אֶל־כׇּל־יִשְׂרָאֵֽל׃');
    expect(torah.he[5]?.endsWith('יַעַזְבֶֽךָּ׃')).toBe(true);

    expect(haftarah?.ref).toBe('Isaiah 55:6-56:8');
    expect(haftarah?.labels).toEqual([
      ...[6, 7, 8, 9, 10, 11, 12, 13].map((v) => `55:${v}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((v) => `56:${v}`),
    ]);
    expect(haftarah?.text[0]).toBe('Seek ye the LORD while He may be found, Call ye upon Him while He is near;');
    // Ketiv and qere: the qere is read, without its brackets; the ketiv is left out.
    expect(haftarah?.he[7]).toContain('בְר֔וֹשׁ וְתַ֥חַת הַסִּרְפַּ֖ד');
    expect(haftarah?.he[7]).not.toContain('(תחת)');
    [...torah.he, ...torah.text, ...(haftarah?.he ?? []), ...(haftarah?.text ?? [])].forEach(noMarkup);
  });

  it('refuses a missing or unknown portion with 400 naming parsha', async () => {
    for (const query of ['', '?parsha=', '?parsha=Purim']) {
      const res = await api(`/api/texts/reading${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.parsha).toBeTruthy();
    }
    expect(sefariaRequests()).toHaveLength(0);
  });

  it('answers 502 when the reading cannot be fetched', async () => {
    failUpstream(503);
    const res = await api('/api/texts/reading?parsha=Vayetzei');
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/Sefaria/);
    expect(
      sefariaRequests()
        .map((r) => refOfTextsUrl(r.url))
        .sort(),
    ).toEqual(['Genesis 28:10-32:3', 'Hosea 12:13-14:10']);
  });
});

describe('GET /api/texts/parashas', () => {
  it('lists the 54 portions with this week for the given date, without the network', async () => {
    const res = await api('/api/texts/parashas?date=2026-11-21');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ParashasResponse;
    expect(body.parashas).toHaveLength(54);
    expect(body.parashas.map((p) => p.number)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
    expect(body.current).toBe('Vayetzei');
    expect(body.thisWeek).toEqual({ date: '2026-11-21', names: ['Vayetzei'] });
    expect(sefariaRequests()).toHaveLength(0);
  });

  it('uses the Israel schedule with il=1', async () => {
    const diaspora = (await (await api('/api/texts/parashas?date=2026-06-06')).json()) as ParashasResponse;
    const israel = (await (await api('/api/texts/parashas?date=2026-06-06&il=1')).json()) as ParashasResponse;
    expect(diaspora.current).toBe("Beha'alotcha");
    expect(israel.current).toBe("Sh'lach");
  });

  it('defaults to today and refuses malformed options', async () => {
    const today = (await (await api('/api/texts/parashas')).json()) as ParashasResponse;
    expect(today.parashas.map((p) => p.name)).toContain(today.current);
    expect((await api('/api/texts/parashas?date=21-11-2026')).status).toBe(400);
    expect((await api('/api/texts/parashas?il=maybe')).status).toBe(400);
  });
});
