import { Link, Stack, Text } from '@chakra-ui/react';
import type { MapListing } from '#contract/synagogues.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { shulPath, telHref } from './format.ts';
import { LocalName, ShownName } from './ListingName.tsx';
import { useListingWords } from './words.ts';

/** A marker's popup: name, address, city, nusach, phone and a Website link. */
export function MapPopupContent({ synagogue: s }: { synagogue: MapListing }) {
  const t = useT();
  const words = useListingWords();
  return (
    // maplibre puts the popup's close button at the top right in either direction: the padding keeps
    // the name clear of it.
    <Stack gap="1" fontSize="sm" color="gray.800" pr="4" textAlign="start">
      <Text fontWeight="bold" fontSize="md">
        <ShownName listing={s} />
      </Text>
      <LocalName listing={s} color="gray.600" />
      <Text dir="auto">{s.address}</Text>
      <Text dir="auto">{[s.city, s.state].filter(Boolean).join(', ')}</Text>
      {s.nusach && <Text>{t('directory.popup.nusach', { nusach: words.nusach(s.nusach) })}</Text>}
      {s.phone && (
        <Link href={telHref(s.phone)} color="blue.700" dir="ltr" alignSelf="flex-start">
          {s.phone}
        </Link>
      )}
      {s.website && (
        <Link href={s.website} target="_blank" rel="noopener" color="blue.700" fontWeight="medium">
          {t('directory.popup.website')}
        </Link>
      )}
      <Link asChild color="blue.700" fontWeight="medium">
        <AppLink to={shulPath(s.id)}>{t('directory.popup.details')}</AppLink>
      </Link>
    </Stack>
  );
}
