import { Link, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { slots, withElements } from '../../i18n/rich.tsx';

/** The ODbL credit that imported OpenStreetMap data requires wherever the data is shown. */
export function OsmCredit() {
  const t = useT();
  return (
    <Text fontSize="xs" color="fg.muted">
      {withElements(t('directory.credit.osm', slots(['contributors'])), [
        <Link
          key="contributors"
          href="https://www.openstreetmap.org/copyright"
          target="_blank"
          rel="noreferrer"
          color="fg.muted"
          textDecoration="underline"
        >
          {t('directory.credit.osmContributors')}
        </Link>,
      ])}
    </Text>
  );
}
