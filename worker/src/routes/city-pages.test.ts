// City and country pages fetched as a crawler does (no JavaScript): a city's shuls, their next
// minyan and ItemList in the HTML, in English and Hebrew, one city for לוד and Lod; a country's
// cities; paging with its own canonical and rel prev/next; true 404s; the app's data read; one
// D1 round trip each.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITY_PAGE_SIZE } from '#domain/city-pages.ts';
import type { CityPageData, CountryPageData } from '#contract/city-pages.ts';
import { addListings } from '../../test/listings.ts';
import { countingD1 } from '../../test/d1-counter.ts';
import { insertPlaces } from '../../test/places.ts';
import { BROOKLYN, CITY_PAGE_PLACES, LOD, RAMLA } from '../../test/city-places.ts';
import { app } from '../app.ts';
import { createDb } from '../db.ts';
import type { Env } from '../env.ts';
import { tieListingPlaces } from '../services/places/listing-place.ts';

const FALLBACK =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Shul Finder</title><meta name="description" content="generic"/></head>' +
  '<body><header>Shul Finder</header><main><!--$--><div id="static-page"></div><!--/$--></main><footer>frame</footer></body></html>';
const ASSETS = { fetch: async () => new Response(FALLBACK, { headers: { 'content-type': 'text/html' } }) } as Partial<
  Env['ASSETS']
> as Env['ASSETS'];

let hebrewLod: number;
let brooklynFirst: number;
let removedBrooklyn: number;

beforeAll(async () => {
  await insertPlaces(CITY_PAGE_PLACES);
  const [hebrew, latin, ramla] = await addListings(
    {
      name: 'בית הכנסת הגדול',
      address: 'רחוב הרצל 1',
      city: 'לוד',
      country: 'Israel',
      latitude: 31.9512,
      longitude: 34.8881,
      nusach: 'sefard',
    },
    {
      name: 'Ohel Moshe',
      address: '5 Herzl St',
      city: 'Lod',
      country: 'Israel',
      latitude: 31.9441,
      longitude: 34.8952,
      nusach: 'ashkenaz',
    },
    { name: 'Beit Knesset Ramla', address: '2 Weizmann St', city: 'Ramla', country: 'Israel', latitude: 31.9292, longitude: 34.8656 },
  );
  hebrewLod = hebrew!.id;
  // More than a page of Brooklyn, named so that their order is known, and one removed.
  const brooklyn = await addListings(
    ...Array.from({ length: CITY_PAGE_SIZE + 2 }, (_, i) => ({
      name: `Brooklyn Shul ${String(i).padStart(3, '0')}`,
      address: `${i} Ocean Pkwy`,
      city: 'Brooklyn',
      state: 'NY',
      country: 'USA',
      latitude: 40.63 + i / 10_000,
      longitude: -73.97,
    })),
    { name: 'Aaa Closed Shul', city: 'Brooklyn', state: 'NY', country: 'USA', latitude: 40.64, longitude: -73.96, isActive: false },
  );
  brooklynFirst = brooklyn[0]!.id;
  removedBrooklyn = brooklyn.at(-1)!.id;
  await tieListingPlaces(createDb(env.DB), { limit: 500 });
  // The next minyan of one Lod listing, as the occurrences' expansion stores it.
  const start = new Date(Date.now() + 3 * 3600_000);
  await env.DB.prepare(
    `INSERT INTO minyan_occurrences (synagogue_id, minyan_id, tefillah, starts_at, date, time, start, cell, latitude, longitude)
     VALUES (?, 1, 'mincha', ?, '2030-01-01', '13:45', '2030-01-01T13:45:00+02:00', 0, 31.9441, 34.8952)`,
  )
    .bind(latin!.id, start.getTime())
    .run();
  void ramla;
});

async function crawl(path: string) {
  const counter = countingD1(env.DB, 0);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`), { ...env, ASSETS, DB: counter.db, EDGE_CACHE: 'off' }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body, trips: counter.roundTrips() };
}

/** What a crawler reads of a page, through the platform's own HTML parser. */
async function readPage(body: string) {
  const page = {
    title: '',
    h1: '',
    links: [] as Record<string, string>[],
    anchors: [] as string[],
    jsonLd: '',
    text: '',
    lang: '',
    meta: new Map<string, string>(),
  };
  let into: 'title' | 'h1' | 'jsonLd' | null = null;
  await new HTMLRewriter()
    .on('html', { element: (e) => void (page.lang = e.getAttribute('lang') ?? '') })
    .on('meta', {
      element: (e) => void page.meta.set(e.getAttribute('name') ?? e.getAttribute('property') ?? '', e.getAttribute('content') ?? ''),
    })
    .on('link', { element: (e) => void page.links.push(Object.fromEntries(e.attributes)) })
    .on('#static-page a', { element: (e) => void page.anchors.push(e.getAttribute('href') ?? '') })
    .on('title', { element: () => void (into = 'title'), text: (t) => void (page.title += t.text) })
    .on('h1', { element: () => void (into = 'h1'), text: (t) => void (page.h1 += t.text) })
    .on('script[type="application/ld+json"]', { element: () => void (into = 'jsonLd'), text: (t) => void (page.jsonLd += t.text) })
    .on('#static-page *', { text: (t) => void (page.text += t.text) })
    .transform(new Response(body))
    .text();
  void into;
  return page;
}

const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("a city's page in the HTML", () => {
  it('lists לוד and Lod as one city, in English, with address, nusach, next minyan and an ItemList, in one round trip', async () => {
    const res = await crawl('/synagogues/il/lod');
    expect(res.status).toBe(200);
    expect(res.trips).toBe(1);
    const page = await readPage(res.body);
    expect(page.title).toBe('Synagogues in Lod: minyan times and addresses | Shul Finder');
    expect(page.h1).toBe('Synagogues in Lod');
    expect(page.text).toContain('2 synagogues in Lod');
    expect(page.text).toContain('Ohel Moshe');
    expect(page.text).toContain('בית הכנסת הגדול');
    expect(page.text).toContain('5 Herzl St, Lod');
    expect(page.text).toContain('Nusach: Ashkenaz');
    expect(page.text).toMatch(/Next minyan: Mincha Tue,? 1:45\sPM/);
    expect(page.text).toContain('No minyan times listed yet');
    expect(page.anchors).toContain(`/shul/${hebrewLod}`);
    // Ramla is its neighbour; the country page is linked.
    expect(page.anchors).toContain('/synagogues/il/ramla');
    expect(page.anchors).toContain('/synagogues/il');
    const canonical = page.links.find((l) => l.rel === 'canonical');
    expect(canonical?.href).toBe('http://localhost/synagogues/il/lod');
    expect(page.links.filter((l) => l.rel === 'alternate').map((l) => l.hreflang)).toEqual(['en', 'he', 'fr', 'es', 'ru', 'x-default']);
    expect(page.meta.get('og:title')).toBe('Synagogues in Lod: minyan times and addresses | Shul Finder');
    const data = JSON.parse(page.jsonLd);
    expect(data).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(data.itemListElement).toHaveLength(2);
    expect(data.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1, item: { '@type': 'Synagogue' } });
    expect(data.itemListElement.map((e: { url: string }) => e.url)).toContain(`http://localhost/shul/${hebrewLod}`);
  });

  it('names the city in Hebrew at /he/synagogues/il/lod, as its listings spell it, right to left', async () => {
    const res = await crawl('/he/synagogues/il/lod');
    expect(res.status).toBe(200);
    const page = await readPage(res.body);
    expect(page.lang).toBe('he');
    expect(unescape(page.title)).toBe('בתי כנסת בלוד: זמני תפילות וכתובות | Shul Finder');
    expect(page.h1).toBe('בתי כנסת בלוד');
    expect(page.text).toContain('שני בתי כנסת בלוד');
    expect(page.text).toContain('המניין הבא: מנחה');
    expect(page.links.find((l) => l.rel === 'canonical')?.href).toBe('http://localhost/he/synagogues/il/lod');
    expect(page.anchors).toContain('/he/synagogues/il/ramla');
    expect(unescape(page.meta.get('og:title') ?? '')).toContain('בלוד');
  });

  it('pages a large city: each page its own canonical, with rel prev and next, never a removed listing', async () => {
    const first = await readPage((await crawl('/synagogues/us/ny/brooklyn')).body);
    expect(first.text).toContain(`${CITY_PAGE_SIZE + 2} synagogues in Brooklyn, NY`);
    expect(first.text).toContain('Page 1 of 2');
    expect(first.text).not.toContain('Aaa Closed Shul');
    expect(first.anchors).toContain(`/shul/${brooklynFirst}`);
    expect(first.anchors).not.toContain(`/shul/${removedBrooklyn}`);
    expect(first.links.find((l) => l.rel === 'next')?.href).toBe('http://localhost/synagogues/us/ny/brooklyn?page=2');
    expect(first.links.find((l) => l.rel === 'prev')).toBeUndefined();
    const res = await crawl('/synagogues/us/ny/brooklyn?page=2');
    expect(res.status).toBe(200);
    expect(res.trips).toBe(1);
    const second = await readPage(res.body);
    expect(second.title).toBe('Synagogues in Brooklyn, NY: minyan times and addresses (page 2) | Shul Finder');
    expect(second.links.find((l) => l.rel === 'canonical')?.href).toBe('http://localhost/synagogues/us/ny/brooklyn?page=2');
    expect(second.links.find((l) => l.rel === 'prev')?.href).toBe('http://localhost/synagogues/us/ny/brooklyn');
    expect(second.links.find((l) => l.rel === 'next')).toBeUndefined();
    expect(second.links.find((l) => l.hreflang === 'fr')?.href).toBe('http://localhost/fr/synagogues/us/ny/brooklyn?page=2');
    expect(JSON.parse(second.jsonLd).itemListElement[0].position).toBe(CITY_PAGE_SIZE + 1);
    expect(second.text).toContain(`Brooklyn Shul ${String(CITY_PAGE_SIZE + 1).padStart(3, '0')}`);
    expect(second.text).not.toContain('Brooklyn Shul 000');
  });
});

describe("a listing's page", () => {
  it('links to its city page, in its language, in the same round trip', async () => {
    const res = await crawl(`/he/shul/${hebrewLod}`);
    expect(res.status).toBe(200);
    expect(res.trips).toBe(1);
    const page = await readPage(res.body);
    expect(page.anchors).toContain('/he/synagogues/il/lod');
    expect(page.text).toContain('בתי כנסת בלוד');
  });
});

describe("a country's page", () => {
  it('lists its cities with their counts and an ItemList, in one round trip', async () => {
    const res = await crawl('/synagogues/il');
    expect(res.status).toBe(200);
    expect(res.trips).toBe(1);
    const page = await readPage(res.body);
    expect(page.h1).toBe('Synagogues in Israel');
    expect(page.text).toContain('3 synagogues in 2 cities');
    expect(page.anchors).toEqual(expect.arrayContaining(['/synagogues/il/lod', '/synagogues/il/ramla']));
    const data = JSON.parse(page.jsonLd);
    expect(data.itemListElement.map((e: { url: string }) => e.url)).toEqual([
      'http://localhost/synagogues/il/lod',
      'http://localhost/synagogues/il/ramla',
    ]);
    const hebrew = await readPage((await crawl('/he/synagogues/il')).body);
    expect(hebrew.h1).toBe('בתי כנסת בישראל');
    expect(hebrew.text).toContain('לוד');
  });
});

describe('addresses that name no page', () => {
  it('answer 404 with the app, not indexed', async () => {
    for (const path of [
      '/synagogues/il/no-such-city',
      '/synagogues/zz',
      '/synagogues/fr',
      '/synagogues/us/brooklyn',
      '/synagogues/us/nj/brooklyn',
      '/he/synagogues/il/nowhere',
      '/synagogues/il/lod?page=2',
      '/synagogues/il/lod?page=0',
      '/synagogues/il/lod?page=abc',
      '/synagogues/IL/Lod',
      '/synagogues',
    ]) {
      const res = await crawl(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('<footer>frame</footer>');
      expect((await readPage(res.body)).meta.get('robots'), path).toBe('noindex');
    }
  });
});

describe('sitemaps of the city pages', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('are in the index once per language, with their lastmod', async () => {
    const res = await crawl('/sitemap.xml');
    expect(res.trips).toBe(1);
    const files = locs(res.body).filter((l) => l.includes('/cities-'));
    expect(files).toEqual(['en', 'he', 'fr', 'es', 'ru'].map((l) => `http://localhost/sitemaps/cities-${l}-1.xml`));
    expect(res.body).toMatch(/cities-en-1\.xml<\/loc><lastmod>\d{4}-/);
  });

  it('list every country and city with active listings once per language, and nothing else', async () => {
    for (const [lang, prefix] of [
      ['en', ''],
      ['he', '/he'],
      ['ru', '/ru'],
    ] as const) {
      const res = await crawl(`/sitemaps/cities-${lang}-1.xml`);
      expect(res.status).toBe(200);
      expect(res.trips).toBe(1);
      expect(locs(res.body)).toEqual(
        ['/synagogues/il', '/synagogues/us', '/synagogues/il/lod', '/synagogues/il/ramla', '/synagogues/us/ny/brooklyn'].map(
          (p) => `http://localhost${prefix}${p}`,
        ),
      );
      expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    }
    expect((await crawl('/sitemaps/cities-en-2.xml')).body).not.toContain('<url>');
  });

  it('drop a city whose listings are all removed', async () => {
    const [alone] = await addListings({ name: 'Only Shul', city: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522 });
    await tieListingPlaces(createDb(env.DB), { ids: [alone!.id] });
    expect(locs((await crawl('/sitemaps/cities-en-1.xml')).body)).toContain('http://localhost/synagogues/fr/paris');
    expect((await crawl('/synagogues/fr/paris')).status).toBe(200);
    await env.DB.prepare('UPDATE synagogues SET is_active = 0 WHERE id = ?').bind(alone!.id).run();
    expect(locs((await crawl('/sitemaps/cities-en-1.xml')).body)).not.toContain('http://localhost/synagogues/fr/paris');
    expect(locs((await crawl('/sitemaps/cities-en-1.xml')).body)).not.toContain('http://localhost/synagogues/fr');
    expect((await crawl('/synagogues/fr/paris')).status).toBe(404);
  });
});

describe('GET /api/city-pages', () => {
  it("answers the page's data, as the HTML shows it, in one round trip", async () => {
    const counter = countingD1(env.DB, 0);
    const res = await app.fetch(
      new Request('http://localhost/api/city-pages?path=/synagogues/il/lod'),
      { ...env, DB: counter.db, EDGE_CACHE: 'off' },
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    expect(counter.roundTrips()).toBe(1);
    const data = (await res.json()) as CityPageData;
    expect(data.kind).toBe('city');
    expect(data.city).toMatchObject({ placeId: LOD, slug: 'lod', name: 'Lod', localNames: { he: 'לוד' }, listings: 2 });
    expect(data.neighbours.map((n) => n.placeId)).toEqual([RAMLA]);
    expect(data.listings.find((l) => l.name === 'Ohel Moshe')?.next).toMatchObject({ tefillah: 'mincha', time: '13:45' });
    const country = (await (
      await app.fetch(new Request('http://localhost/api/city-pages?path=/synagogues/us'), env, createExecutionContext())
    ).json()) as CountryPageData;
    expect(country.cities.map((c) => c.placeId)).toEqual([BROOKLYN]);
  });

  it('answers 404 for no page and 400 naming the field for a bad query', async () => {
    const get = (q: string) => app.fetch(new Request(`http://localhost/api/city-pages?${q}`), env, createExecutionContext());
    expect((await get('path=/synagogues/il/atlantis')).status).toBe(404);
    const bad = await get('path=/shul/1&page=0');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['page', 'path']);
  });
});
