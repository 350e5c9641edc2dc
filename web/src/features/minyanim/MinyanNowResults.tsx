// The answer part of 'Minyan now' (MinyanNow.tsx), loaded only when someone asks: the home
// page carries the card and its button, not the code and formats for the results.
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Navigation } from 'lucide-react';
import { NEXT_RADIUS_DEFAULT_KM } from '#domain/minyan-format.ts';
import { useFormat } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import type { NextMinyanResponse } from '#contract/minyanim.ts';
import { shulPath, toPoint, type MapPoint } from '../directory/format.ts';
import { useListingWords } from '../directory/words.ts';
import { nextMinyanim } from './api/listing.ts';
import { directionsHref, startsIn } from './format.ts';
import { freshnessLabel } from './freshnessLabel.ts';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../app/theme.ts';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ badge: badgeRecipe });

/** At most this many are listed: the next few are what someone heading out needs. */
const SHOWN = 8;

export function MinyanNowResults({ result }: { result: NextMinyanResponse }) {
  const at = new Date(result.at);
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const words = useListingWords();
  if (result.items.length === 0) {
    return (
      <Text color="fg.muted">
        {t('minyanim.now.none', { km: NEXT_RADIUS_DEFAULT_KM })}{' '}
        <Link asChild color="blue.700">
          <AppLink to="/search">{t('minyanim.now.browse')}</AppLink>
        </Link>
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label={t('minyanim.now.listLabel')}>
      {result.items.slice(0, SHOWN).map((item) => {
        const point = toPoint(item.synagogue);
        const freshness = freshnessLabel(t, item.freshness, locale);
        return (
          <Box as="li" key={`${item.minyan.id}-${item.start}`} borderWidth="1px" rounded="lg" p="3" bg="bg">
            <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Stack gap="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Clock size={16} aria-hidden />
                  <Text fontWeight="semibold">
                    {t(`minyanim.tefillah.${item.tefillah}`)} <bdi>{format.clock(item.time)}</bdi>
                  </Text>
                  <Badge colorPalette="blue" size="sm">
                    {startsIn(t, item.start, at)}
                  </Badge>
                </HStack>
                <Link asChild color="blue.700" fontWeight="medium">
                  <AppLink to={shulPath(item.synagogue.id)}>
                    <bdi>{item.synagogue.name}</bdi>
                  </AppLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {words.distance(item.distanceKm)}
                  {freshness && ` · ${freshness}`}
                  {freshness && item.freshness.stale && ` ${t('minyanim.now.outOfDate')}`}
                </Text>
              </Stack>
              {point && (
                <Button asChild size="sm" variant="outline">
                  <a href={directionsHref(point.lat, point.lng, item.synagogue.name)} target="_blank" rel="noopener">
                    <Navigation aria-hidden /> {t('minyanim.now.directions')}
                  </a>
                </Button>
              )}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The visitor's own clock says what "now" is: the minyanim that start soon for them. */
export const fetchNextMinyanim = (p: MapPoint) => nextMinyanim(p, new Date());
