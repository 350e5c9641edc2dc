import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planService } from '#domain/siddur-plan.ts';
import {
  NUSACHOT,
  SERVICES,
  type LearningResponse,
  type Nusach,
  type Service,
  type SiddurPartsResponse,
  type SiddurTocResponse,
  type TodayResponse,
} from '#contract/siddur.ts';
import type { TextPassage } from '#contract/texts.ts';
import { SEFARIA_INDEXES, SEFARIA_ORIGIN, SEFARIA_RECORDINGS, sefariaHandlers } from '#test-fixtures/sefaria.ts';
import { api } from '../../test/helpers.ts';
import { network } from '../../test/network.ts';
import { insertPlaces } from '../../test/places.ts';
import { rawIndexResponse, type IndexNode } from '../services/sefaria/client.ts';
import { SIDDUR_REFS } from '../services/sefaria/siddur-refs.ts';
import { SIDDUR_BOOKS, serviceAdditions, serviceParts } from '../services/sefaria/siddur-tree.ts';
import { todaysPrayers } from '../services/today/prayers.ts';

const sefariaRequests = () => network.requests.filter((r) => r.url.startsWith(SEFARIA_ORIGIN));
beforeAll(() => insertPlaces());
beforeEach(() => network.use(...sefariaHandlers));

const treeOf = (nusach: (typeof NUSACHOT)[number]) => rawIndexResponse.parse(SEFARIA_INDEXES[SIDDUR_BOOKS[nusach]]).schema.nodes;

/** Every ref the tree can name, from its leaves and inner nodes. */
function allRefs(book: string, nodes: readonly IndexNode[], prefix: string[] = []): string[] {
  return nodes.flatMap((n) => [[book, ...prefix, n.title].join(', '), ...allRefs(book, n.nodes ?? [], [...prefix, n.title])]);
}

describe('refs the app can request', () => {
  it('name nodes the recorded node titles hold (the sampler sections and every service part)', () => {
    const known = new Set(allRefs('Siddur Ashkenaz', treeOf('ashkenaz')));
    for (const entries of Object.values(SIDDUR_REFS)) for (const { ref } of entries) expect(known, ref).toContain(ref);
    for (const nusach of NUSACHOT) {
      const refs = new Set(allRefs(SIDDUR_BOOKS[nusach], treeOf(nusach)));
      for (const service of SERVICES) {
        const parts = serviceParts(nusach, service, treeOf(nusach));
        expect(parts.length, `${nusach} ${service}`).toBeGreaterThan(0);
        for (const part of parts) expect(refs, part.ref).toContain(part.ref);
        for (const addition of serviceAdditions(nusach, service, treeOf(nusach))) {
          expect(
            parts.map((p) => p.ref),
            addition.after,
          ).toContain(addition.after);
          for (const part of addition.parts) expect(refs, part.ref).toContain(part.ref);
        }
      }
    }
  });
});

describe('GET /api/texts/siddur/:nusach/:service', () => {
  it('lists every part of weekday Shacharit in order for Ashkenaz, with its headings', async () => {
    const res = await api('/api/texts/siddur/ashkenaz/weekday_shacharit');
    expect(res.status).toBe(200);
    const toc = (await res.json()) as SiddurTocResponse;
    expect(toc.book).toBe('Siddur Ashkenaz');
    expect(toc.parts).toHaveLength(106);
    expect(toc.parts[0]).toEqual({
      ref: 'Siddur Ashkenaz, Weekday, Shacharit, Preparatory Prayers, Modeh Ani',
      title: 'Modeh Ani',
      heading: ['Preparatory Prayers'],
    });
    expect(toc.parts.find((p) => p.title === 'Kiyor')?.heading).toEqual(['Preparatory Prayers', 'Korbanot']);
    expect(toc.parts.at(-1)?.ref).toBe('Siddur Ashkenaz, Weekday, Shacharit, Post Service, Thirteen Principles');
    const titles = toc.parts.map((p) => p.title);
    expect(titles.indexOf('Barchu')).toBeLessThan(titles.indexOf('Patriarchs'));
  });

  it.each([
    ['ashkenaz', 'weekday_mincha', 30, 'Ashrei'],
    ['ashkenaz', 'weekday_maariv', 38, 'Vehu Rachum'],
    ['ashkenaz', 'kabbalat_shabbat', 14, 'Yedid Nefesh'],
    ['ashkenaz', 'shabbat_maariv', 25, 'Barchu'],
    ['ashkenaz', 'shabbat_shacharit', 91, 'Modeh Ani'],
    ['ashkenaz', 'shabbat_musaf', 24, 'Patriarchs'],
    ['ashkenaz', 'shabbat_mincha', 31, 'Ashrei'],
    ['ashkenaz', 'birkat_hamazon', 1, 'Birkat HaMazon'],
    ['ashkenaz', 'blessings', 4, 'Barachot Rishonot'],
    ['ashkenaz', 'tefillat_haderech', 1, 'Tefillat HaDerech'],
    ['sefard', 'weekday_shacharit', 25, 'Modeh Ani'],
    ['sefard', 'weekday_mincha', 5, 'Korbanot'],
    ['sefard', 'weekday_maariv', 4, 'The Shema'],
    ['sefard', 'kabbalat_shabbat', 1, 'Kabbalat Shabbat'],
    ['sefard', 'shabbat_maariv', 4, 'Shabbat Eve Maariv'],
    ['sefard', 'shabbat_shacharit', 16, "Pesukei D'Zimrah"],
    ['sefard', 'shabbat_musaf', 1, 'Musaf'],
    ['sefard', 'shabbat_mincha', 3, 'Korbanot'],
    ['sefard', 'birkat_hamazon', 3, 'Birchat HaMazon'],
    ['sefard', 'blessings', 22, "Me'ein Shalosh"],
    ['sefard', 'tefillat_haderech', 1, "Traveler's Prayer"],
    ['edot_hamizrach', 'weekday_shacharit', 21, 'Modeh Ani'],
    ['edot_hamizrach', 'weekday_mincha', 4, 'Offerings'],
    ['edot_hamizrach', 'weekday_maariv', 5, 'Barchu'],
    ['edot_hamizrach', 'kabbalat_shabbat', 1, 'Kabbalat Shabbat'],
    ['edot_hamizrach', 'shabbat_maariv', 4, 'Barchu'],
    ['edot_hamizrach', 'shabbat_shacharit', 13, 'Psalms for Shabbat'],
    ['edot_hamizrach', 'shabbat_musaf', 3, 'Amida'],
    ['edot_hamizrach', 'shabbat_mincha', 4, 'Offerings'],
    ['edot_hamizrach', 'birkat_hamazon', 1, 'Post Meal Blessing'],
    ['edot_hamizrach', 'blessings', 2, 'Al Hamihya'],
    ['edot_hamizrach', 'tefillat_haderech', 1, "Traveler's Prayer"],
  ])('%s %s: %i parts, from %s', async (nusach, service, count, first) => {
    const toc = (await (await api(`/api/texts/siddur/${nusach}/${service}`)).json()) as SiddurTocResponse;
    expect(toc.parts).toHaveLength(count);
    expect(toc.parts[0]?.title).toBe(first);
  });

  it('reads the node tree once and then from the cache', async () => {
    await api('/api/texts/siddur/sefard/weekday_mincha');
    const before = sefariaRequests().length;
    await api('/api/texts/siddur/sefard/weekday_maariv');
    expect(sefariaRequests().length).toBe(before);
  });

  it('names the bad field', async () => {
    const res = await api('/api/texts/siddur/yemenite/weekday_shacharit');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/nusach/);
  });
});

describe('GET /api/texts/siddur-parts', () => {
  const query = (refs: string[]) =>
    `/api/texts/siddur-parts?nusach=ashkenaz&service=weekday_shacharit&refs=${encodeURIComponent(refs.join('|'))}`;

  it('loads a batch of parts in one bulk request, credits their versions, and serves them from the cache after', async () => {
    const toc = (await (await api('/api/texts/siddur/ashkenaz/weekday_shacharit')).json()) as SiddurTocResponse;
    const refs = toc.parts.slice(0, 12).map((p) => p.ref);
    const before = sefariaRequests().length;
    const res = await api(query(refs));
    expect(res.status).toBe(200);
    const body = (await res.json()) as SiddurPartsResponse;
    const upstream = sefariaRequests().slice(before);
    // One v3 request for the edition (versions and licences), one bulk request for the twelve parts.
    expect(upstream.map((r) => new URL(r.url).pathname.split('/').slice(0, 3).join('/'))).toEqual(['/api/v3', '/api/bulktext']);
    const bulk = new URL(upstream[1]!.url);
    expect(bulk.searchParams.get('vhe')).toBe('Daat Siddur Ashkenaz');
    expect(bulk.searchParams.get('ven')).toBe('Translation based on the Metsudah linear siddur, by Avrohom Davis, 1981');
    expect(body.parts).toHaveLength(12);
    const modehAni = body.parts[0]!;
    expect(modehAni.available).toBe(true);
    expect(modehAni.en[0]).toMatch(/^I give thanks to You/);
    // Ma Tovu: 7 Hebrew segments and 1 English, each kept on its own with empty ones dropped.
    const maTovu = body.parts.find((p) => p.ref.endsWith('Ma Tovu'))!;
    expect(maTovu.en).toHaveLength(1);
    expect(maTovu.he.every(Boolean)).toBe(true);
    expect(body.parts.find((p) => p.ref.endsWith('Netilat Yadayim'))?.available).toBe(false);
    expect(body.credits).toEqual([
      { language: 'he', versionTitle: 'Daat Siddur Ashkenaz', license: expect.any(String) },
      { language: 'en', versionTitle: 'Translation based on the Metsudah linear siddur, by Avrohom Davis, 1981', license: 'CC-BY' },
    ]);

    const cachedBefore = sefariaRequests().length;
    // Parts Sefaria gave are cached; one it could not give is remembered as absent for a few
    // minutes, so the same batch again costs no upstream request either.
    const recorded = body.parts.filter((p) => p.available).map((p) => p.ref);
    expect(recorded).toHaveLength(4);
    const again = (await (await api(query(recorded))).json()) as SiddurPartsResponse;
    expect(again.parts[0]).toEqual(modehAni);
    const whole = (await (await api(query(refs))).json()) as SiddurPartsResponse;
    expect(whole).toEqual(body);
    expect(sefariaRequests().length).toBe(cachedBefore);
  });

  it('remembers a failed batch for a few minutes, and still serves the parts it has cached', async () => {
    const toc = (await (await api('/api/texts/siddur/ashkenaz/weekday_shacharit')).json()) as SiddurTocResponse;
    const refs = toc.parts.slice(12, 24).map((p) => p.ref);
    network.use(http.get(`${SEFARIA_ORIGIN}/api/bulktext/*`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const before = sefariaRequests().length;
    expect((await api(query(refs))).status).toBe(502);
    expect(sefariaRequests().length).toBe(before + 1);
    const again = await api(query(refs));
    expect(again.status).toBe(502);
    expect(JSON.stringify(await again.json())).toMatch(/could not be reached/);
    expect(sefariaRequests().length).toBe(before + 1);
    // Modeh Ani, cached by the test before, is still read during the outage.
    const cachedPart = await api(query([toc.parts[0]!.ref]));
    expect(cachedPart.status).toBe(200);
    expect(((await cachedPart.json()) as SiddurPartsResponse).parts[0]?.available).toBe(true);
    expect(sefariaRequests().length).toBe(before + 1);
  });

  it('refuses refs that are not parts of the service, and more than 12 at once', async () => {
    const res = await api(query(['Siddur Ashkenaz, Shabbat, Kabbalat Shabbat, Lekha Dodi']));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/refs/);
    const tooMany = await api(query(Array.from({ length: 13 }, (_, i) => `x${i}`)));
    expect(tooMany.status).toBe(400);
  });
});

describe('a service as prayed on the day (today’s additions in place)', () => {
  const tocOf = async (nusach: Nusach, service: Service) =>
    (await (await api(`/api/texts/siddur/${nusach}/${service}`)).json()) as SiddurTocResponse;

  // Weekday Rosh Chodesh Adar I (Monday 8 February 2027): half Hallel after the Amidah, Rosh
  // Chodesh's Musaf where each book's Rosh Chodesh order puts it.
  it.each([
    [
      'ashkenaz',
      'Weekday, Shacharit, Amidah, Concluding Passage',
      'Festivals, Rosh Chodesh, Hallel, Berakhah before the Hallel',
      8,
      'Weekday, Shacharit, Concluding Prayers, Uva Letzion',
      'Festivals, Rosh Chodesh, Musaf Amidah for Rosh Chodesh, Avot',
      9,
    ],
    ['sefard', 'Weekday Shacharit, Amidah', 'Rosh Chodesh, Hallel', 1, 'Weekday Shacharit, Ashrei', 'Rosh Chodesh, Mussaf', 1],
    [
      'edot_hamizrach',
      'Weekday Shacharit, Amida',
      'Rosh Hodesh, Hallel',
      1,
      'Weekday Shacharit, Song of the Day',
      'Rosh Hodesh, Mussaf',
      1,
    ],
  ] as const)(
    '%s: Hallel after %s, Musaf after %s',
    async (nusach, hallelAfter, hallelFirst, hallelParts, musafAfter, musafFirst, musafParts) => {
      const book = SIDDUR_BOOKS[nusach];
      const toc = await tocOf(nusach, 'weekday_shacharit');
      const roshChodesh = todaysPrayers('2027-02-08', false, '08:00');
      const plan = planService(toc, roshChodesh);
      const refs = plan.parts.map((p) => p.ref);
      expect(plan.parts).toHaveLength(toc.parts.length + hallelParts + musafParts);
      expect(plan.elsewhere).toEqual([]);

      const hallel = plan.parts.slice(
        refs.indexOf(`${book}, ${hallelAfter}`) + 1,
        refs.indexOf(`${book}, ${hallelAfter}`) + 1 + hallelParts,
      );
      expect(hallel[0]?.ref).toBe(`${book}, ${hallelFirst}`);
      expect(hallel.map((p) => p.addedBy)).toEqual(
        Array(hallelParts).fill({ key: 'hallel_half', label: 'Half Hallel', reason: 'Rosh Chodesh Adar I' }),
      );
      expect(hallel[0]?.heading[0]).toMatch(/^Rosh (Chodesh|Hodesh)$/);
      const musaf = plan.parts.slice(refs.indexOf(`${book}, ${musafAfter}`) + 1, refs.indexOf(`${book}, ${musafAfter}`) + 1 + musafParts);
      expect(musaf[0]?.ref).toBe(`${book}, ${musafFirst}`);
      expect(musaf.every((p) => p.addedBy?.key === 'musaf' && p.addedBy.reason === 'Rosh Chodesh Adar I')).toBe(true);
      // Every other part is the service's own, in its order.
      expect(plan.parts.filter((p) => !p.addedBy).map((p) => p.ref)).toEqual(toc.parts.map((p) => p.ref));

      // The same day's Mincha, and an ordinary weekday's Shacharit, add nothing.
      expect(planService(toc, todaysPrayers('2027-02-08', false, '13:00')).parts).toHaveLength(toc.parts.length);
      expect(planService(toc, todaysPrayers('2026-11-24', false, '08:00')).parts).toHaveLength(toc.parts.length);
    },
  );

  it('takes full Hallel on Rosh Chodesh Tevet in Chanukah, Hallel alone on Shabbat Rosh Chodesh, and names a festival’s Musaf as not in the book', async () => {
    const weekday = await tocOf('ashkenaz', 'weekday_shacharit');
    const tevet = planService(weekday, todaysPrayers('2026-12-11', false, '08:00'));
    expect(new Set(tevet.parts.flatMap((p) => (p.addedBy ? [`${p.addedBy.label} (${p.addedBy.reason})`] : [])))).toEqual(
      new Set(['Full Hallel (Chanukah, day 7)', 'Musaf (Rosh Chodesh Tevet)']),
    );

    // Shabbat Rosh Chodesh Sh'vat (9 January 2027): Hallel in Shabbat Shacharit; Musaf is Shabbat's own service.
    const shabbatRoshChodesh = todaysPrayers('2027-01-09', false, '08:00');
    for (const nusach of NUSACHOT) {
      const shabbat = planService(await tocOf(nusach, 'shabbat_shacharit'), shabbatRoshChodesh);
      expect(
        shabbat.parts.some((p) => p.addedBy?.key === 'hallel_half'),
        nusach,
      ).toBe(true);
      expect(
        shabbat.parts.some((p) => p.addedBy?.key === 'musaf'),
        nusach,
      ).toBe(false);
      expect(shabbat.elsewhere.map((i) => i.key)).toEqual(['musaf']);
    }

    // Chol HaMoed Pesach (Sunday 25 April 2027): half Hallel in place; the festival's Musaf is not in the weekday book.
    const cholHamoed = planService(weekday, todaysPrayers('2027-04-25', false, '08:00'));
    expect(cholHamoed.parts.some((p) => p.addedBy?.key === 'hallel_half')).toBe(true);
    expect(cholHamoed.elsewhere.map((i) => i.key)).toEqual(['musaf']);
  });

  it('serves the texts of the added parts with the service’s, and no other service’s', async () => {
    const hallel = 'Siddur Ashkenaz, Festivals, Rosh Chodesh, Hallel, Psalm 113';
    const shacharit = await api(`/api/texts/siddur-parts?nusach=ashkenaz&service=weekday_shacharit&refs=${encodeURIComponent(hallel)}`);
    expect(shacharit.status).toBe(200);
    expect(((await shacharit.json()) as SiddurPartsResponse).parts[0]?.ref).toBe(hallel);
    expect((await api(`/api/texts/siddur-parts?nusach=ashkenaz&service=weekday_mincha&refs=${encodeURIComponent(hallel)}`)).status).toBe(
      400,
    );
  });
});

describe('GET /api/texts/passage', () => {
  it('pins the Tanakh (a Nach Yomi chapter) to JPS 1917, and leaves out a CC-BY-NC English version of any other text', async () => {
    const before = sefariaRequests().length;
    const res = await api(`/api/texts/passage?ref=${encodeURIComponent('Micah 6:6-8')}`);
    expect(res.status).toBe(200);
    const asked = new URL(sefariaRequests()[before]!.url).searchParams.getAll('version');
    expect(asked).toContain('english|The Holy Scriptures: A New Translation (JPS 1917)');
    // The live recording has no JPS 1917 English: Sefaria leaves the language out, and so does the page.
    const micah = (await res.json()) as TextPassage;
    expect(micah.credits).toEqual([{ language: 'he', versionTitle: 'Miqra according to the Masorah', license: 'CC-BY-SA' }]);
    expect(micah.he).toHaveLength(3);

    // The same live answer (its English CC-BY-NC), served for a text outside the Tanakh: only its versions' licences matter here.
    const recorded = SEFARIA_RECORDINGS['Micah 6:6-8']!;
    network.use(http.get(`${SEFARIA_ORIGIN}/api/v3/texts/Mishnah_Negaim*`, () => HttpResponse.json(recorded)));
    const mishnah = await api(`/api/texts/passage?ref=${encodeURIComponent('Mishnah Negaim 3:3-4')}`);
    const asked2 = new URL(sefariaRequests().at(-1)!.url).searchParams.getAll('version');
    expect(asked2.sort()).toEqual(['english', 'hebrew']);
    const passage = (await mishnah.json()) as TextPassage;
    expect(recorded.versions.some((v) => /NC/.test((v as { license?: string }).license ?? ''))).toBe(true);
    expect(passage.credits).toEqual([{ language: 'he', versionTitle: 'Miqra according to the Masorah', license: 'CC-BY-SA' }]);
    expect(passage.text.every((t) => t === '')).toBe(true);
    expect(passage.he).toHaveLength(3);
  });

  it("reads Sefaria's own example answer (Esther 1:1), Hebrew only, and tolerates null segments", async () => {
    const esther = (await (await api(`/api/texts/passage?ref=${encodeURIComponent('Esther 1:1')}`)).json()) as TextPassage;
    expect(esther.labels).toEqual(['1:1']);
    expect(esther.credits.map((c) => c.language)).toEqual(['he']);

    const psalm1 = SEFARIA_RECORDINGS['Psalms 1']!;
    network.use(
      http.get(`${SEFARIA_ORIGIN}/api/v3/texts/Psalms_2*`, () =>
        HttpResponse.json({
          ...psalm1,
          ref: 'Psalms 2',
          sections: ['2'],
          toSections: ['2'],
          versions: psalm1.versions.map((v) => ({ ...v, text: ['a', null, 'c'] })),
        }),
      ),
    );
    const withNull = (await (await api('/api/texts/passage?ref=Psalms%202')).json()) as TextPassage;
    expect(withNull.text).toEqual(['a', 'c']);
    expect(withNull.labels).toEqual(['2:1', '2:3']);
  });
});

describe('GET /api/texts/today and /api/texts/learning', () => {
  it('answers the table for a date, in Israel or the diaspora', async () => {
    const res = await api('/api/texts/today?date=2026-12-11&il=0&time=08:00');
    expect(res.status).toBe(200);
    const today = (await res.json()) as TodayResponse;
    expect(today).toMatchObject({
      date: '2026-12-11',
      hebrewDate: '1st of Tevet, 5787',
      service: 'shacharit',
      tachanun: false,
      omer: null,
    });
    expect(today.inserts.map((i) => i.key)).toContain('yaaleh_veyavo');
    expect((await api('/api/texts/today?date=2026-13-01')).status).toBe(400);
    expect(JSON.stringify(await (await api('/api/texts/today?date=2026-12-11&time=25:00')).json())).toMatch(/time/);
  });

  it("at the visitor's place, takes Israel's customs from its country and the service of the hour from its zmanim", async () => {
    const at = async (query: string) => (await (await api(`/api/texts/today?${query}`)).json()) as TodayResponse;
    // Jerusalem on Rosh Chodesh Tevet: midday is about 11:40 and sunset about 16:38.
    const morning = await at('date=2026-12-11&place=281184&time=11:00');
    expect(morning).toMatchObject({
      il: true,
      service: 'shacharit',
      place: { geonameid: 281184, label: expect.stringContaining('Jerusalem') },
    });
    expect(morning.inserts.map((i) => i.key)).toContain('hallel_full');
    expect((await at('date=2026-12-11&place=281184&time=13:00')).service).toBe('mincha');
    expect((await at('date=2026-12-11&place=281184&time=17:00')).service).toBe('maariv');
    expect((await at('date=2026-12-11&place=281184&time=13:00&il=0')).il).toBe(false);
    // Brooklyn on 24 November: after sunset (about 16:31) it is Maariv, where the clock's hours still say Mincha.
    const evening = await at('date=2026-11-24&place=5110302&time=17:00');
    expect(evening).toMatchObject({ il: false, service: 'maariv' });
    expect((await at('date=2026-11-24&time=17:00')).service).toBe('mincha');

    // `at`, the visitor's moment, is read at the place, whatever the visitor's own clock: 21:30 UTC
    // is 16:30 in Brooklyn (Mincha, just before sunset) and 23:30 in Jerusalem (Maariv).
    const brooklyn = await at('place=5110302&at=2026-11-24T21:20:00Z');
    expect(brooklyn).toMatchObject({ date: '2026-11-24', service: 'mincha' });
    expect((await at('place=5110302&at=2026-11-24T21:40:00Z')).service).toBe('maariv');
    // 05:00 UTC on 11 December is 00:00 on 11 December in Brooklyn, and 07:00 on 11 December in Jerusalem.
    expect(await at('place=281184&at=2026-12-11T05:00:00Z')).toMatchObject({
      date: '2026-12-11',
      service: 'shacharit',
      hebrewDate: '1st of Tevet, 5787',
    });
    expect(await at('place=5110302&at=2026-12-11T04:59:00Z')).toMatchObject({ date: '2026-12-10', service: 'maariv' });
    // Midnight in Jerusalem: before dawn the night's Maariv is still the service, not the coming morning's Shacharit.
    expect(await at('place=281184&at=2026-11-24T22:00:00Z')).toMatchObject({ date: '2026-11-25', service: 'maariv' });
    // A service asked for by name: its changes, whatever the hour.
    const shacharitInTheEvening = await at('place=281184&at=2026-12-11T15:00:00Z&service=shacharit');
    expect(shacharitInTheEvening.service).toBe('shacharit');
    expect(shacharitInTheEvening.inserts.map((i) => i.key)).toContain('hallel_full');
    const noPlace = await api('/api/texts/today?at=2026-12-11T05:00:00Z');
    expect(noPlace.status).toBe(400);
    expect(JSON.stringify(await noPlace.json())).toMatch(/"at"/);
    expect((await api('/api/texts/today?place=281184&at=yesterday')).status).toBe(400);
    expect((await api('/api/texts/today?place=281184&at=2026-12-11T05:00:00Z&service=musaf')).status).toBe(400);

    const unknown = await api('/api/texts/today?date=2026-11-24&place=999999999');
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(await unknown.json())).toMatch(/place/);
    expect((await api('/api/texts/today?date=2026-11-24&place=x')).status).toBe(400);
  });

  it('keeps Purim by the place: Jerusalem on the 15th of Adar, Tel Aviv on the 14th', async () => {
    const at = async (query: string) => (await (await api(`/api/texts/today?${query}`)).json()) as TodayResponse;
    const keys = (t: TodayResponse) => [t.inserts.some((i) => i.key === 'al_hanissim'), t.purim?.observances.map((o) => o.key) ?? []];
    // 08:00 in Israel on 23 and 24 March 2027: 14 and 15 Adar II 5787.
    const jerusalemShushan = await at('at=2027-03-24T06:00:00Z&place=281184');
    expect(jerusalemShushan).toMatchObject({
      hebrewDate: '15th of Adar II, 5787',
      service: 'shacharit',
      tachanun: false,
      purim: { city: 'walled', cityName: 'Jerusalem' },
    });
    expect(keys(jerusalemShushan)).toEqual([
      true,
      ['megillah', 'al_hanissim', 'torah_reading', 'matanot_laevyonim', 'mishloach_manot', 'seudah'],
    ]);
    expect(keys(await at('at=2027-03-23T06:00:00Z&place=281184'))).toEqual([false, []]);
    expect(keys(await at('at=2027-03-23T06:00:00Z&place=293397'))).toEqual([
      true,
      ['megillah', 'al_hanissim', 'torah_reading', 'matanot_laevyonim', 'mishloach_manot', 'seudah'],
    ]);
    expect(keys(await at('at=2027-03-24T06:00:00Z&place=293397'))).toEqual([false, []]);
    // `jerusalem` overrides the place either way.
    expect(keys(await at('at=2027-03-24T06:00:00Z&place=281184&jerusalem=0'))).toEqual([false, []]);
    expect(keys(await at('date=2027-03-24&time=08:00&il=1&jerusalem=1'))[0]).toBe(true);
    expect((await api('/api/texts/today?date=2027-03-24&jerusalem=yes')).status).toBe(400);
    // Purim Meshulash 5785 in Jerusalem: Shabbat 15 Adar has Al HaNissim, Vayavo Amalek and Zachor's haftarah.
    const shabbat = await at('at=2025-03-15T07:00:00Z&place=281184');
    expect(shabbat.purim?.observances.map((o) => o.ref ?? o.key)).toEqual(['al_hanissim', 'Exodus 17:8-16', 'I Samuel 15:2-34']);
    expect(keys(await at('at=2025-03-16T06:00:00Z&place=281184'))).toEqual([false, ['mishloach_manot', 'seudah']]);
  });

  it("lists the day's learning with refs that open in the app, and today's psalms", async () => {
    const learning = (await (await api('/api/texts/learning?date=2026-11-24')).json()) as LearningResponse;
    expect(learning.items.map((i) => [i.key, i.ref])).toEqual([
      ['dafYomi', 'Arakhin 7a-7b'],
      ['mishnaYomi', 'Mishnah Negaim 3:3-4'],
      ['nachYomi', 'Ezekiel 21'],
      ['rambam1', 'Mishneh Torah, Forbidden Foods 14'],
    ]);
    expect(learning.psalms.monthly).toEqual([72, 73, 74, 75, 76]);
    expect(learning.psalms.weekly[0]).toBe(51);
  });
});
