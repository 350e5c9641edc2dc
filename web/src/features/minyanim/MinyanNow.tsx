import { Alert, Button, Card, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { NextMinyanResponse } from '../../../../schema/minyanim.ts';
import { LOCATION_FAILED_SETTINGS, locate } from '../directory/geolocation.ts';

// The results and their formats load on the first search (while the browser locates), so the
// pages that show this card (home, search) do not carry them up front (docs/product-rules.md: Budgets).
const loadResults = () => import('./MinyanNowResults.tsx');
const MinyanNowResults = lazy(() => loadResults().then((m) => ({ default: m.MinyanNowResults })));

type State =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; result: NextMinyanResponse };

/**
 * 'Minyan now' (issue 10): with the browser's location, the minyanim starting nearby in the next
 * two hours, soonest first, each with its distance and directions.
 */
export function MinyanNow() {
  const [state, setState] = useState<State>({ status: 'idle' });

  const find = async () => {
    setState({ status: 'locating' });
    const code = loadResults();
    code.catch(() => {}); // a failed load is reported below, once the location is known
    const point = await locate(LOCATION_FAILED_SETTINGS);
    if (!point) {
      setState({ status: 'failed', message: LOCATION_FAILED_SETTINGS });
      return;
    }
    setState({ status: 'loading' });
    try {
      const result = await (await code).fetchNextMinyanim(point);
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
        {state.status === 'done' && (
          <Suspense fallback={<Spinner size="sm" />}>
            <MinyanNowResults result={state.result} />
          </Suspense>
        )}
        {state.status === 'idle' && (
          <Text color="fg.muted" fontSize="sm">
            Times follow each shul&rsquo;s schedule and the day&rsquo;s zmanim. Your location is used only for this search.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
