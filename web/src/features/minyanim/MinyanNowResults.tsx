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
import { LocalName, ShownName } from '../directory/ListingName.tsx';
import { browserOffline, isNetworkFailure, keepsAnything, loadAnswerStore, loadSavedView, loadShulStore } from '../offline/device.ts';
import { SAVED_PATH } from '../../app/nav.ts';
import { nextMinyanim } from './api/listing.ts';
import { directionsHref, startsIn } from './format.ts';
import { freshnessLabel } from './freshnessLabel.ts';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../app/theme.ts';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ badge: badgeRecipe });

/** At most this many are listed: the next few are what someone heading out needs. */
const SHOWN = 8;

/** 'Minyan now' answered from the saved shuls (offline) says so, and where the list of them is. */
function FromSavedNote() {
  const t = useT();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="minyan-now-from-saved">
      {t('saved.now.fromSaved')}{' '}
      <Link asChild color="blue.700">
        <AppLink to={SAVED_PATH}>{t('saved.now.list')}</AppLink>
      </Link>
    </Text>
  );
}

export function MinyanNowResults({ result, fromSaved = false }: { result: NextMinyanResponse; fromSaved?: boolean }) {
  const at = new Date(result.at);
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const words = useListingWords();
  if (result.items.length === 0) {
    return (
      <Stack gap="2">
        {fromSaved && <FromSavedNote />}
        <Text color="fg.muted">
          {fromSaved ? t('saved.now.none', { km: NEXT_RADIUS_DEFAULT_KM }) : t('minyanim.now.none', { km: NEXT_RADIUS_DEFAULT_KM })}{' '}
          {!fromSaved && (
            <Link asChild color="blue.700">
              <AppLink to="/search">{t('minyanim.now.browse')}</AppLink>
            </Link>
          )}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {fromSaved && <FromSavedNote />}
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
                      <ShownName listing={item.synagogue} />
                    </AppLink>
                  </Link>
                  <LocalName listing={item.synagogue} fontSize="sm" color="fg.muted" />
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
    </Stack>
  );
}

/** The visitor's own clock says what "now" is: the minyanim that start soon for them. */
export const fetchNextMinyanim = (p: MapPoint) => nextMinyanim(p, new Date());

/** What 'Minyan now' answers: from the network, or, without one, from the shuls saved on this device. */
export interface NearbyAnswer {
  result: NextMinyanResponse;
  fromSaved: boolean;
}

/**
 * The minyanim that start soon near `p`: the API's answer, or, when the network fails and this
 * device keeps saved shuls, the same question answered from their kept days.
 */
export async function nextMinyanimNearby(p: MapPoint, now = new Date()): Promise<NearbyAnswer> {
  try {
    return { result: await nextMinyanim(p, now), fromSaved: false };
  } catch (error) {
    if (!isNetworkFailure(error) || !keepsAnything()) throw error;
    const [{ savedShuls }, { nextFromSaved }] = await Promise.all([loadShulStore(), loadSavedView()]);
    return { result: nextFromSaved(await savedShuls(), p, now), fromSaved: true };
  }
}

/** Where the last position is kept: only on a device with saved shuls, which is all it serves. */
const POSITION = ['position', 'last'] as const;

/** Keeps the position 'Minyan now' located, for asking offline when the browser cannot locate. */
export async function rememberPosition(p: MapPoint): Promise<void> {
  if (!keepsAnything()) return;
  await (await loadAnswerStore()).keepAnswer(...POSITION, p);
}

/** The last position kept, offline only: online, a position the browser refused is not taken from the past. */
export async function lastKnownPosition(): Promise<MapPoint | null> {
  if (!browserOffline() || !keepsAnything()) return null;
  return (await (await loadAnswerStore()).keptAnswer<MapPoint>(...POSITION))?.value ?? null;
}

/**
 * 'Minyan now' at the position the browser located (kept for asking offline), or, offline where
 * the browser could not locate, at the last position kept; null without either.
 */
export async function nearby(located: MapPoint | null): Promise<NearbyAnswer | null> {
  if (located) void rememberPosition(located).catch(() => undefined);
  const point = located ?? (await lastKnownPosition().catch(() => null));
  return point && nextMinyanimNearby(point);
}
