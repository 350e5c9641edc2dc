// The freshness line of a managed listing in the page's language: who its times come from and
// the day they were last confirmed. The API's `label` is English; its source and date are codes.
import type { TimesFreshness } from '#domain/freshness.ts';
import type { Locale } from '#domain/languages.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import { shortDay } from './shortDay.ts';

/** 'Confirmed by the shul on 3 Nov 2026'; null when the listing has no times (the API gives no label then). */
export function freshnessText(t: Translate, locale: Locale, freshness: TimesFreshness): string | null {
  if (freshness.label === null) return null;
  const source = freshness.source ?? 'admin';
  return freshness.confirmedAt
    ? t('manage.freshness.dated', { source, date: shortDay(freshness.confirmedAt, locale) })
    : t('manage.freshness.undated', { source });
}
