import { Heading, Stack, Text } from '@chakra-ui/react';
import { NEAR_ME_RADIUS_KM } from '#domain/listing-limits.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useRead } from '../../lib/useRead.ts';
import { nearPlace } from './api/listings.ts';
import { ResultsGrid } from './ResultsGrid.tsx';

/**
 * Directory search by place: when the search names a place and few listings match it as text,
 * the server answers the listings nearest that place ('Synagogues near Crown Heights, Brooklyn,
 * NY'), shown here nearest first with their distances. Nothing is shown otherwise.
 */
export function NearPlaceResults({ query }: { query: string }) {
  const t = useT();
  const { data } = useRead(query ? nearPlace(query) : null);
  if (!data?.place) return null;
  const { place, listings } = data;
  return (
    <Stack as="section" aria-labelledby="near-place-heading" gap="4">
      <Heading as="h2" id="near-place-heading" size="lg">
        {t('directory.nearPlace.heading', { place: place.label })}
      </Heading>
      {listings.length ? (
        <ResultsGrid results={listings} stale={false} />
      ) : (
        <Text color="fg.muted">{t('directory.nearPlace.none', { km: NEAR_ME_RADIUS_KM, place: place.label })}</Text>
      )}
    </Stack>
  );
}
