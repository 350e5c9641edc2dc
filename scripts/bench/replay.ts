// The edge cache's hit rate in a replay of what visitors do (docs/architecture.md, Edge cache): anonymous
// sessions that search (popular searches are asked far more often than rare ones), count,
// pan and zoom the map, open listings, look at the calendar and zmanim, and ask 'Minyan now';
// visitors who arrive from a search engine on a listing's or a city's page (HTML, in English or
// Hebrew); and now and then a crawler's sitemap file. Sent with the edge cache on
// (`x-bench-edge-cache: on`, worker/test/bench-entry.ts).
import { LOCALES } from '#domain/languages.ts';
import { LISTINGS_PER_SITEMAP, listingsSitemapPath } from '#domain/sitemap-files.ts';
import { PRESET_CITIES } from '#domain/places.ts';
import { cityPaths, type BenchData } from './endpoints.ts';
import { pickOne, type Rng } from './generate.ts';

const POPULAR_SEARCHES = ['Brooklyn', 'Jerusalem', 'Toronto', 'London', 'Los Angeles', 'Lakewood', 'Paris', 'Chicago', 'Miami', 'Melbourne', 'chabad', 'young israel', 'beth el', 'Monsey', 'Teaneck'];

/** An index from 0 to n − 1, low ones far likelier (a Zipf-like popularity, exponent about 1). */
const zipf = (r: Rng, n: number) => Math.min(n - 1, Math.floor(Math.exp(r() * Math.log(n + 1)) - 1));

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** One visitor's requests, in order. `hot` are the listings most visitors look at (big cities first). */
function visit(r: Rng, data: BenchData, hot: number[], now: number): string[] {
  const out: string[] = [];
  const text = POPULAR_SEARCHES[zipf(r, POPULAR_SEARCHES.length)]!;
  out.push(`/api/synagogues?${q({ limit: 20, offset: 0, q: text })}`, `/api/synagogues/count?${q({ q: text })}`);
  if (r() < 0.3) out.push(`/api/synagogues?${q({ limit: 20, offset: 20, q: text })}`);
  // The map: open around a popular place, then pan a quarter view at a time and zoom in once.
  const centre = data.listings[hot[zipf(r, hot.length)]!]!;
  let [lat, lng, half] = [centre.lat, centre.lng, 0.08];
  for (let i = 0; i < 4; i++) {
    out.push(`/api/synagogues/viewport?${q({ north: (lat + half).toFixed(4), south: (lat - half).toFixed(4), east: (lng + half).toFixed(4), west: (lng - half).toFixed(4), limit: 100 })}`);
    if (i === 2) half /= 2;
    else [lat, lng] = [lat + (r() - 0.5) * half, lng + (r() - 0.5) * half];
  }
  for (let i = 0; i < 2; i++) out.push(`/api/synagogues/${1 + hot[zipf(r, hot.length)]!}`);
  // From a search engine: a listing's page, or its city's, as HTML.
  const lang = r() < 0.3 ? '/he' : '';
  const landing = hot[zipf(r, hot.length)]!;
  const cityPage = cityPaths(data).get(data.listings[landing]!.place.geonameid!);
  out.push(r() < 0.6 || !cityPage ? `${lang}/shul/${1 + landing}` : `${lang}${cityPage}`);
  if (r() < 0.02) {
    const files = Math.ceil(data.listings.length / LISTINGS_PER_SITEMAP);
    out.push(listingsSitemapPath(pickOne(r, LOCALES), 1 + Math.floor(r() * files)));
  }
  const city = PRESET_CITIES[zipf(r, PRESET_CITIES.length)]!;
  const month = new Date(now);
  out.push(`/api/hebrew-calendar?${q({ geonameid: city.geonameid, year: month.getUTCFullYear(), month: month.getUTCMonth() + 1 })}`);
  out.push(`/api/zmanim?${q({ geonameid: city.geonameid, date: month.toISOString().slice(0, 10) })}`);
  if (r() < 0.3) {
    // The browser's own position and clock: rarely shared with another visitor.
    const near = pickOne(r, data.withMinyanim);
    out.push(`/api/minyanim/next?${q({ lat: (near.lat + (r() - 0.5) / 50).toFixed(5), lng: (near.lng + (r() - 0.5) / 50).toFixed(5), radiusKm: 10, within: 120, at: new Date(now).toISOString() })}`);
  }
  return out;
}

export interface ReplayResult {
  requests: number;
  hits: number;
  stale: number;
  hitRate: number;
  byKind: Record<string, { requests: number; hits: number }>;
}

const kindOf = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/\/\d+$/, '/:id')
    .replace(/^((?:\/[a-z]{2})?\/synagogues)\/.*/, '$1/…')
    .replace(/^\/sitemaps\/.*/, '/sitemaps/…');

export async function replay(base: string, data: BenchData, r: Rng, visits: number): Promise<ReplayResult> {
  // The listings people look at most: those of the big cities the searches name.
  const cities = new Set(POPULAR_SEARCHES);
  const hot = data.listings.flatMap((l, i) => (cities.has(l.city) ? [i] : [])).slice(0, 2000);
  const byKind: ReplayResult['byKind'] = {};
  let requests = 0;
  let hits = 0;
  let stale = 0;
  for (let v = 0; v < visits; v++) {
    for (const path of visit(r, data, hot.length ? hot : data.listings.map((_, i) => i), Date.now())) {
      const res = await fetch(base + path, { headers: { 'x-bench-edge-cache': 'on' } });
      await res.arrayBuffer();
      const status = res.headers.get('x-edge-cache');
      const kind = (byKind[kindOf(path)] ??= { requests: 0, hits: 0 });
      requests += 1;
      kind.requests += 1;
      if (status === 'HIT' || status === 'STALE') {
        hits += 1;
        kind.hits += 1;
      }
      if (status === 'STALE') stale += 1;
    }
  }
  return { requests, hits, stale, hitRate: Math.round((hits / requests) * 1000) / 10, byKind };
}
