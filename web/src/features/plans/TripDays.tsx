// A planned trip, day by day: where, the holidays, candle lighting, havdalah and fasts, the
// minyanim, and 'no known minyan' with the nearest listings.
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { TripDay, TripResponse, TripTime } from '#contract/trips.ts';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { dayAsDate } from './dates.ts';
import { NoMinyan, ServiceList } from './ServiceList.tsx';

function Day({ day, trip }: { day: TripDay; trip: TripResponse }) {
  const t = useT();
  const format = useFormat();
  const time = (x: TripTime) => format.clock(x.time.slice(11, 16));
  const where = (x: TripTime) => trip.stops[x.stop]?.name ?? '';
  return (
    <Card.Root as="section" aria-label={format.date(dayAsDate(day.date), 'UTC')} breakInside="avoid" size="sm">
      <Card.Header>
        <Heading as="h3" size="md">
          {format.date(dayAsDate(day.date), 'UTC')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {day.stops.map((i) => (
            <Badge key={i}>
              <bdi>{trip.stops[i]?.name}</bdi>
            </Badge>
          ))}
          {day.holidays.map((h) => (
            <Badge key={h} colorPalette="blue" variant="subtle">
              <bdi>{h}</bdi>
            </Badge>
          ))}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {day.candleLighting && (
            <Text>{t('plans.trip.candles', { time: time(day.candleLighting), place: where(day.candleLighting) })}</Text>
          )}
          {day.havdalah && <Text>{t('plans.trip.havdalah', { time: time(day.havdalah), place: where(day.havdalah) })}</Text>}
          {day.fast && (
            <Text>
              <bdi>{day.fast.name}</bdi>
              {day.fast.begins && ` · ${t('plans.trip.fastBegins', { time: time(day.fast.begins) })}`}
              {day.fast.ends && ` · ${t('plans.trip.fastEnds', { time: time(day.fast.ends) })}`}
            </Text>
          )}
          {day.services.length > 0 && <ServiceList services={day.services} />}
          {day.noMinyan.map((n) => (
            <Stack key={n.stop} gap="1">
              {day.stops.length > 1 && (
                <Text fontSize="sm" color="fg.muted">
                  <bdi>{trip.stops[n.stop]?.name}</bdi>
                </Text>
              )}
              <NoMinyan radiusKm={n.radiusKm} nearest={n.nearest} />
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function TripDays({ trip }: { trip: TripResponse }) {
  return (
    <Stack gap="3">
      {trip.days.map((day) => (
        <Day key={day.date} day={day} trip={trip} />
      ))}
    </Stack>
  );
}
