import { Alert, Badge, Box, Button, Card, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Clock, LocateFixed, Navigation } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NEXT_RADIUS_DEFAULT_KM, NEXT_WITHIN_DEFAULT, TEFILLAH_LABELS, formatClock } from '../../../../schema/minyan-format.ts';
import type { NextMinyanResponse } from '../../../../schema/minyanim.ts';
import { api } from '../../lib/api.ts';
import { distanceLabel, toPoint, type MapPoint } from '../directory/format.ts';
import { LOCATION_FAILED_SETTINGS, locate } from '../directory/geolocation.ts';
import { directionsHref, shulPath, startsIn } from './format.ts';

/** At most this many are listed: the next few are what someone heading out needs. */
const SHOWN = 8;

type State =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; result: NextMinyanResponse };

/** The visitor's own clock says what "now" is: the minyanim that start soon for them. */
export const nextMinyanimUrl = (p: MapPoint, at: Date) =>
  `/api/minyanim/next?lat=${p.lat.toFixed(5)}&lng=${p.lng.toFixed(5)}&radiusKm=${NEXT_RADIUS_DEFAULT_KM}&within=${NEXT_WITHIN_DEFAULT}&at=${encodeURIComponent(at.toISOString())}`;

function Results({ result }: { result: NextMinyanResponse }) {
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

/**
 * 'Minyan now' (issue 10): with the browser's location, the minyanim starting nearby in the next
 * two hours, soonest first, each with its distance and directions.
 */
export function MinyanNow() {
  const [state, setState] = useState<State>({ status: 'idle' });

  const find = async () => {
    setState({ status: 'locating' });
    const point = await locate(LOCATION_FAILED_SETTINGS);
    if (!point) {
      setState({ status: 'failed', message: LOCATION_FAILED_SETTINGS });
      return;
    }
    setState({ status: 'loading' });
    try {
      const result = await api.get<NextMinyanResponse>(nextMinyanimUrl(point, new Date()));
      setState({ status: 'done', result });
    } catch {
      setState({ status: 'failed', message: 'Could not load nearby minyanim. Please try again.' });
    }
  };

  const busy = state.status === 'locating' || state.status === 'loading';
  return (
    <Card.Root as="section" aria-labelledby="minyan-now-heading" variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h2" id="minyan-now-heading" size="lg">
              Minyan now
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              The next minyanim near you in the next two hours.
            </Text>
          </Stack>
          <Button colorPalette="blue" onClick={find} loading={busy} loadingText={state.status === 'locating' ? 'Locating...' : 'Loading...'}>
            <LocateFixed aria-hidden /> {state.status === 'done' ? 'Refresh' : 'Find a minyan near me'}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body aria-live="polite">
        {busy && (
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>{state.status === 'locating' ? 'Finding your location...' : 'Looking for minyanim...'}</Text>
          </HStack>
        )}
        {state.status === 'failed' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{state.message}</Alert.Title>
          </Alert.Root>
        )}
        {state.status === 'done' && <Results result={state.result} />}
        {state.status === 'idle' && (
          <Text color="fg.muted" fontSize="sm">
            Times follow each shul&rsquo;s schedule and the day&rsquo;s zmanim. Your location is used only for this search.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
