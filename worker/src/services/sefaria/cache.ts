// Two-level cache of normalised text answers: the Workers Cache API (this data centre, fastest)
// in front of the CACHE KV namespace (global). Texts do not change, so entries live long.
// A failure is remembered for a few minutes in the Cache API alone (a negative entry, under its
// own key): while Sefaria is down, each data centre asks it again at most once per window instead
// of once per view, and a text already cached is still read first (docs/architecture.md: Upstream texts).
import { ApiError, type Saying } from '../../errors.ts';

/** 30 days: a text that Sefaria corrects reaches visitors within a month. */
export const TEXT_CACHE_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long a failed or empty answer is remembered before Sefaria is asked again. */
export const FAILURE_CACHE_TTL_SECONDS = 2 * 60;
/** Bump when the stored shape changes, so old entries are ignored rather than misread. */
const KEY_PREFIX = 'texts:v1:';
/** Negative entries: `{ said }` of an upstream failure (its message by id), or `{ said: null }` for "no text there". */
const FAILURE_PREFIX = 'texts:v2:failed:';
/** The Cache API keys requests by URL; this host is never fetched. */
const CACHE_ORIGIN = 'https://texts-cache.shul-finder.internal/';

const cacheRequest = (key: string) => new Request(CACHE_ORIGIN + encodeURIComponent(key));

interface Failure {
  /** The 502's message, by id, so that it is said again in each request's language; null when Sefaria answered but had no text for the key. */
  said: Saying | null;
}

async function readEdge<T>(request: Request): Promise<T | undefined> {
  const edge = await caches.default.match(request).catch(() => undefined);
  return edge ? ((await edge.json()) as T) : undefined;
}

/** A failure remembered for `key`, if its window has not passed. */
const recentFailure = (key: string) => readEdge<Failure>(cacheRequest(FAILURE_PREFIX + key));

function rememberFailure(key: string, failure: Failure): Promise<void> {
  return putEdge(cacheRequest(FAILURE_PREFIX + key), failure, FAILURE_CACHE_TTL_SECONDS);
}

const failureMessage = (err: unknown): Saying | null =>
  err instanceof ApiError && err.status === 502 && !('failed' in err.said) ? err.said : null;

/**
 * The value stored under `key`, or else `load()`'s result, which is then stored at both
 * levels. A KV hit refills the Cache API. Cache failures never fail the request. A 502 from
 * `load()` is remembered for FAILURE_CACHE_TTL_SECONDS and answered again without calling it.
 */
export async function cached<T>(kv: KVNamespace, key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = KEY_PREFIX + key;
  const request = cacheRequest(fullKey);
  const edge = await readEdge<T>(request);
  if (edge !== undefined) return edge;

  const stored = await kv.get<T>(fullKey, 'json').catch(() => null);
  if (stored !== null) {
    await putEdge(request, stored);
    return stored;
  }

  const failed = await recentFailure(key);
  if (failed?.said) throw new ApiError(502, failed.said);

  let value: T;
  try {
    value = await load();
  } catch (err) {
    const message = failureMessage(err);
    if (message) await rememberFailure(key, { said: message });
    throw err;
  }
  await Promise.all([
    kv
      .put(fullKey, JSON.stringify(value), { expirationTtl: TEXT_CACHE_TTL_SECONDS })
      .catch((err) => console.error('KV put failed', fullKey, err)),
    putEdge(request, value),
  ]);
  return value;
}

async function putEdge(request: Request, value: unknown, ttl = TEXT_CACHE_TTL_SECONDS): Promise<void> {
  const response = new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${ttl}` },
  });
  await caches.default.put(request, response).catch((err) => console.error('Cache API put failed', request.url, err));
}

/**
 * Several values at once: those stored are read (edge, then KV), and `loadMissing` is called
 * once with the keys neither stored nor recently failed. What it returns is stored; a key it
 * leaves out (no text there) is remembered as absent for a few minutes, and a 502 it throws is
 * remembered for every key it was asked for, so a repeat within the window costs no upstream
 * request: absent keys are left out of the answer again, failed ones throw the 502 again.
 */
export async function cachedMany<T>(
  kv: KVNamespace,
  keys: readonly string[],
  loadMissing: (missing: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  const failures = new Map<string, Failure>();
  await Promise.all(
    keys.map(async (key) => {
      const request = cacheRequest(KEY_PREFIX + key);
      const edge = await readEdge<T>(request);
      if (edge !== undefined) return void found.set(key, edge);
      const stored = await kv.get<T>(KEY_PREFIX + key, 'json').catch(() => null);
      if (stored !== null) {
        found.set(key, stored);
        return putEdge(request, stored);
      }
      const failed = await recentFailure(key);
      if (failed) failures.set(key, failed);
    }),
  );
  const failedMessage = [...failures.values()].find((f) => f.said)?.said;
  if (failedMessage) throw new ApiError(502, failedMessage);
  const missing = keys.filter((k) => !found.has(k) && !failures.has(k));
  if (missing.length === 0) return found;
  let loaded: Map<string, T>;
  try {
    loaded = await loadMissing(missing);
  } catch (err) {
    const message = failureMessage(err);
    if (message) await Promise.all(missing.map((key) => rememberFailure(key, { said: message })));
    throw err;
  }
  await Promise.all(
    missing.map(async (key) => {
      const value = loaded.get(key);
      if (value === undefined) return rememberFailure(key, { said: null });
      found.set(key, value);
      await Promise.all([
        kv
          .put(KEY_PREFIX + key, JSON.stringify(value), { expirationTtl: TEXT_CACHE_TTL_SECONDS })
          .catch((err) => console.error('KV put failed', key, err)),
        putEdge(cacheRequest(KEY_PREFIX + key), value),
      ]);
    }),
  );
  return found;
}
