import { Link, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { slots, withElements } from '../../i18n/rich.tsx';

/** The source's and the licence's names, the same in every language. */
const GEONAMES = 'GeoNames';
const LICENCE = 'CC BY 4.0';

/**
 * GeoNames' licence (CC BY 4.0) asks for credit wherever its place names are shown. Its message is a
 * namespace of its own, so a page showing it loads one line, not the directory's messages.
 */
export function GeonamesCredit() {
  const t = useT();
  return (
    <Text fontSize="xs" color="fg.muted">
      {withElements(t('places.credit.geonames', slots(['geonames', 'licence'])), [
        <Link key="geonames" href="https://www.geonames.org/" color="fg.muted" textDecoration="underline">
          {GEONAMES}
        </Link>,
        <Link key="licence" href="https://creativecommons.org/licenses/by/4.0/" color="fg.muted" textDecoration="underline">
          {LICENCE}
        </Link>,
      ])}
    </Text>
  );
}
