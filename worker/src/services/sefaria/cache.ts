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

/**
 * Several values at once: those stored are read (edge, then KV), and `loadMissing` is called
 * once with the keys not found; what it returns is stored, what it leaves out is not (so a part
 * Sefaria could not give is asked for again next time).
 */
export async function cachedMany<T>(
  kv: KVNamespace,
  keys: readonly string[],
  loadMissing: (missing: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  await Promise.all(
    keys.map(async (key) => {
      const request = cacheRequest(KEY_PREFIX + key);
      const edge = await caches.default.match(request).catch(() => undefined);
      if (edge) return void found.set(key, (await edge.json()) as T);
      const stored = await kv.get<T>(KEY_PREFIX + key, 'json').catch(() => null);
      if (stored !== null) {
        found.set(key, stored);
        await putEdge(request, stored);
      }
    }),
  );
  const missing = keys.filter((k) => !found.has(k));
  if (missing.length === 0) return found;
  const loaded = await loadMissing(missing);
  await Promise.all(
    [...loaded].map(async ([key, value]) => {
      found.set(key, value);
      await Promise.all([
        kv.put(KEY_PREFIX + key, JSON.stringify(value), { expirationTtl: TEXT_CACHE_TTL_SECONDS }).catch((err) => console.error('KV put failed', key, err)),
        putEdge(cacheRequest(KEY_PREFIX + key), value),
      ]);
    }),
  );
  return found;
}
