// Where a listing's times come from and how recently someone vouched for them, in words.
// No zod: the listing page, 'Minyan now' and the embed all show it.
import type { TimesSource } from './enums.ts';

/** Times nobody has confirmed for this long may be out of date. */
export const STALE_AFTER_MONTHS = 6;

export interface TimesFreshness {
  source: TimesSource | null;
  /** ISO instant of the last confirmation (a manager's or admin's edit, or a visitor's 'These times are right'). */
  confirmedAt: string | null;
  /** Not confirmed for STALE_AFTER_MONTHS months (or never): possibly out of date. */
  stale: boolean;
  /** The line to show, e.g. 'Confirmed by the shul on 3 Nov 2026'; null when there are no times. */
  label: string | null;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '3 Nov 2026' (UTC calendar day; written out by hand so pages need no Intl). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The API's English words; every page words the line in its own language from `source` and `confirmedAt`. */
const LABELS: Record<TimesSource, string> = {
  shul: 'Confirmed by the shul',
  admin: 'Confirmed by Shul Finder',
  visitor: 'Suggested by a visitor',
  osm: 'From OpenStreetMap',
  sample: 'Sample times for local development',
};

export function isStale(confirmedAt: string | null, now: Date): boolean {
  if (!confirmedAt) return true;
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - STALE_AFTER_MONTHS);
  return new Date(confirmedAt) < limit;
}

/**
 * The freshness line: who the times come from, with the date they were last confirmed when
 * there is one ('Confirmed by the shul on 3 Nov 2026'). `hasTimes` false (no rules and no
 * published text) gives no label at all.
 */
export function describeFreshness(source: TimesSource | null, confirmedAt: string | null, hasTimes: boolean, now: Date): TimesFreshness {
  if (!hasTimes) return { source, confirmedAt, stale: false, label: null };
  const who = LABELS[source ?? 'admin'];
  // OpenStreetMap's date is when a mapper last checked the times (its check_date), not ours.
  const on = source === 'osm' ? ', checked on ' : ' on ';
  const label = confirmedAt ? `${who}${on}${formatDay(confirmedAt)}` : who;
  return { source, confirmedAt, stale: isStale(confirmedAt, now), label };
}
