// The siddur's data: a service's table of contents, its parts in batches, today's changes and
// the daily learning (one SWR key per API answer; the Worker caches the texts).
import useSWR from 'swr';
import type { LearningResponse, Nusach, Service, SiddurPartsResponse, SiddurTocResponse, TodayResponse } from '../../../../schema/siddur.ts';

/** `choice`: null until the page knows which service to show. */
export const useToc = (choice: { nusach: Nusach; service: Service } | null) =>
  useSWR<SiddurTocResponse>(choice ? `/api/texts/siddur/${choice.nusach}/${choice.service}` : null);

/** `load`: false until the reader reaches the batch. */
export function usePartsBatch(nusach: Nusach, service: Service, refs: readonly string[], load: boolean) {
  const query = new URLSearchParams({ nusach, service, refs: refs.join('|') });
  return useSWR<SiddurPartsResponse>(load ? `/api/texts/siddur-parts?${query}` : null);
}

/** `customs.il` null: the place's customs (or the diaspora's without a place). */
export function useToday(date: string | null, customs: { il: boolean | null; place: string | null }, time: string) {
  const query = new URLSearchParams({ date: date ?? '', time });
  if (customs.il !== null) query.set('il', customs.il ? '1' : '0');
  if (customs.place) query.set('place', customs.place);
  return useSWR<TodayResponse>(date ? `/api/texts/today?${query}` : null);
}

export const useLearning = (date: string | null) => useSWR<LearningResponse>(date ? `/api/texts/learning?date=${date}` : null);

/** The visitor's local time as HH:MM. */
export function localTime(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
