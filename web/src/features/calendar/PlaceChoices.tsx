import { Box, HStack, Link, Text } from '@chakra-ui/react';
import type { Place } from '#domain/places.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { placeHref } from './location.ts';

/** Other places the search named too ('London' is also in Ontario): one link each, never a silent pick. */
export function PlaceChoices({ choices }: { choices: Place[] }) {
  const t = useT();
  if (!choices.length) return null;
  return (
    <Box as="nav" aria-label={t('calendar.choices.label')}>
      <Text fontWeight="medium">{t('calendar.choices.heading')}</Text>
      <HStack as="ul" listStyleType="none" wrap="wrap" gap="3" mt="1">
        {choices.map((place) => (
          <li key={place.geonameid ?? place.label}>
            <Link asChild color="blue.fg" textDecoration="underline">
              <AppLink to={placeHref(place)}>
                <bdi>
                  {place.label}
                  {place.context && !place.label.endsWith(place.context) ? ` (${place.context})` : ''}
                </bdi>
              </AppLink>
            </Link>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
