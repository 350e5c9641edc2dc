import { Link } from '@chakra-ui/react';
import type { CityRef } from '#contract/city-pages.ts';
import { cityLabel, cityPagePath, nameInSentence } from '#domain/city-pages.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

/** A link to a city's page ('Synagogues in Lod'), in the page's language. */
export function CityPageLink({ city }: { city: CityRef }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link asChild alignSelf="flex-start">
      <AppLink to={cityPagePath(city)}>{t('cities.city.heading', { city: nameInSentence(cityLabel(city, locale), locale) })}</AppLink>
    </Link>
  );
}
