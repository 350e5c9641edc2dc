import { formatDay, type TimesFreshness } from '#domain/freshness.ts';
import type { Locale } from '#domain/languages.ts';
import { INTL_LOCALE } from '../../i18n/format.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';

/**
 * Who vouches for a listing's times and when, in the page's language: 'Confirmed by the shul on
 * 3 Nov 2026', 'אושר על ידי בית הכנסת ב־3 בנובמבר 2026'. The API's `label` is English; the words
 * are made here from its source and date. Null when the listing has no times (no label).
 */
export function freshnessLabel(t: Translate, freshness: TimesFreshness, locale: Locale): string | null {
  if (freshness.label === null) return null;
  const source = freshness.source ?? 'admin';
  if (!freshness.confirmedAt) return t('minyanim.freshness.by', { source });
  // English keeps the API's '3 Nov 2026' (the calendar feed and the embed write the same).
  const date =
    locale === 'en'
      ? formatDay(freshness.confirmedAt)
      : new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(freshness.confirmedAt));
  return t('minyanim.freshness.byOn', { source, date });
}
