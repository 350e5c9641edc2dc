// The private feed of a saved plan (GET /api/kaddish/{token}.ics): the end of shloshim, the last
// day of Kaddish and the yahrzeits of the coming years, as all-day events on their civil days.
import type { KaddishPlanRow } from '#db/tables.ts';
import { buildCalendar, type IcsEvent } from '../minyanim/ics.ts';
import { yearOfKaddish } from './year-of-kaddish.ts';

/** Yahrzeits a subscriber sees ahead. */
export const FEED_YEARS = 10;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function kaddishFeed(plan: KaddishPlanRow, today: string, origin: string): string {
  const host = new URL(origin).hostname;
  const year = yearOfKaddish({ hy: plan.deathYear, hm: plan.deathMonth, hd: plan.deathDay }, today, FEED_YEARS);
  const stamp = new Date(`${today}T00:00:00Z`);
  const whose = plan.label ? ` · ${plan.label}` : '';
  const event = (kind: string, day: string, summary: string, description: string): IcsEvent => ({
    uid: `kaddish-${plan.id}-${kind}-${day.replaceAll('-', '')}@${host}`,
    day,
    start: new Date(`${day}T00:00:00Z`),
    summary: `${summary}${whose}`,
    description,
    url: `${origin}/kaddish`,
    stamp,
  });
  const events = [
    event('shloshim', year.shloshimEnd.date, 'End of shloshim', year.shloshimEnd.hebrewDate.text),
    event('kaddish', year.kaddishEnd.date, 'Last day of Kaddish', year.kaddishEnd.hebrewDate.text),
    ...year.yahrzeits.map((y) =>
      // The yahrzeit begins at nightfall of the evening before its civil day.
      event('yahrzeit', y.date, 'Yahrzeit', `${y.hebrewDate.text}, from the evening of ${dayBefore(y.date)}`),
    ),
  ].filter((e) => e.day! >= today);
  return buildCalendar({ name: `Yahrzeit${whose}`, tzid: 'UTC', events });
}
