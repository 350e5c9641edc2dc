import { useMemo } from 'react';
import type { Locale } from '#domain/languages.ts';
import { formatClock } from '#domain/minyan-format.ts';
import { formatInteger } from '../lib/format.ts';
import { useLocale } from './I18nProvider.tsx';
import { dateTimeFormat } from './dateTimeFormat.ts';

// Dates, times and numbers in the page's language, through Intl. Every date and time names its
// time zone: a prerendered page is rendered on the build machine, whose zone is nobody's.

/** The Intl locale of each language: American English (12-hour clock, 1,234), the others as their speakers write. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', he: 'he-IL', fr: 'fr-FR', es: 'es-ES', ru: 'ru-RU' };
/** 12-hour clock in English; 24-hour, the custom, in Hebrew, French, Spanish and Russian. */
const HOUR_CYCLE: Record<Locale, 'h12' | 'h23'> = { en: 'h12', he: 'h23', fr: 'h23', es: 'h23', ru: 'h23' };

export interface Formatters {
  /** 27312 → '27,312' (en), '27 312' (fr, ru), '27.312' (es), '27,312' (he). */
  integer(n: number): string;
  /** A day: 'March 15, 2026', '15 mars 2026', '15 במרץ 2026'. */
  date(date: Date, timeZone: string): string;
  /** A time of day: '7:05 PM' (en), '19:05' and '07:05' (he, fr, es, ru). */
  time(date: Date, timeZone: string): string;
  /** A listed time of day, 'HH:MM' (a minyan's, no date or zone): '19:05' → '7:05 PM' in English. */
  clock(hhmm: string): string;
  /** The year of a moment. */
  year(date: Date, timeZone: string): string;
  /** A moment, day and time: 'Mar 15, 2026, 7:05 PM', '15 mars 2026, 19:05'. */
  dateTime(date: Date, timeZone: string): string;
}

export function formatters(locale: Locale): Formatters {
  const intl = INTL_LOCALE[locale];
  const hourCycle = HOUR_CYCLE[locale];
  // 24-hour times with two-digit hours (07:05), as timetables in those languages write them.
  const hour = hourCycle === 'h23' ? '2-digit' : 'numeric';
  const timeFormat = (timeZone: string) => dateTimeFormat(intl, { hour, minute: '2-digit', hourCycle, timeZone });
  return {
    // English counts stay off Intl: its first call loads ICU's data, a long task on a phone at
    // start-up (lib/format.ts), and the home page's figures are the only numbers it shows.
    integer: (n) => (locale === 'en' ? formatInteger(n) : new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }).format(n)),
    date: (date, timeZone) => dateTimeFormat(intl, { dateStyle: 'long', timeZone }).format(date),
    time: (date, timeZone) => timeFormat(timeZone).format(date),
    // English listed times stay off Intl too, and keep the plain space of '7:05 PM' (Intl writes a
    // narrow one) that the calendar feed and the embed write as well.
    clock: (hhmm) => {
      if (locale === 'en') return formatClock(hhmm);
      const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
      return timeFormat('UTC').format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
    },
    year: (date, timeZone) => dateTimeFormat(intl, { year: 'numeric', timeZone }).format(date),
    dateTime: (date, timeZone) => dateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', hourCycle, timeZone }).format(date),
  };
}

/** The formatters of the page's language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formatters(locale), [locale]);
}
