// The minyanim near a mourner's places: today's, and the coming week's, one plan per place
// (a stop from today to a week on), read through the trip planner.
import { Box, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { TripResponse } from '#contract/trips.ts';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { planTrip } from './api.ts';
import { addDays, dayAsDate, todayHere } from './dates.ts';
import { toTripPlace, type ChosenPlace } from './places.ts';
import { NoMinyan, ServiceList } from './ServiceList.tsx';

/** Of each tefillah on a day of the week ahead, the earliest few. */
const WEEK_PER_TEFILLAH = 2;

function PlaceWeek({ place }: { place: ChosenPlace }) {
  const t = useT();
  const format = useFormat();
  const today = todayHere();
  const stop = { place: toTripPlace(place), from: `${today}T00:00`, to: `${addDays(today, 7)}T23:59` };
  const { data, error, isLoading } = useSWR<TripResponse, Error>(['kaddish-week', JSON.stringify(stop)], () => planTrip({ stops: [stop] }));
  if (isLoading) return <Spinner size="sm" aria-label={t('plans.loading')} />;
  if (error || !data) return <Text color="fg.error">{t('plans.failed')}</Text>;
  const [first, ...rest] = data.days;
  const trim = (services: TripResponse['days'][number]['services']) =>
    services.filter((s, i, all) => all.filter((o, j) => j < i && o.tefillah === s.tefillah).length < WEEK_PER_TEFILLAH);
  return (
    <Stack gap="4">
      {first && (
        <Box>
          <Heading as="h3" size="md">
            {t('plans.kaddish.today')}
          </Heading>
          {first.services.length ? <ServiceList services={first.services} /> : first.noMinyan[0] && <NoMinyan {...first.noMinyan[0]} />}
        </Box>
      )}
      <Heading as="h3" size="md">
        {t('plans.kaddish.week')}
      </Heading>
      {rest.map((day) => (
        <Box key={day.date}>
          <Text fontWeight="semibold">{format.date(dayAsDate(day.date), 'UTC')}</Text>
          {day.services.length ? <ServiceList services={trim(day.services)} /> : day.noMinyan[0] && <NoMinyan {...day.noMinyan[0]} />}
        </Box>
      ))}
    </Stack>
  );
}

export function NearbyMinyanim({ places }: { places: ChosenPlace[] }) {
  const t = useT();
  return (
    <Stack gap="4">
      {places.map((place) => (
        <Card.Root key={place.label} as="section">
          <Card.Header>
            <Heading as="h2" size="lg">
              {t('plans.kaddish.minyanimNear', { place: place.label })}
            </Heading>
          </Card.Header>
          <Card.Body>
            <PlaceWeek place={place} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
