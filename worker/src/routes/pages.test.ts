// The pages the Worker writes, fetched as a crawler does (no JavaScript): a listing's content,
// head and structured data in the HTML, in English and Hebrew; the true statuses of unknown and
// removed listings and of addresses that are no page; the sitemaps; one D1 round trip each.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_KINDS, signedInAs } from '../../test/auth.ts';
import { addListings } from '../../test/listings.ts';
import { countingD1 } from '../../test/d1-counter.ts';
import { app } from '../app.ts';
import type { Env } from '../env.ts';
import { LISTINGS_PER_SITEMAP, listingsSitemapPath } from '#domain/sitemap-files.ts';
import { BENCH_SPA_FALLBACK } from '../../../scripts/bench/spa-fallback.ts';

/** A stand-in for the build's SPA fallback: the frame's generic head tags and the root's placeholder. */
const FALLBACK =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Shul Finder</title><meta name="description" content="generic"/></head>' +
  '<body><header>Shul Finder</header><main><!--$--><div id="static-page"></div><!--/$--></main><footer>frame</footer></body></html>';

const ASSETS = {
  fetch: async () => new Response(FALLBACK, { headers: { 'content-type': 'text/html', etag: '"fallback"' } }),
} as Partial<Env['ASSETS']> as Env['ASSETS'];

const [active, removed, neighbour] = await addListings(
  {
    name: 'Beth Israel <Shul>',
    hebrewName: 'בית ישראל',
    address: '8 W 70th St',
    city: 'New York',
    state: 'NY',
    zipCode: '10023',
    latitude: 40.7759,
    longitude: -73.9787,
    phone: '+1 212 555 0100',
    website: 'https://bethisrael.example',
    nusach: 'ashkenaz',
  },
  { name: 'Old Shul', city: 'New York', latitude: 40.77, longitude: -73.98, isActive: false, inactiveReason: 'closed' },
  { name: 'Ohev Shalom', address: '1 Broadway', city: 'New York', latitude: 40.78, longitude: -73.97 },
);
await env.DB.prepare(
  `INSERT INTO minyanim (synagogue_id, tefillah, days, time) VALUES (?, 'shacharit', '["sun","mon","tue","wed","thu","fri","sat"]', '07:00')`,
)
  .bind(active!.id)
  .run();
const today = new Date().toISOString().slice(0, 10);
await env.DB.prepare(`INSERT INTO announcements (synagogue_id, text, start_date, end_date) VALUES (?, 'Kiddush after davening', ?, ?)`)
  .bind(active!.id, today, today)
  .run();

/** An anonymous GET as a crawler makes it, with the D1 round trips it took (edge cache off, so every request reads). */
async function crawl(path: string, assets = ASSETS) {
  const counter = countingD1(env.DB, 0);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`), { ...env, ASSETS: assets, DB: counter.db, EDGE_CACHE: 'off' }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, body, trips: counter.roundTrips() };
}

/** The entities hono/html writes, read back: the platform's parser hands text and attributes over as written. */
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };
const decoded = (text: string) => text.replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The elements of an HTML document a crawler reads, collected by the platform's own parser. */
async function readPage(body: string) {
  const page = {
    lang: '',
    dir: '',
    title: [] as string[],
    h1: '',
    meta: new Map<string, string>(),
    links: [] as Record<string, string>[],
    jsonLd: [] as string[],
    main: '',
  };
  let text = '';
  let into: 'title' | 'h1' | 'jsonLd' | 'main' | null = null;
  await new HTMLRewriter()
    .on('html', { element: (e) => void Object.assign(page, { lang: e.getAttribute('lang'), dir: e.getAttribute('dir') }) })
    .on('meta', {
      element: (e) => {
        const key = e.getAttribute('name') ?? e.getAttribute('property');
        if (key) page.meta.set(key, decoded(e.getAttribute('content') ?? ''));
      },
    })
    .on('link', { element: (e) => void page.links.push(Object.fromEntries(e.attributes)) })
    .on('title', { element: () => void (into = 'title'), text: (t) => void ((text += t.text), t.lastInTextNode && flush()) })
    .on('h1', { element: () => void (into = 'h1'), text: (t) => void ((text += t.text), t.lastInTextNode && flush()) })
    .on('script[type="application/ld+json"]', {
      element: () => void (into = 'jsonLd'),
      text: (t) => void ((text += t.text), t.lastInTextNode && flush()),
    })
    .on('#static-page *', { text: (t) => void (page.main += t.text) })
    .transform(new Response(body))
    .text();
  function flush() {
    if (into === 'title') page.title.push(decoded(text));
    if (into === 'h1') page.h1 += decoded(text);
    if (into === 'jsonLd') page.jsonLd.push(text);
    text = '';
  }
  return page;
}

describe("a listing's page in the HTML", () => {
  it('has its name, address, week, announcements, freshness and head tags in English, in one round trip', async () => {
    const res = await crawl(`/shul/${active!.id}`);
    expect(res.status).toBe(200);
    expect(res.trips).toBe(1);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('etag')).toBeNull();
    const page = await readPage(res.body);
    expect(page).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(page.title).toEqual(['Beth Israel <Shul>, New York: minyan times and address | Shul Finder']);
    expect(page.h1).toBe('Beth Israel <Shul>');
    expect(page.main).toContain('8 W 70th St, New York, NY 10023');
    expect(page.main).toContain('Shacharit');
    expect(page.main).toMatch(/7:00\sAM/);
    expect(page.main).toContain('Kiddush after davening');
    expect(page.main).toContain('Ashkenaz');
    expect(page.main).toContain('Minyanim this week');
    expect(page.meta.get('description')).toBe(
      'Minyan times for this week, the address and contact details of Beth Israel <Shul>, 8 W 70th St, New York, NY 10023.',
    );
    expect(page.meta.get('og:title')).toBe('Beth Israel <Shul>, New York: minyan times and address | Shul Finder');
    expect(page.main).toContain('Confirmed by Shul Finder');
    expect(page.meta.get('og:image')).toBe('http://localhost/social.png');
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    const canonical = page.links.filter((l) => l.rel === 'canonical');
    expect(canonical).toEqual([expect.objectContaining({ href: `http://localhost/shul/${active!.id}` })]);
    const alternates = Object.fromEntries(page.links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]));
    expect(alternates).toEqual({
      en: `http://localhost/shul/${active!.id}`,
      he: `http://localhost/he/shul/${active!.id}`,
      fr: `http://localhost/fr/shul/${active!.id}`,
      es: `http://localhost/es/shul/${active!.id}`,
      ru: `http://localhost/ru/shul/${active!.id}`,
      'x-default': `http://localhost/shul/${active!.id}`,
    });
    // The listing's name cannot open an element anywhere in the document.
    expect(res.body).not.toContain('<Shul>');
    expect(page.jsonLd).toHaveLength(1);
    const data = JSON.parse(page.jsonLd[0]!);
    expect(data).toMatchObject({
      '@type': 'Synagogue',
      name: 'Beth Israel <Shul>',
      url: `http://localhost/shul/${active!.id}`,
      telephone: '+1 212 555 0100',
      sameAs: 'https://bethisrael.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '8 W 70th St',
        addressLocality: 'New York',
        addressRegion: 'NY',
        postalCode: '10023',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.7759, longitude: -73.9787 },
    });
    // Its Hebrew name is the other name it goes by.
    expect(data.alternateName).toEqual(['בית ישראל']);
    expect(data.event.length).toBeGreaterThanOrEqual(6);
    expect(data.event[0]).toMatchObject({ '@type': 'Event', startDate: expect.stringMatching(/T07:00:00-0[45]:00$/) });
  });

  it('is in Hebrew, right to left, at /he/shul/:id, the generic head tags replaced', async () => {
    const res = await crawl(`/he/shul/${active!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('he');
    const page = await readPage(res.body);
    expect(page).toMatchObject({ lang: 'he', dir: 'rtl' });
    expect(res.body).toContain('data-frame-lang="en"');
    // Named by its Hebrew name, the local name beneath; the address as written locally.
    expect(page.title).toEqual(['בית ישראל, New York: זמני תפילות וכתובת | Shul Finder']);
    expect(page.meta.get('description')).toContain('זמני התפילות השבוע');
    expect(page.h1).toBe('בית ישראל');
    expect(decoded(page.main)).toContain('Beth Israel <Shul>');
    expect(page.main).toContain('שחרית');
    expect(page.main).toContain('המניינים השבוע');
    expect(page.main).toContain('8 W 70th St');
    expect(page.main).toContain('אושר על ידי Shul Finder');
    expect(page.links.find((l) => l.rel === 'canonical')?.href).toBe(`http://localhost/he/shul/${active!.id}`);
    const data = JSON.parse(page.jsonLd[0]!);
    expect(data).toMatchObject({
      name: 'בית ישראל',
      alternateName: ['Beth Israel <Shul>'],
      address: { streetAddress: '8 W 70th St' },
      geo: { latitude: 40.7759 },
    });
  });
});

describe('true statuses', () => {
  it('answers a removed listing 410, with its nearest active shuls, not indexed', async () => {
    const res = await crawl(`/shul/${removed!.id}`);
    expect(res.status).toBe(410);
    expect(res.trips).toBe(1);
    const page = await readPage(res.body);
    expect(page.h1).toBe('Old Shul is no longer listed');
    expect(page.meta.get('robots')).toBe('noindex');
    expect(res.body).toContain(`href="/shul/${active!.id}"`);
    expect(res.body).toContain(`href="/shul/${neighbour!.id}"`);
    expect((await crawl(`/fr/shul/${removed!.id}`)).body).toContain(`href="/fr/shul/${neighbour!.id}"`);
  });

  it('answers unknown and malformed listing ids and addresses that are no page 404, with the app', async () => {
    for (const path of ['/shul/abc', '/shul/0', '/shul/999999', '/he/shul/999999', '/no-such-page', '/he/no-such-page', '/shul/1/extra']) {
      const res = await crawl(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('<footer>frame</footer>');
      expect((await readPage(res.body)).meta.get('robots'), path).toBe('noindex');
    }
  });

  it("keeps the app's other pages 200, whatever is rendered in the browser", async () => {
    for (const path of [
      '/admin',
      '/manage',
      '/manage/7',
      '/account',
      '/auth',
      '/auth/verify',
      '/auth/reset',
      '/login',
      '/he/admin',
      '/learn',
    ]) {
      expect((await crawl(path)).status, path).toBe(200);
    }
  });
});

describe('sitemaps', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('index names the public pages and one listings file per language, from the highest id, with its lastmod, in one round trip', async () => {
    const res = await crawl('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.trips).toBe(1);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const files = Math.ceil(neighbour!.id / LISTINGS_PER_SITEMAP);
    // No listing here is tied to a place (no places in this file): no cities files.
    expect(locs(res.body)).toEqual([
      'http://localhost/sitemaps/pages.xml',
      ...['en', 'he', 'fr', 'es', 'ru'].flatMap((l) =>
        Array.from({ length: files }, (_, i) => `http://localhost/sitemaps/listings-${l}-${i + 1}.xml`),
      ),
    ]);
    expect(res.body).toContain(`<loc>http://localhost/sitemaps/listings-en-1.xml</loc><lastmod>`);
  });

  it('lists every active listing once per language with its lastmod, never a removed one', async () => {
    for (const [lang, prefix] of [
      ['en', ''],
      ['he', '/he'],
    ] as const) {
      const res = await crawl(`/sitemaps/listings-${lang}-1.xml`);
      expect(res.status).toBe(200);
      expect(res.trips).toBe(1);
      expect(locs(res.body)).toEqual([`http://localhost${prefix}/shul/${active!.id}`, `http://localhost${prefix}/shul/${neighbour!.id}`]);
      expect(res.body).toContain(`<lastmod>${active!.updatedAt.toISOString()}</lastmod>`);
    }
  });

  it('are named in robots.txt by their absolute address', async () => {
    const res = await crawl('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('lists the public pages in every language without reading D1, and 404s a file that is none', async () => {
    const res = await crawl('/sitemaps/pages.xml');
    expect(res.trips).toBe(0);
    expect(locs(res.body)).toContain('http://localhost/he/search');
    expect(locs(res.body)).toContain('http://localhost/');
    expect((await crawl('/sitemaps/listings-xx-1.xml')).status).toBe(404);
    expect((await crawl('/sitemaps/other.xml')).status).toBe(404);
  });
});

describe("the bench's rows", () => {
  it('ask for pages the Worker answers, filling the stand-in fallback the bench serves', async () => {
    const standIn = { fetch: async () => new Response(BENCH_SPA_FALLBACK, { headers: { 'content-type': 'text/html' } }) } as Partial<
      Env['ASSETS']
    > as Env['ASSETS'];
    const res = await crawl(`/he/shul/${active!.id}`, standIn);
    expect(res.status).toBe(200);
    expect((await readPage(res.body)).h1).toBe('בית ישראל');
    const sitemap = await crawl(listingsSitemapPath('ru', 1));
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`/ru/shul/${active!.id}<`);
  });
});

// Last: its listing is not in the sitemaps and neighbours the tests above expect.
describe("a listing's name in each language's page", () => {
  // Shomer Israel, Lod, with the names the OpenStreetMap import stores for it (the karov sample,
  // way 431954305): the local name in Hebrew, English and Russian names, none in French or Spanish.
  let id: number;
  beforeAll(async () => {
    id = (
      await addListings({
        name: 'שומר ישראל',
        hebrewName: 'שומר ישראל',
        names: { en: 'Shomer Israel', ru: 'Шомер Исраэль' },
        address: '',
        city: 'Lod',
        country: 'Israel',
        latitude: 31.9536833,
        longitude: 34.9029346,
      })
    )[0]!.id;
  });

  it.each([
    ['', 'Shomer Israel', 'שומר ישראל', ['שומר ישראל', 'Шомер Исраэль']],
    ['/ru', 'Шомер Исраэль', 'שומר ישראל', ['שומר ישראל', 'Shomer Israel']],
    ['/he', 'שומר ישראל', null, ['Shomer Israel', 'Шомер Исраэль']],
    ['/fr', 'שומר ישראל', null, ['Shomer Israel', 'Шомер Исраэль']],
    ['/es', 'שומר ישראל', null, ['Shomer Israel', 'Шомер Исраэль']],
  ])('at %s/shul/:id: titled and headed “%s”, the local name beneath', async (prefix, name, local, alternates) => {
    const res = await crawl(`${prefix}/shul/${id}`);
    expect(res.status).toBe(200);
    expect(res.trips).toBe(1);
    const page = await readPage(res.body);
    expect(page.title[0]).toMatch(new RegExp(`^${name}, Lod\\s?: `));
    expect(page.meta.get('og:title')).toBe(page.title[0]);
    expect(page.h1).toBe(name);
    expect(page.meta.get('description')).toContain(name);
    if (local) expect(res.body).toContain(`<p><bdi lang="he">${local}</bdi></p>`);
    else expect(res.body).not.toContain('<bdi');
    const data = JSON.parse(page.jsonLd[0]!);
    expect(data).toMatchObject({ name, alternateName: alternates });
  });

  it('marks the local name’s language where it is not the page’s', async () => {
    expect((await crawl(`/fr/shul/${id}`)).body).toContain('<h1 lang="he">שומר ישראל</h1>');
    expect((await crawl(`/he/shul/${id}`)).body).toContain('<h1>שומר ישראל</h1>');
  });
});

describe('the same page for everyone', () => {
  it.each(ACCOUNT_KINDS)('gives a signed-in %s (managing another listing, or an admin) what an anonymous visitor gets', async (kind) => {
    const { cookie } = await signedInAs(kind);
    for (const path of [`/shul/${active!.id}`, `/he/shul/${removed!.id}`, '/shul/99999999', listingsSitemapPath('fr', 1)]) {
      const anonymous = await crawl(path);
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`http://localhost${path}`, { headers: { cookie } }),
        { ...env, ASSETS, EDGE_CACHE: 'off' },
        ctx,
      );
      const body = await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, path).toBe(anonymous.status);
      expect(body, path).toBe(anonymous.body);
    }
  });
});
