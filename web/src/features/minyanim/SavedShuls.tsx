import { Box, Button, Card, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { EmptyResults } from '../../app/EmptyResults.tsx';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { notify } from '../../app/toaster.tsx';
import { useHydrated } from '../../app/hydration.ts';
import { useFormat } from '../../i18n/format.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import type { SavedShulRecord } from '../offline/db.ts';
import { browserOffline, keepsAnything, loadPlaceStore, loadSavedView, loadShulStore } from '../offline/device.ts';
import type { Place } from '#domain/places.ts';
import { shulPath } from '../directory/format.ts';
import { groupByDate, shortDayLabel } from './format.ts';

type SavedView = Awaited<ReturnType<typeof loadSavedView>>;

interface Kept {
  shuls: SavedShulRecord[];
  places: { key: string; place: Place }[];
  view: SavedView;
}

type State = { status: 'loading' } | { status: 'unsupported' } | { status: 'failed' } | { status: 'ready'; kept: Kept };

/** How many days of minyanim each saved shul shows here; its page shows the week. */
const DAYS_SHOWN = 2;

async function readKept(): Promise<Kept> {
  const view = await loadSavedView();
  if (!keepsAnything()) return { shuls: [], places: [], view };
  const [shulStore, placeStore] = await Promise.all([loadShulStore(), loadPlaceStore()]);
  const [shuls, places] = await Promise.all([shulStore.savedShuls(), placeStore.keptPlaceRecords()]);
  return { shuls, places, view };
}

/**
 * /saved: the shuls saved on this device with their next minyanim, until when their times are
 * kept, and the calendars this device computes offline. Rendered in the browser: what it lists is
 * this device's.
 */
export function SavedShuls({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);

  const load = useCallback(() => {
    if (typeof indexedDB === 'undefined') {
      setState({ status: 'unsupported' });
      return;
    }
    readKept().then(
      (kept) => setState({ status: 'ready', kept }),
      () => setState({ status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    // The device's store is read once the page runs in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hydrated) load();
  }, [hydrated, load]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await (await loadShulStore()).refreshSavedShuls({ force: true });
    } finally {
      setRefreshing(false);
      load();
    }
  };

  const remove = async (id: number) => {
    try {
      await (await loadShulStore()).removeShul(id, signedIn);
    } catch {
      notify('error', t('saved.save.removeFailed'));
    }
    load();
  };

  if (!hydrated || state.status === 'loading') {
    return (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('saved.page.loading')}</Text>
      </HStack>
    );
  }
  if (state.status === 'unsupported') return <LoadFailed status="warning" title={t('saved.page.unsupported')} />;
  if (state.status === 'failed') return <LoadFailed title={t('saved.page.failed')} onRetry={load} />;

  const { shuls, places, view } = state.kept;
  return (
    <Stack gap="8">
      <Stack as="section" gap="4" aria-labelledby="saved-shuls-heading">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" id="saved-shuls-heading" size="lg">
            {t('saved.page.shulsHeading', { count: shuls.length })}
          </Heading>
          {shuls.length > 0 && !browserOffline() && (
            <Button
              size="sm"
              variant="outline"
              loading={refreshing}
              loadingText={t('saved.page.refreshing')}
              onClick={() => void refresh()}
            >
              <RefreshCw aria-hidden /> {t('saved.page.refresh')}
            </Button>
          )}
        </HStack>
        {shuls.length === 0 ? (
          <EmptyResults title={t('saved.page.emptyTitle')} description={t('saved.page.emptyText')}>
            <Button asChild colorPalette="blue" size="sm">
              <AppLink to="/search">{t('saved.page.find')}</AppLink>
            </Button>
          </EmptyResults>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('saved.page.shulsLabel')}>
            {shuls.map((kept) => (
              <SavedShulCard key={kept.id} kept={kept} view={view} onRemove={() => void remove(kept.id)} />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="saved-places-heading">
        <Heading as="h2" id="saved-places-heading" size="lg">
          {t('saved.page.placesHeading')}
        </Heading>
        <Text color="fg.muted">{t('saved.page.placesIntro')}</Text>
        {places.length === 0 ? (
          <Text color="fg.muted">{t('saved.page.placesEmpty')}</Text>
        ) : (
          <Stack as="ul" gap="1" ps="5" aria-label={t('saved.page.placesHeading')}>
            {places.map(({ key, place }) => (
              <Box as="li" key={key}>
                <Link asChild colorPalette="blue">
                  <AppLink to={`/calendar?${key}`}>
                    <bdi>{place.label}</bdi>
                  </AppLink>
                </Link>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="saved-siddur-heading">
        <Heading as="h2" id="saved-siddur-heading" size="lg">
          {t('saved.page.siddurHeading')}
        </Heading>
        <Text color="fg.muted">{t('saved.page.siddurText')}</Text>
        <Link asChild colorPalette="blue" alignSelf="flex-start">
          <AppLink to="/siddur">{t('saved.page.siddurLink')}</AppLink>
        </Link>
      </Stack>

      <Text fontSize="sm" color="fg.muted">
        {signedIn ? t('saved.page.privacySignedIn') : t('saved.page.privacy')}
      </Text>
    </Stack>
  );
}

function SavedShulCard({ kept, view, onRemove }: { kept: SavedShulRecord; view: SavedView; onRemove: () => void }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const page = view.detailFromSaved(kept);
  const days = groupByDate(page.upcoming).slice(0, DAYS_SHOWN);
  const until = view.keptUntil(kept);
  const { listing, place } = kept;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Card.Root as="li" variant="outline" data-testid="saved-shul">
      <Card.Body gap="2">
        <Link asChild colorPalette="blue" fontWeight="semibold" fontSize="lg">
          <AppLink to={shulPath(listing.id)}>
            <bdi>{listing.name}</bdi>
          </AppLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          <bdi>{[listing.address, listing.city].filter(Boolean).join(', ')}</bdi>
        </Text>
        {days.length === 0 ? (
          <Text fontSize="sm">{t('saved.page.noTimes')}</Text>
        ) : (
          days.map(({ date, items }) => (
            <Text key={date} fontSize="sm">
              <Text as="span" fontWeight="medium">
                {shortDayLabel(date, locale)}:
              </Text>{' '}
              {items.map((m, i) => (
                <span key={`${m.minyanId}-${m.start}`}>
                  {i > 0 && ' · '}
                  {t(`minyanim.tefillah.${m.tefillah}`)} <bdi>{format.clock(m.time)}</bdi>
                </span>
              ))}
            </Text>
          ))
        )}
        <Text fontSize="xs" color="fg.muted">
          {until && `${t('saved.save.keptUntil', { date: format.date(new Date(`${until}T12:00:00Z`), 'UTC') })} `}
          {t('saved.save.updated', { date: format.date(new Date(kept.refreshedAt), timeZone) })}
        </Text>
        <HStack gap="3" wrap="wrap">
          {place && (
            <Link asChild colorPalette="blue" fontSize="sm">
              <AppLink
                to={`/calendar?${new URLSearchParams({ latitude: place.latitude.toFixed(4), longitude: place.longitude.toFixed(4), tzid: place.tzid })}`}
              >
                <CalendarDays aria-hidden size="1em" /> {t('saved.page.calendar')}
              </AppLink>
            </Link>
          )}
          <Button size="xs" variant="ghost" onClick={onRemove} aria-label={t('saved.page.removeNamed', { name: listing.name })}>
            <Trash2 aria-hidden /> {t('saved.page.remove')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
