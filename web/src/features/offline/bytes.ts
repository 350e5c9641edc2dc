import type { Locale } from '#domain/languages.ts';
import { INTL_LOCALE } from '../../i18n/format.ts';

/** A size in the page's language: '350 kB', '2.4 MB', '2,4 Mo' (Intl's units, decimal as storage is counted). */
export function formatBytes(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes, 1000) / 1000, 'kilobyte'];
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
