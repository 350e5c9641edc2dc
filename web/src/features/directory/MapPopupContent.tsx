import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { MapListing } from '#contract/synagogues.ts';
import { capitalize, shulPath, telHref } from './format.ts';

/** A marker's popup: name, address, city, nusach, phone and a Website link. */
export function MapPopupContent({ synagogue: s }: { synagogue: MapListing }) {
  return (
    <Stack gap="1" fontSize="sm" color="gray.800" pr="4">
      <Text fontWeight="bold" fontSize="md">
        {s.name}
      </Text>
      <Text>{s.address}</Text>
      <Text>{[s.city, s.state].filter(Boolean).join(', ')}</Text>
      {s.nusach && <Text>Nusach: {capitalize(s.nusach)}</Text>}
      {s.phone && (
        <Link href={telHref(s.phone)} color="blue.700">
          {s.phone}
        </Link>
      )}
      {s.website && (
        <Link href={s.website} target="_blank" rel="noopener" color="blue.700" fontWeight="medium">
          Website
        </Link>
      )}
      <Link asChild color="blue.700" fontWeight="medium">
        <RouterLink to={shulPath(s.id)}>Minyan times and details</RouterLink>
      </Link>
    </Stack>
  );
}
