// The siddur's data: a service's table of contents, its parts in batches, today's changes and
// the daily learning (one SWR key per API answer; the Worker caches the texts).
import type { Nusach, PrayerTime, Service } from '#contract/siddur.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { useLocale } from '../../i18n/I18nProvider.tsx';
import { useRead } from '../../lib/useRead.ts';
import { localIsoDate } from '../texts/useTexts.ts';
import { learning, partsBatch, toc, today, type TodayQuery } from './api/siddur.ts';

/** `choice`: null until the page knows which service to show. */
export const useToc = (choice: { nusach: Nusach; service: Service } | null) => useRead(choice && toc(choice.nusach, choice.service));

/** `load`: false until the reader reaches the batch. */
export function usePartsBatch(nusach: Nusach, service: Service, refs: readonly string[], load: boolean) {
  return useRead(load ? partsBatch(nusach, service, refs) : null);
}

/**
 * The visitor's day and hour, for today's changes. At a place the browser's moment is sent as
 * an instant (`at`), which the Worker reads in the place's time zone: the service of the hour is
 * the place's whatever the visitor's own clock says. Without a place, the browser's date and time.
 */
export type TodayAsk = { now: Date; time: string } | null;

/**
 * What to ask today's changes for: `prayer`, when given, asks for that service's changes whatever
 * the hour; `lang` is the language of the answer's words (English, the API's default, unnamed).
 */
export function todayQuery(
  ask: { now: Date; time: string },
  customs: { il: boolean | null; place: string | null },
  prayer?: PrayerTime | null,
  lang: Locale = DEFAULT_LOCALE,
): TodayQuery {
  let query: TodayQuery;
  if (customs.place) {
    // To the minute, so that one minute's views share an answer (and a cache entry).
    const at = new Date(ask.now);
    at.setSeconds(0, 0);
    query = { place: customs.place, at: at.toISOString() };
  } else {
    query = { date: localIsoDate(ask.now), time: ask.time };
  }
  if (prayer) query.service = prayer;
  if (customs.il !== null) query.il = customs.il ? '1' : '0';
  if (lang !== DEFAULT_LOCALE) query.lang = lang;
  return query;
}

/**
 * `ask`: null until the page has started. `customs.il` null: the place's customs (or the
 * diaspora's without a place). The answer is in the page's language.
 */
export function useToday(ask: TodayAsk, customs: { il: boolean | null; place: string | null }, prayer?: PrayerTime | null) {
  const lang = useLocale();
  return useRead(ask && today(todayQuery(ask, customs, prayer, lang)));
}

export const useLearning = (date: string | null) => useRead(date ? learning(date) : null);

/** The visitor's local time as HH:MM. */
export function localTime(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
