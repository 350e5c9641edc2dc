// Listing words in the page's language: distances, nusach names and result counts.
import type { Nusach } from '#domain/enums.ts';
import { useFormat } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { distanceText } from './format.ts';

export interface ListingWords {
  /** '1.3 km away', 'במרחק 1.3 ק״מ'. */
  distance(km: number): string;
  /** 'ashkenaz' → 'Ashkenaz', 'אשכנז'. */
  nusach(nusach: Nusach): string;
  /** A count's values for the plural messages: `count` picks the form, `countText` is the number as written. */
  count(n: number): { count: number; countText: string };
}

export function useListingWords(): ListingWords {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  return {
    distance: (km) => t('directory.distance.away', { distance: distanceText(km, locale) }),
    nusach: (n) => t(`directory.nusach.${n}`),
    count: (n) => ({ count: n, countText: format.integer(n) }),
  };
}
