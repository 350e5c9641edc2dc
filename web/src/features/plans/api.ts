// The plans' calls: a year of Kaddish's dates, a trip's plan, and the saved years of Kaddish.
import type { KaddishPlanInput } from '#contract/kaddish.ts';
import type { TripInput } from '#contract/trips.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { answer, client, read } from '#web-lib/client.ts';

const api = client.api;

/** The date of passing as the page holds it: a civil date with 'after sunset', or a Hebrew date. */
export type DeathInput = { date: string; afterSunset: boolean } | { hy: number; hm: number; hd: number };

export const yahrzeit = (death: DeathInput, from: string) =>
  read(api.yahrzeit, {
    query:
      'date' in death
        ? { date: death.date, afterSunset: String(death.afterSunset) as 'true' | 'false', from }
        : { hy: String(death.hy), hm: String(death.hm), hd: String(death.hd), from },
  });

export const planTrip = (input: TripInput) => answer(api.trips.plan.$post({ json: input }));

export const savedPlans = () => read(api.account.kaddish, {});
export const savePlan = (input: KaddishPlanInput) => answer(api.account.kaddish.$post({ json: input }));
export const changePlan = (id: number, patch: { reminders?: boolean; feed?: boolean }) =>
  answer(api.account.kaddish[':id{[0-9]+}'].$patch({ param: { id: String(id) }, json: patch }));
export const deletePlan = (id: number) => api.account.kaddish[':id{[0-9]+}'].$delete({ param: { id: String(id) } });

/** A calendar feed's address in a language: `?lang=` names its events in it (English, the default, unnamed). */
export function feedUrlIn(url: string, lang: Locale): string {
  if (lang === DEFAULT_LOCALE) return url;
  // Appended, not re-encoded: the trip's stops keep their readable `place~from~to`.
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The shareable ICS address of a trip's stops, its events named in `lang`. */
export const tripCalendarUrl = (search: string, lang: Locale = DEFAULT_LOCALE) => feedUrlIn(`/api/trips/calendar.ics?${search}`, lang);
