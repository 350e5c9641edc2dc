import { Button, Card, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { Suspense, lazy, useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useHydratedSearchParams } from '../../app/hydration.ts';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import type { NextMinyanResponse } from '#contract/minyanim.ts';
import { locate } from '../directory/geolocation.ts';

// The results and their formats load on the first search (while the browser locates), so the
// pages that show this card (home, search) do not carry them up front (docs/product-rules.md: Budgets).
const loadResults = () => import('./MinyanNowResults.tsx');
const MinyanNowResults = lazy(() => loadResults().then((m) => ({ default: m.MinyanNowResults })));

/**
 * 'Find a minyan near me' is a link to the page's own address with `?minyan=near-me`, which the
 * card reads on arrival: it works before the app has started (the browser loads that address, and
 * the search starts once the app runs), and like `/search?near=me` a reload asks again.
 */
const NEAR_ME_PARAM = 'minyan';
const NEAR_ME_VALUE = 'near-me';

/** The current page's search with the near-me request added. */
function nearMeSearch(current: URLSearchParams): string {
  const params = new URLSearchParams(current);
  params.set(NEAR_ME_PARAM, NEAR_ME_VALUE);
  return `?${params}`;
}

type State =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; result: NextMinyanResponse; fromSaved: boolean };

/**
 * 'Minyan now' (docs/domain.md: Minyan now): with the browser's location, the minyanim starting nearby in the next
 * two hours, soonest first, each with its distance and directions.
 */
export function MinyanNow() {
  const [searched, setState] = useState<State>({ status: 'idle' });
  const t = useT();
  // The query as hydration sees it (none: the home page is prerendered without one), so a visit
  // to `/?minyan=near-me` hydrates the HTML it was given before it starts locating.
  const [params] = useHydratedSearchParams();
  const asked = params.get(NEAR_ME_PARAM) === NEAR_ME_VALUE;
  // Arriving with the request, the search starts at once (below): it is locating from the start.
  const state: State = asked && searched.status === 'idle' ? { status: 'locating' } : searched;

  /** Locates the visitor and loads the minyanim near them; the state says where it is. */
  const search = async () => {
    const code = loadResults();
    code.catch(() => {}); // a failed load is reported below, once the location is known
    const point = await locate(t('directory.location.failedSettings'), t('directory.location.unsupported'));
    setState({ status: 'loading' });
    try {
      // Null when there is no position at all (offline, the last one kept stands in).
      const answer = await (await code).nearby(point);
      setState(answer ? { status: 'done', ...answer } : { status: 'failed', message: t('directory.location.failedSettings') });
    } catch {
      setState({ status: 'failed', message: t('minyanim.now.failed') });
    }
  };

  const find = () => {
    setState({ status: 'locating' });
    void search();
  };
  const searchOnArrival = useEffectEvent(() => void search());
  useEffect(() => {
    // The search sets its state only once the position is known (not synchronously).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (asked) searchOnArrival();
  }, [asked]);

  const busy = state.status === 'locating' || state.status === 'loading';
  return (
    <Card.Root as="section" aria-labelledby="minyan-now-heading" variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h2" id="minyan-now-heading" size="lg">
              {t('minyanim.now.heading')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('minyanim.now.intro')}
            </Text>
          </Stack>
          <Button
            asChild
            colorPalette="blue"
            loading={busy}
            loadingText={state.status === 'locating' ? t('minyanim.now.locating') : t('minyanim.now.loading')}
          >
            <RouterLink
              to={{ search: nearMeSearch(params) }}
              replace={asked}
              onClick={(e) => {
                // Already asked for (a second search, 'Refresh'): the address stays as it is.
                if (!asked) return;
                e.preventDefault();
                find();
              }}
            >
              <LocateFixed aria-hidden /> {state.status === 'done' ? t('minyanim.now.refresh') : t('minyanim.now.find')}
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body aria-live="polite">
        {busy && (
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>{state.status === 'locating' ? t('minyanim.now.findingLocation') : t('minyanim.now.looking')}</Text>
          </HStack>
        )}
        {state.status === 'failed' && <LoadFailed status="warning" title={state.message} />}
        {state.status === 'done' && (
          <Suspense fallback={<Spinner size="sm" />}>
            <MinyanNowResults result={state.result} fromSaved={state.fromSaved} />
          </Suspense>
        )}
        {state.status === 'idle' && (
          <Text color="fg.muted" fontSize="sm">
            {t('minyanim.now.privacy')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
