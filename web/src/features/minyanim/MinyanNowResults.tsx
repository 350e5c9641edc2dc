// The answer part of 'Minyan now' (MinyanNow.tsx), loaded only when someone asks: the home
// page carries the card and its button, not the code and formats for the results.
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Navigation } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { NEXT_RADIUS_DEFAULT_KM, TEFILLAH_LABELS, formatClock } from '#domain/minyan-format.ts';
import type { NextMinyanResponse } from '#contract/minyanim.ts';
import { distanceLabel, shulPath, toPoint, type MapPoint } from '../directory/format.ts';
import { nextMinyanim } from './api/listing.ts';
import { directionsHref, startsIn } from './format.ts';

/** At most this many are listed: the next few are what someone heading out needs. */
const SHOWN = 8;

export function MinyanNowResults({ result }: { result: NextMinyanResponse }) {
  const at = new Date(result.at);
  if (result.items.length === 0) {
    return (
      <Text color="fg.muted">
        No minyanim with listed times start within {NEXT_RADIUS_DEFAULT_KM} km of you in the next two hours.{' '}
        <Link asChild color="blue.700">
          <RouterLink to="/search">Browse the directory</RouterLink>
        </Link>{' '}
        to find shuls nearby.
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Minyanim starting soon near you">
      {result.items.slice(0, SHOWN).map((item) => {
        const point = toPoint(item.synagogue);
        return (
          <Box as="li" key={`${item.minyan.id}-${item.start}`} borderWidth="1px" rounded="lg" p="3" bg="bg">
            <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Stack gap="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Clock size={16} aria-hidden />
                  <Text fontWeight="semibold">
                    {TEFILLAH_LABELS[item.tefillah]} {formatClock(item.time)}
                  </Text>
                  <Badge colorPalette="blue" size="sm">
                    {startsIn(item.start, at)}
                  </Badge>
                </HStack>
                <Link asChild color="blue.700" fontWeight="medium">
                  <RouterLink to={shulPath(item.synagogue.id)}>{item.synagogue.name}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {distanceLabel(item.distanceKm)}
                  {item.freshness.label && ` · ${item.freshness.label}`}
                  {item.freshness.label && item.freshness.stale && ' (possibly out of date)'}
                </Text>
              </Stack>
              {point && (
                <Button asChild size="sm" variant="outline">
                  <a href={directionsHref(point.lat, point.lng, item.synagogue.name)} target="_blank" rel="noopener">
                    <Navigation aria-hidden /> Directions
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
