// The siddur's data: a service's table of contents, its parts in batches, today's changes and
// the daily learning (one SWR key per API answer; the Worker caches the texts).
import useSWR from 'swr';
import type { LearningResponse, Nusach, PrayerTime, Service, SiddurPartsResponse, SiddurTocResponse, TodayResponse } from '../../../../schema/siddur.ts';
import { localIsoDate } from '../texts/useTexts.ts';

/** `choice`: null until the page knows which service to show. */
export const useToc = (choice: { nusach: Nusach; service: Service } | null) =>
  useSWR<SiddurTocResponse>(choice ? `/api/texts/siddur/${choice.nusach}/${choice.service}` : null);

/** `load`: false until the reader reaches the batch. */
export function usePartsBatch(nusach: Nusach, service: Service, refs: readonly string[], load: boolean) {
  const query = new URLSearchParams({ nusach, service, refs: refs.join('|') });
  return useSWR<SiddurPartsResponse>(load ? `/api/texts/siddur-parts?${query}` : null);
}

/**
 * The visitor's day and hour, for `/api/texts/today`. At a place the browser's moment is sent as
 * an instant (`at`), which the Worker reads in the place's time zone: the service of the hour is
 * the place's whatever the visitor's own clock says. Without a place, the browser's date and time.
 */
export type TodayAsk = { now: Date; time: string } | null;

/** The `/api/texts/today` address: `prayer`, when given, asks for that service's changes whatever the hour. */
export function todayUrl(ask: { now: Date; time: string }, customs: { il: boolean | null; place: string | null }, prayer?: PrayerTime | null): string {
  const query = new URLSearchParams();
  if (customs.place) {
    // To the minute, so that one minute's views share an answer (and a cache entry).
    const at = new Date(ask.now);
    at.setSeconds(0, 0);
    query.set('place', customs.place);
    query.set('at', at.toISOString());
  } else {
    query.set('date', localIsoDate(ask.now));
    query.set('time', ask.time);
  }
  if (prayer) query.set('service', prayer);
  if (customs.il !== null) query.set('il', customs.il ? '1' : '0');
  return `/api/texts/today?${query}`;
}

/** `ask`: null until the page has started. `customs.il` null: the place's customs (or the diaspora's without a place). */
export function useToday(ask: TodayAsk, customs: { il: boolean | null; place: string | null }, prayer?: PrayerTime | null) {
  return useSWR<TodayResponse>(ask ? todayUrl(ask, customs, prayer) : null);
}

export const useLearning = (date: string | null) => useSWR<LearningResponse>(date ? `/api/texts/learning?date=${date}` : null);

/** The visitor's local time as HH:MM. */
export function localTime(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
