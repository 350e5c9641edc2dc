// The Overpass API as a polite client sees it: one query, one answer, classified the way
// Overpass's own source words its answers (drolbr/Overpass-API, web_query.cc and
// output_json.cc; docs/architecture.md: Jobs and the cron):
// - 429 "… Dispatcher_Client::request_read_and_idx::rate_limited. Please check /api/status
//   for the quota of your IP address." — no free slot for us: /api/status announces when one is;
// - 504 "… ::timeout. The server is probably too busy to handle your request." — overloaded;
// - HTTP 200 whose JSON ends with `"remark": "runtime error: …"` — the query was stopped
//   (timed out, out of memory, failed with an exception, a database file error) and its
//   elements, if any, are partial: the whole answer is discarded.
import type { OverpassElement } from './osm-mapping.ts';

export type OverpassAnswer =
  | { kind: 'data'; elements: OverpassElement[] }
  /** 429: wait for the slot /api/status announces. */
  | { kind: 'rate-limited'; message: string }
  /** The server is overloaded or stopped the query for time or memory: back off and ask again. */
  | { kind: 'busy'; message: string }
  /** Anything else (a query error, a broken body): the request failed and is retried later. */
  | { kind: 'error'; message: string };

/** Overload, in Overpass's words: stopped for time or memory, the dispatcher's timeout, a database file error. */
const OVERLOAD = /timed out|out of memory|run out of memory|too busy|Dispatcher_Client|open64:|turned off/i;
const RATE_LIMITED = /rate_limited|quota of your IP/i;

/** An error page's message (Overpass answers errors as XHTML: `<strong …>Error</strong>: …`), trimmed for a job's lastError. */
export const errorText = (body: string) =>
  (/<strong[^>]*>Error<\/strong>:([\s\S]*?)<\/p>/i.exec(body)?.[1] ?? body)
    .replace(/<head>[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

/** Classifies one Overpass answer by its HTTP status and body. */
export function classifyAnswer(status: number, body: string): OverpassAnswer {
  if (status === 429) return { kind: 'rate-limited', message: `Overpass answered 429: ${errorText(body)}` };
  if (status === 504 || status === 503 || status === 502)
    return { kind: 'busy', message: `Overpass answered ${status}: ${errorText(body)}` };
  if (status < 200 || status >= 300) return { kind: 'error', message: `Overpass answered ${status}: ${errorText(body)}` };
  let parsed: { elements?: unknown; remark?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // An error page with status 200, or an answer cut off mid-transfer.
    const text = errorText(body);
    if (RATE_LIMITED.test(text)) return { kind: 'rate-limited', message: `Overpass: ${text}` };
    if (OVERLOAD.test(text)) return { kind: 'busy', message: `Overpass: ${text}` };
    return { kind: 'error', message: `Overpass sent a body that is not complete JSON (${body.length} bytes)` };
  }
  const remark = typeof parsed.remark === 'string' ? parsed.remark : '';
  if (/runtime error/i.test(remark)) {
    return { kind: OVERLOAD.test(remark) ? 'busy' : 'error', message: `Overpass stopped the query: ${remark.slice(0, 300)}` };
  }
  if (!Array.isArray(parsed.elements)) return { kind: 'error', message: 'Overpass sent no elements' };
  return { kind: 'data', elements: parsed.elements as OverpassElement[] };
}

/** The status page next to the interpreter (`…/api/interpreter` → `…/api/status`). */
export const statusUrl = (interpreter: string) => new URL('status', interpreter).toString();

/**
 * How long /api/status tells us to wait, in milliseconds: 0 when a slot is free now, else
 * until the earliest announced slot ("Slot available after: 2026-11-24T17:40:12Z, in 23
 * seconds."). The relative seconds are used, not the time, so clock skew does not matter.
 * Null when the page says neither.
 */
export function waitFromStatus(text: string): number | null {
  if (/^\s*[1-9]\d* slots? available now/m.test(text)) return 0;
  const waits = [...text.matchAll(/Slot available after: \S+, in (-?\d+) seconds?\./g)].map((m) => Number(m[1]));
  return waits.length ? Math.max(0, Math.min(...waits)) * 1000 : null;
}

export interface OverpassRequest {
  url: string;
  userAgent: string;
  timeoutMs: number;
}

/** POSTs `query` and classifies the answer; our own timeout counts as overload (the server did not answer in time). */
export async function queryOverpass(req: OverpassRequest, query: string): Promise<OverpassAnswer> {
  try {
    const res = await fetch(req.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': req.userAgent },
      body: new URLSearchParams({ data: query }),
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    return classifyAnswer(res.status, await res.text());
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { kind: 'busy', message: `Overpass did not answer within ${Math.round(req.timeoutMs / 1000)} s` };
    }
    return { kind: 'error', message: `Overpass request failed: ${String(error)}` };
  }
}

/** Reads /api/status: milliseconds until our next slot, or null when it cannot be read. */
export async function announcedWait(req: OverpassRequest): Promise<number | null> {
  try {
    const res = await fetch(statusUrl(req.url), { headers: { 'user-agent': req.userAgent }, signal: AbortSignal.timeout(15_000) });
    return res.ok ? waitFromStatus(await res.text()) : null;
  } catch {
    return null;
  }
}
