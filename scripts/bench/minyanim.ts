// Minyan rules for the benchmark: a typical shul's schedule (weekday and Shabbat Shacharit,
// Mincha before sunset, Maariv at nightfall or a fixed time, a Sunday or Rosh Chodesh time
// now and then) for as many listings as it takes to reach the wanted number of rules.
import type { MinyanDay, Rounding, Tefillah } from '#domain/enums.ts';
import type { ZmanKey } from '#contract/calendar.ts';
import { pickOne, type GeneratedListing, type Rng } from './generate.ts';

export const MINYAN_COLUMNS = ['synagogue_id', 'tefillah', 'days', 'time', 'zman', 'offset_minutes', 'rounding'] as const;

interface Rule {
  tefillah: Tefillah;
  days: MinyanDay[];
  time?: string;
  zman?: ZmanKey;
  offset?: number;
  rounding?: Rounding;
}

/** One shul's week: 3 to 6 rules. */
function schedule(r: Rng): Rule[] {
  const rules: Rule[] = [
    { tefillah: 'shacharit', days: ['weekday'], time: pickOne(r, ['06:15', '06:30', '06:45', '07:00', '07:30']) },
    { tefillah: 'shacharit', days: ['shabbat'], time: pickOne(r, ['08:30', '08:45', '09:00', '09:30']) },
    {
      tefillah: 'mincha',
      days: r() < 0.5 ? ['weekday'] : ['sun', 'mon', 'tue', 'wed', 'thu'],
      zman: 'sunset',
      offset: -pickOne(r, [10, 15, 20]),
      rounding: pickOne(r, ['none', 'down5'] as const),
    },
  ];
  if (r() < 0.6) rules.push({ tefillah: 'maariv', days: ['weekday'], ...(r() < 0.5 ? { zman: 'tzeit85deg' as const } : { time: pickOne(r, ['20:00', '21:00', '21:30']) }) });
  if (r() < 0.3) rules.push({ tefillah: 'shacharit', days: ['sunday'], time: '08:00' });
  if (r() < 0.2) rules.push({ tefillah: 'shacharit', days: ['rosh_chodesh'], time: '06:15' });
  return rules;
}

/**
 * `count` rules for listings picked at random (listing i has id i + 1 in the fresh database).
 * Returns the rows and the listings that have rules, around which 'minyan now' is asked.
 */
export function generateMinyanRules(r: Rng, listings: GeneratedListing[], count: number): { rows: unknown[][]; withRules: GeneratedListing[] } {
  const rows: unknown[][] = [];
  const withRules: GeneratedListing[] = [];
  const taken = new Set<number>();
  while (rows.length < count && taken.size < listings.length) {
    const i = Math.floor(r() * listings.length);
    if (taken.has(i)) continue;
    taken.add(i);
    withRules.push(listings[i]!);
    for (const rule of schedule(r).slice(0, count - rows.length)) {
      rows.push([i + 1, rule.tefillah, rule.days, rule.time ?? null, rule.zman ?? null, rule.offset ?? 0, rule.rounding ?? 'none']);
    }
  }
  return { rows, withRules };
}
