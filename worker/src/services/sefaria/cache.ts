// Two-level cache of normalised text answers: the Workers Cache API (this data centre, fastest)
// in front of the CACHE KV namespace (global). Texts do not change, so entries live long; only
// successful answers are stored, so a failed upstream call is retried on the next request.

/** 30 days: a text that Sefaria corrects reaches visitors within a month. */
export const TEXT_CACHE_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Bump when the stored shape changes, so old entries are ignored rather than misread. */
const KEY_PREFIX = 'texts:v1:';
/** The Cache API keys requests by URL; this host is never fetched. */
const CACHE_ORIGIN = 'https://texts-cache.shul-finder.internal/';

const cacheRequest = (key: string) => new Request(CACHE_ORIGIN + encodeURIComponent(key));

/**
 * The value stored under `key`, or else `load()`'s result, which is then stored at both
 * levels. A KV hit refills the Cache API. Cache failures never fail the request.
 */
export async function cached<T>(kv: KVNamespace, key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = KEY_PREFIX + key;
  const request = cacheRequest(fullKey);
  const edge = await caches.default.match(request).catch(() => undefined);
  if (edge) return (await edge.json()) as T;

  const stored = await kv.get<T>(fullKey, 'json').catch(() => null);
  if (stored !== null) {
    await putEdge(request, stored);
    return stored;
  }

  const value = await load();
  await Promise.all([
    kv.put(fullKey, JSON.stringify(value), { expirationTtl: TEXT_CACHE_TTL_SECONDS }).catch((err) => console.error('KV put failed', fullKey, err)),
    putEdge(request, value),
  ]);
  return value;
}

async function putEdge(request: Request, value: unknown): Promise<void> {
  const response = new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${TEXT_CACHE_TTL_SECONDS}` },
  });
  await caches.default.put(request, response).catch((err) => console.error('Cache API put failed', request.url, err));
}
