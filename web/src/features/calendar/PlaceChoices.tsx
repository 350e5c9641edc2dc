import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Place } from '#domain/places.ts';
import { placeHref } from './location.ts';

/** Other places the search named too ('London' is also in Ontario): one link each, never a silent pick. */
export function PlaceChoices({ choices }: { choices: Place[] }) {
  if (!choices.length) return null;
  return (
    <Box as="nav" aria-label="Other places with this name">
      <Text fontWeight="medium">Did you mean another place?</Text>
      <HStack as="ul" listStyleType="none" wrap="wrap" gap="3" mt="1">
        {choices.map((place) => (
          <li key={place.geonameid ?? place.label}>
            <Link asChild color="blue.fg" textDecoration="underline">
              <RouterLink to={placeHref(place)}>
                {place.label}
                {place.context && !place.label.endsWith(place.context) ? ` (${place.context})` : ''}
              </RouterLink>
            </Link>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
