// Moments on the admin's screens, in the page's language and the admin's own time zone (these
// screens render only in the browser): 'Nov 20, 2026, 3:00 AM' in English, 24-hour elsewhere.
import { useMemo } from 'react';
import type { Locale } from '#domain/languages.ts';
import { useLocale } from '../../i18n/I18nProvider.tsx';

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-US' : locale);
const hourCycle = (locale: Locale) => (locale === 'en' ? 'h12' : 'h23');

export interface AdminDates {
  /** 'Nov 20, 2026, 3:00 AM'. */
  dateTime(iso: string): string;
  /** 'Nov 20, 3:00 AM': this year's moments, for the jobs. */
  when(iso: string): string;
  /** '3:05 AM'. */
  time(iso: string): string;
}

export function adminDates(locale: Locale): AdminDates {
  const intl = intlLocale(locale);
  const cycle = hourCycle(locale);
  const dateTime = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', hourCycle: cycle });
  const when = new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: cycle });
  const time = new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', hourCycle: cycle });
  return {
    dateTime: (iso) => dateTime.format(new Date(iso)),
    when: (iso) => when.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
  };
}

/** The admin's date formats in the page's language. */
export function useAdminDates(): AdminDates {
  const locale = useLocale();
  return useMemo(() => adminDates(locale), [locale]);
}
