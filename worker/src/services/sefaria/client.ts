// The Sefaria client: its public v3 Texts API (developers.sefaria.org, operation `get-v3-texts`),
// `GET {SEFARIA_URL}/api/v3/texts/{tref}?version=hebrew&version=english`. The answer's `versions`
// holds the primary version of each language asked for, each with its `text` (a string for a
// segment, a list for a section, a list of lists for a range across chapters), plus `ref`,
// `heRef`, `sections`, `toSections` and `textDepth` describing where the passage sits.
import { z } from 'zod';
import { ApiError } from '../../errors.ts';

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

/** Nested text as Sefaria stores it (jagged arrays of strings). */
export type JaggedText = string | JaggedText[];
const jaggedText: z.ZodType<JaggedText> = z.lazy(() => z.union([z.string(), z.array(jaggedText)]));

const version = z.object({
  language: z.string(),
  languageFamilyName: z.string().optional(),
  versionTitle: z.string(),
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

const UNREACHABLE = 'The text library (Sefaria) could not be reached. Please try again later.';

function upstreamFailure(message: string, detail: unknown): ApiError {
  console.error('Sefaria request failed:', message, detail);
  return new ApiError(502, message);
}

/** Sefaria's own spelling of a ref in a URL path: spaces become underscores. */
export function textsUrl(origin: string, ref: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/api/v3/texts/${encodeURIComponent(ref.replace(/ /g, '_'))}?version=hebrew&version=english`;
}

/**
 * One ref's Hebrew and English primary versions. Any failure (network, timeout, non-2xx, an
 * answer of the wrong shape) is a 502 ApiError with a message for the visitor.
 */
export async function fetchText(config: SefariaConfig, ref: string): Promise<V3TextsResponse> {
  let response: Response;
  try {
    response = await fetch(textsUrl(config.url, ref), {
      headers: { Accept: 'application/json', 'User-Agent': userAgent(config.site) },
      signal: AbortSignal.timeout(config.timeoutMs ?? SEFARIA_TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw upstreamFailure(timedOut ? 'The text library (Sefaria) did not answer in time. Please try again later.' : UNREACHABLE, err);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw upstreamFailure(UNREACHABLE, `${response.status} for ${ref}: ${body.slice(0, 200)}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (err) {
    throw upstreamFailure(UNREACHABLE, err);
  }
  const parsed = v3TextsResponse.safeParse(json);
  if (!parsed.success) throw upstreamFailure(UNREACHABLE, `unexpected answer for ${ref}: ${parsed.error.message.slice(0, 300)}`);
  return parsed.data;
}
