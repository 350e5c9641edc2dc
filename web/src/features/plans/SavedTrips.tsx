// /trip's saved trips: 'Save to my account' for the trip on the page (signed in only), and the
// account's saved trips, each to open in the planner or delete. A trip not saved stays on the device.
import { Button, Card, Field, HStack, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SavedTrip } from '#contract/saved-trips.ts';
import { SAVED_TRIP_NAME_MAX } from '#domain/saved-trip-limits.ts';
import { useRead } from '#web-lib/useRead.ts';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { notify } from '../../app/toaster.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { useUser } from '../auth/useUser.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { dayAsDate } from './dates.ts';
import { deleteSavedTrip, saveTrip, savedTrips, toDraftStops, toSavedStops, tripTitle } from './savedTrips.ts';
import type { DraftStop } from './tripStore.ts';

interface SavedTripsProps {
  /** The planner's stops; offered for saving once `planned`. */
  stops: DraftStop[];
  planned: boolean;
  onOpen: (stops: DraftStop[]) => void;
}

function SavedTripItem({ trip, onOpen, onDeleted }: { trip: SavedTrip; onOpen: () => void; onDeleted: () => void }) {
  const t = useT();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const title = tripTitle(trip);
  const first = trip.stops[0];
  const last = trip.stops.at(-1);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteSavedTrip(trip.id);
      notify('success', t('savedTrips.deleted'));
      onDeleted();
    } catch (e) {
      notify('error', t('savedTrips.failed'), errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold" overflowWrap="anywhere">
        <bdi>{title}</bdi>
      </Text>
      {first && last && (
        <Text fontSize="sm" color="fg.muted">
          {t('savedTrips.dates', {
            from: format.date(dayAsDate(first.from.slice(0, 10)), 'UTC'),
            to: format.date(dayAsDate(last.to.slice(0, 10)), 'UTC'),
            stops: trip.stops.length,
          })}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={onOpen} aria-label={t('savedTrips.openLabel', { name: title })}>
          {t('savedTrips.open')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          loading={busy}
          onClick={() => void remove()}
          aria-label={t('savedTrips.deleteLabel', { name: title })}
        >
          {t('savedTrips.delete')}
        </Button>
      </HStack>
    </Stack>
  );
}

export function SavedTrips({ stops, planned, onOpen }: SavedTripsProps) {
  const t = useT();
  const { user } = useUser();
  const list = useRead(user ? savedTrips() : null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (!user) {
    return (
      <Text color="fg.muted" _print={{ display: 'none' }}>
        {t('savedTrips.signInToSave')} <AppLink to="/auth?next=%2Ftrip">{t('savedTrips.signIn')}</AppLink>
      </Text>
    );
  }
  const toSave = toSavedStops(stops);
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await saveTrip({ name: name || null, stops: toSave });
      setName('');
      notify('success', t('savedTrips.saved'));
      await list.mutate();
    } catch (e) {
      setError(errorMessage(e, t('savedTrips.failed')));
    } finally {
      setBusy(false);
    }
  };

  const saved = () => {
    if (list.error)
      return (
        <LoadFailed size="sm" title={t('savedTrips.loadFailed')} detail={errorMessage(list.error)} onRetry={() => void list.mutate()} />
      );
    if (!list.data) return <Skeleton height="12" aria-busy="true" />;
    if (!list.data.length) return <Text color="fg.muted">{t('savedTrips.empty')}</Text>;
    return (
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {list.data.map((trip) => (
          <SavedTripItem key={trip.id} trip={trip} onOpen={() => onOpen(toDraftStops(trip))} onDeleted={() => void list.mutate()} />
        ))}
      </Stack>
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="saved-trips-heading" _print={{ display: 'none' }}>
      <Card.Header>
        <Heading as="h2" size="lg" id="saved-trips-heading">
          {t('savedTrips.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {planned && toSave.length > 0 && (
            <Stack
              as="form"
              gap="2"
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <Field.Root invalid={error !== undefined}>
                <Field.Label>{t('savedTrips.name')}</Field.Label>
                <Input value={name} maxLength={SAVED_TRIP_NAME_MAX} onChange={(e) => setName(e.target.value)} />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" alignSelf="start" loading={busy}>
                {t('savedTrips.save')}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {t('savedTrips.privacy')}
              </Text>
            </Stack>
          )}
          {saved()}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
