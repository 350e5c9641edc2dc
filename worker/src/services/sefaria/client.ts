// The Sefaria client. Three public endpoints (developers.sefaria.org; shapes confirmed in
// Sefaria-Project's source, sefaria/views.py and reader/views.py):
// - `GET /api/v3/texts/{tref}?version=hebrew&version=english[|versionTitle]`: the versions asked
//   for, each with `versionTitle`, `license` and `text` (a string for a segment, a list for a
//   section, a list of lists for a range; a segment may be null). `version=english` picks the
//   English version with the highest priority that has text there, so the Tanakh is pinned.
// - `GET /api/v2/raw/index/{title}`: a book's index with its schema (node tree).
// - `GET /api/bulktext/{ref}|{ref}…?useTextFamily=1&vhe=…&ven=…`: many refs at once, keyed by
//   the ref as asked, each `{ he, en, ref, heRef }` or `{ error: 1 }` for a ref it cannot read.
import { z } from 'zod';
import { ApiError, said, type Said } from '../../errors.ts';

/** Sefaria is asked to answer within this; a slower answer counts as a failure (502). */
export const SEFARIA_TIMEOUT_MS = 5000;

/** Where Sefaria is (SEFARIA_URL) and the site's origin (PUBLIC_ORIGIN), named in the User-Agent. */
export interface SefariaConfig {
  url: string;
  site: string;
  /** Default SEFARIA_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Sefaria asks API users to identify themselves; this names the product and its site. */
export const userAgent = (site: string) => `ShulFinder/1.0 (Shul Finder prayer and study pages; +${site})`;

/** The public-domain English Tanakh; `version=english` alone may pick a CC-BY-NC one. */
export const JPS_1917 = 'The Holy Scriptures: A New Translation (JPS 1917)';

/** Nested text as Sefaria stores it (jagged arrays of strings; a missing segment is null). */
export type JaggedText = string | null | JaggedText[];
const jaggedText: z.ZodType<JaggedText> = z.lazy(() => z.union([z.string(), z.null(), z.array(jaggedText)]));

const version = z.object({
  language: z.string(),
  languageFamilyName: z.string().optional(),
  versionTitle: z.string(),
  license: z.string().optional().default(''),
  text: jaggedText,
});

/** The parts of the v3 answer this app reads; Sefaria sends many more fields. */
export const v3TextsResponse = z.object({
  ref: z.string(),
  heRef: z.string(),
  sections: z.array(z.union([z.string(), z.number()])),
  toSections: z.array(z.union([z.string(), z.number()])),
  textDepth: z.number().int().nullable().optional(),
  versions: z.array(version),
});
export type V3TextsResponse = z.infer<typeof v3TextsResponse>;

export interface IndexNode {
  title: string;
  nodes?: IndexNode[];
}
const indexNode: z.ZodType<IndexNode> = z.lazy(() =>
  z
    .object({
      key: z.string().optional(),
      title: z.string().optional(),
      nodes: z.array(indexNode).optional(),
    })
    // A node's ref uses its primary English title; `key` is the same for titled nodes.
    .transform((n) => ({ title: n.title ?? n.key ?? '', ...(n.nodes ? { nodes: n.nodes } : {}) })),
);
export const rawIndexResponse = z.object({ title: z.string(), schema: z.object({ nodes: z.array(indexNode) }) });
export type RawIndex = z.infer<typeof rawIndexResponse>;

const bulkEntry = z.union([
  z.object({ error: z.unknown() }),
  z.object({ he: jaggedText, en: jaggedText, ref: z.string(), heRef: z.string() }),
]);
export const bulkTextResponse = z.record(z.string(), bulkEntry);
export type BulkTextResponse = z.infer<typeof bulkTextResponse>;

const UNREACHABLE = said('errors.textLibraryUnreachable');

function upstreamFailure(message: Said, detail: unknown): ApiError {
  console.error('Sefaria request failed:', message.id, detail);
  return new ApiError(502, message);
}

/** Sefaria's own spelling of a ref in a URL path: spaces become underscores. */
const pathRef = (ref: string) => encodeURIComponent(ref.replace(/ /g, '_'));
const base = (origin: string) => origin.replace(/\/+$/, '');

/** `english`: a versionTitle to pin, else the highest-priority English version. */
export function textsUrl(origin: string, ref: string, english?: string): string {
  const en = english ? `english|${english}` : 'english';
  return `${base(origin)}/api/v3/texts/${pathRef(ref)}?version=hebrew&version=${encodeURIComponent(en)}`;
}

export const indexUrl = (origin: string, title: string) => `${base(origin)}/api/v2/raw/index/${pathRef(title)}`;

export function bulkTextUrl(origin: string, refs: readonly string[], versions: { he?: string; en?: string }): string {
  const params = new URLSearchParams({ useTextFamily: '1' });
  if (versions.he) params.set('vhe', versions.he);
  if (versions.en) params.set('ven', versions.en);
  return `${base(origin)}/api/bulktext/${refs.map((r) => encodeURIComponent(r)).join('%7C')}?${params}`;
}

/** GET a Sefaria URL and parse its JSON with `schema`; every failure is a 502 ApiError. */
async function getJson<T>(config: SefariaConfig, url: string, schema: z.ZodType<T>, what: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': userAgent(config.site) },
      signal: AbortSignal.timeout(config.timeoutMs ?? SEFARIA_TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw upstreamFailure(timedOut ? said('errors.textLibraryTimeout') : UNREACHABLE, err);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw upstreamFailure(UNREACHABLE, `${response.status} for ${what}: ${body.slice(0, 200)}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (err) {
    throw upstreamFailure(UNREACHABLE, err);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw upstreamFailure(UNREACHABLE, `unexpected answer for ${what}: ${parsed.error.message.slice(0, 300)}`);
  return parsed.data;
}

/** One ref's Hebrew and English versions (`english` pins the English one by title). */
export const fetchText = (config: SefariaConfig, ref: string, english?: string): Promise<V3TextsResponse> =>
  getJson(config, textsUrl(config.url, ref, english), v3TextsResponse, ref);

export const fetchIndex = (config: SefariaConfig, title: string): Promise<RawIndex> =>
  getJson(config, indexUrl(config.url, title), rawIndexResponse, `index ${title}`);

export const fetchBulkText = (
  config: SefariaConfig,
  refs: readonly string[],
  versions: { he?: string; en?: string },
): Promise<BulkTextResponse> => getJson(config, bulkTextUrl(config.url, refs, versions), bulkTextResponse, `bulk ${refs.length} refs`);
