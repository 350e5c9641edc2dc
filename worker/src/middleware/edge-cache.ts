// The edge cache for public answers (docs/architecture.md: Edge cache). Anonymous GETs of public data are
// kept in the Workers Cache API for FRESH_SECONDS and served stale, while one request
// refreshes them in the background, for STALE_SECONDS more. Requests with a session or a
// bookmark cookie never read or fill it, and an answer that sets a cookie or says
// private/no-store is never stored.
//
// Invalidation is a version in the cache key, not purging: a write to public data may change
// any number of answers (every search, count, map tile and page near the listing), which no
// list of keys could name, and the Cache API deletes only in the data centre it runs in. The
// version is the D1 bookmark of the latest public write, kept in KV: the next anonymous read
// misses, and fills the new entry from a D1 session started at that bookmark, so the entry
// holds at least the written state even when read from a replica that was behind.
//
// Only a write that says it changes public data moves a version (`changesPublic` on its route):
// an anonymous form (a time proposal, a location request) must never be a way to empty the cache.
// Each cacheable path belongs to one group with its own version, so a new ad leaves the
// directory's entries warm, and a cached read still costs one KV read.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { PREFIXED_LOCALES } from '#domain/languages.ts';
import type { AppEnv, Env, PublicDataGroup } from '../env.ts';
import { visitorCountry } from '../services/places/gazetteer.ts';
import { SESSION_COOKIE } from '../services/auth/sessions.ts';
import { snapViewport } from '../services/directory/viewport-grid.ts';
import { BOOKMARK_COOKIE, useSession } from './d1-session.ts';

const FRESH_SECONDS = 30;
const STALE_SECONDS = 300;
/** KV key (CACHE namespace) of a group's current version: the bookmark of the group's latest public write. */
export const edgeVersionKey = (group: PublicDataGroup) => `edge-cache:version:${group}`;

const STORED_AT = 'x-edge-stored-at';
const BROWSER_CACHE_CONTROL = 'x-edge-browser-cache-control';
/** HIT, STALE (served while a refresh runs) or MISS; absent when the cache was not consulted. */
export const CACHE_STATUS = 'x-edge-cache';

/** Public data, the same for every anonymous visitor. */
const CACHEABLE = [
  /^\/api\/synagogues(?:\/count|\/viewport|\/\d+(?:\/schedule|\/calendar\.ics)?)?$/,
  /^\/api\/cities\/suggest$/,
  /^\/api\/minyanim\/next$/,
  /^\/api\/(?:sponsors|ads|stats\/public)$/,
  /^\/api\/(?:hebrew-calendar(?:\.ics)?|zmanim|hebrew-date)$/,
  /^\/api\/places\/(?:resolve|suggest|search|reverse)$/,
  /^\/api\/texts\/parashas$/,
  // The pages the Worker writes (routes/pages.ts): a listing's in each language, and the sitemaps.
  new RegExp(`^(?:/(?:${PREFIXED_LOCALES.join('|')}))?/shul/\\d+$`),
  // A city's or country's page, and its data for the app.
  new RegExp(`^(?:/(?:${PREFIXED_LOCALES.join('|')}))?/synagogues/[a-z0-9/-]+$`),
  /^\/api\/city-pages$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[\w-]+\.xml$/,
];

/**
 * Answers ranked for the visitor's country (`cf-ipcountry`: its places win near ties, docs/api.md:
 * Places, calendar and zmanim): each country has its own entries. The Cache API ignores `Vary`.
 */
const BY_COUNTRY = /^\/api\/(?:places\/(?:resolve|suggest|search)|cities\/suggest)$/;
/** The cache key's parameter for the visitor's country (set by the cache, never by the query). */
const COUNTRY_PARAM = 'cf-ipcountry';

const PROMOTIONS = /^\/api\/(?:sponsors|ads)$/;
/** The group whose writes a cacheable path shows. */
const groupOf = (path: string): PublicDataGroup => (PROMOTIONS.test(path) ? 'promotions' : 'directory');

/**
 * Marks a route as changing what the public sees: when it succeeds, the group's version moves.
 * A route without it (a sign-in, a visitor's form, an upload) leaves every cached answer in place.
 */
export const changesPublic = (group: PublicDataGroup) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('publicChange', group);
    await next();
  });

/** Requests the cache must not answer or learn from: any sign of a signed-in or just-written browser. */
function personal(c: Context<AppEnv>): boolean {
  return Boolean(getCookie(c, SESSION_COOKIE) || getCookie(c, BOOKMARK_COOKIE) || c.req.header('authorization'));
}

/**
 * The query as the route will read it, in a fixed order: viewports snapped to the tile grid
 * (the route snaps them the same way), 'Minyan now' to its minute, and the visitor's country
 * where it ranks the answer. Null: not cacheable.
 */
function keyQuery(path: string, params: URLSearchParams, country: string | undefined): URLSearchParams | null {
  if (path === '/api/synagogues/viewport') {
    const [north, south, east, west, limit] = ['north', 'south', 'east', 'west', 'limit'].map((k) => Number(params.get(k) ?? 'x'));
    if ([north, south, east, west].every((n) => Number.isFinite(n))) {
      const snapped = snapViewport({ north: north!, south: south!, east: east!, west: west!, limit: Number.isFinite(limit) ? limit! : 0 });
      for (const k of ['north', 'south', 'east', 'west'] as const) params.set(k, String(snapped[k]));
    }
  }
  if (path === '/api/minyanim/next') {
    // Without `at` the answer depends on the moment; with it, on the minute (the route floors it).
    const at = Date.parse(params.get('at') ?? '');
    if (!Number.isFinite(at)) return null;
    params.set('at', String(Math.floor(at / 60_000)));
  }
  if (BY_COUNTRY.test(path)) params.set(COUNTRY_PARAM, visitorCountry(country) ?? '');
  params.sort();
  return params;
}

/** Requests made by the cache itself to refresh a stale entry: they skip the lookup. */
const refreshing = new WeakSet<Request>();

type Refetch = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>;

function toStored(res: Response): Response {
  const stored = new Response(res.body, res);
  stored.headers.set(BROWSER_CACHE_CONTROL, res.headers.get('cache-control') ?? '');
  stored.headers.set('cache-control', `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  stored.headers.set(STORED_AT, String(Date.now()));
  return stored;
}

function fromStored(hit: Response, status: 'HIT' | 'STALE'): Response {
  const res = new Response(hit.body, hit);
  const browser = res.headers.get(BROWSER_CACHE_CONTROL);
  if (browser) res.headers.set('cache-control', browser);
  else res.headers.delete('cache-control');
  for (const h of [BROWSER_CACHE_CONTROL, STORED_AT, 'age', 'cf-cache-status']) res.headers.delete(h);
  res.headers.set(CACHE_STATUS, status);
  return res;
}

const storable = (res: Response) =>
  res.status === 200 && !res.headers.has('set-cookie') && !/private|no-store|no-cache/i.test(res.headers.get('cache-control') ?? '');

/** `refetch` is the app itself, for refreshing a stale entry in the background. */
export function edgeCache(refetch: Refetch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== 'GET') {
      await next();
      const group = c.get('publicChange');
      if (group && c.res.status < 400) await publicDataChanged(c.env, c.var.d1Session, group);
      return;
    }
    const query =
      c.env.EDGE_CACHE !== 'off' && CACHEABLE.some((p) => p.test(url.pathname)) && !personal(c)
        ? keyQuery(url.pathname, url.searchParams, c.req.header('cf-ipcountry'))
        : null;
    if (!query) return next();
    const group = groupOf(url.pathname);
    const version = await c.env.CACHE.get(edgeVersionKey(group)).catch(() => null);
    const key = new Request(`${url.origin}/__edge-cache/${group}/${encodeURIComponent(version ?? '0')}${url.pathname}?${query}`);
    const cache = caches.default;
    const hit = refreshing.has(c.req.raw) ? undefined : await cache.match(key).catch(() => undefined);
    if (hit) {
      const fresh = Date.now() - Number(hit.headers.get(STORED_AT)) <= FRESH_SECONDS * 1000;
      if (!fresh) {
        const again = new Request(c.req.raw);
        refreshing.add(again);
        c.executionCtx.waitUntil(Promise.resolve(refetch(again, c.env, c.executionCtx)).then(() => undefined));
      }
      return fromStored(hit, fresh ? 'HIT' : 'STALE');
    }
    // Read at least the state the version names, even from a replica that is behind.
    if (version) useSession(c, version);
    await next();
    if (storable(c.res))
      c.executionCtx.waitUntil(cache.put(key, toStored(c.res.clone())).catch((e) => console.error('edge cache put failed', e)));
    c.res.headers.set(CACHE_STATUS, 'MISS');
  });
}

/**
 * Moves a group's version after a write to public data (routes marked `changesPublic`, and the
 * cron). Awaited, so the writer's own next anonymous read already misses. KV allows one write a
 * second per key: a refused write is logged, and the short lifetime bounds what it leaves.
 */
export async function publicDataChanged(env: Env, session: D1DatabaseSession, group: PublicDataGroup): Promise<void> {
  const bookmark = session.getBookmark();
  if (!bookmark) return;
  await env.CACHE.put(edgeVersionKey(group), bookmark).catch((e) => console.error('edge cache version not moved', e));
}
