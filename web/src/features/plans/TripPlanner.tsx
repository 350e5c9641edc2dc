// /trip: stops (a place, arrival and departure) → each day's minyanim and times. The trip stays
// on this device unless a signed-in traveller saves it to the account; the shareable link and the
// calendar file carry only the stops.
import { Box, Button, Card, Field, HStack, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TripResponse } from '#contract/trips.ts';
import { MAX_TRIP_STOPS } from '#domain/trip-stops.ts';
import { HttpError } from '#web-lib/api.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { tripCalendarUrl } from './api.ts';
import { planTripWithDevice } from './deviceCopies.ts';
import { useFormat } from '../../i18n/format.ts';
import { PlacePicker } from './PlacePicker.tsx';
import { SavedTrips } from './SavedTrips.tsx';
import { TripDays } from './TripDays.tsx';
import { emptyStop, isComplete, loadTrip, shareQuery, stopsFromQuery, storeTrip, toStop, type DraftStop } from './tripStore.ts';

export function TripPlanner() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [stops, setStops] = useState<DraftStop[]>([emptyStop()]);
  const [trip, setTrip] = useState<TripResponse | null>(null);
  // When the plan shown was computed, if it comes from this device (offline).
  const [keptOn, setKeptOn] = useState<number | null>(null);
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const plan = async (draft: DraftStop[]) => {
    const complete = draft.filter(isComplete);
    if (!complete.length) return;
    setBusy(true);
    setError(null);
    try {
      const { trip: answer, keptOn: kept } = await planTripWithDevice({ stops: complete.map(toStop) });
      setTrip(answer);
      setKeptOn(kept);
      // A shared link names its places by id: the plan gives their names back.
      const named = draft.map((s, i) => (s.place && answer.stops[i] ? { ...s, place: { ...s.place, label: answer.stops[i].label } } : s));
      setStops(named);
      storeTrip(named);
      setParams(shareQuery(complete.map(toStop)), { replace: true });
    } catch (e) {
      setTrip(null);
      setError(e instanceof HttpError ? e.serverMessage || t('plans.failed') : t('plans.failed'));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    let left = false;
    void stopsFromQuery(params).then((shared) => {
      if (left) return;
      const start = shared ?? loadTrip();
      // The trip comes from the address or this device once the page runs in the browser.
      if (start) setStops(start);
      if (shared) void plan(shared);
    });
    return () => {
      left = true;
    };
    // Only on arrival: later changes of the address are the planner's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (i: number, patch: Partial<DraftStop>) => {
    const next = stops.map((s, j) => (j === i ? { ...s, ...patch } : s));
    setStops(next);
    storeTrip(next);
  };
  const query = trip ? shareQuery(stops.filter(isComplete).map(toStop)) : '';

  return (
    <Stack gap="5">
      <Card.Root as="section" _print={{ display: 'none' }}>
        <Card.Body>
          <Stack
            as="form"
            gap="4"
            onSubmit={(e) => {
              e.preventDefault();
              void plan(stops);
            }}
          >
            {stops.map((stop, i) => (
              // A fieldset is as wide as its widest line by default: minW 0 lets it fit a phone.
              <Stack key={i} as="fieldset" gap="2" borderWidth="1px" borderRadius="md" p="3" minW="0">
                <Heading as="legend" size="sm" px="1">
                  {t('plans.trip.stop', { n: i + 1 })}
                </Heading>
                <PlacePicker label={t('plans.trip.place')} value={stop.place} onChange={(place) => update(i, { place })} />
                <HStack gap="2" wrap="wrap">
                  <Field.Root maxW="60">
                    <Field.Label>{t('plans.trip.from')}</Field.Label>
                    <Input type="datetime-local" value={stop.from} onChange={(e) => update(i, { from: e.target.value })} />
                  </Field.Root>
                  <Field.Root maxW="60">
                    <Field.Label>{t('plans.trip.to')}</Field.Label>
                    <Input type="datetime-local" value={stop.to} onChange={(e) => update(i, { to: e.target.value })} />
                  </Field.Root>
                </HStack>
                {stops.length > 1 && (
                  <Box>
                    <Button size="xs" variant="ghost" onClick={() => setStops(stops.filter((_, j) => j !== i))}>
                      {t('plans.trip.remove')}
                    </Button>
                  </Box>
                )}
              </Stack>
            ))}
            <HStack gap="2" wrap="wrap">
              {stops.length < MAX_TRIP_STOPS && (
                <Button variant="outline" onClick={() => setStops([...stops, emptyStop()])}>
                  {t('plans.trip.addStop')}
                </Button>
              )}
              <Button type="submit" loading={busy}>
                {t('plans.trip.plan')}
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('plans.trip.privacy')}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      <SavedTrips
        stops={stops}
        planned={trip !== null}
        onOpen={(saved) => {
          storeTrip(saved);
          void plan(saved);
        }}
      />
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {trip && (
        <Stack gap="3">
          <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
            <Link href={tripCalendarUrl(query, locale)} download="trip.ics">
              {t('plans.trip.ics')}
            </Link>
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              {t('plans.trip.print')}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {t('plans.trip.shareHint')}
            </Text>
          </HStack>
          {keptOn !== null && (
            <Text fontSize="sm" color="fg.muted" data-testid="trip-kept">
              {t('saved.plans.trip', { date: format.dateTime(new Date(keptOn), Intl.DateTimeFormat().resolvedOptions().timeZone) })}
            </Text>
          )}
          <TripDays trip={trip} />
        </Stack>
      )}
    </Stack>
  );
}
