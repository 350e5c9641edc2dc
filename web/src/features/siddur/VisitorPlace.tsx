// The visitor's place on the siddur and the prayer hub: the place in the address (`?place=`, a
// GeoNames id, as the calendar's), found Near Me or chosen in the calendar. Its clock, zmanim and
// customs decide the service of the hour (docs/domain.md: Siddur).
import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AppLink } from '../../i18n/links.tsx';
import { useHydrated } from '../../app/hydration.ts';
import { findNearMe } from '../calendar/nearMe.ts';
import { MESSAGES } from '../calendar/useCalendarLocation.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

/** `label`: the place's name once today's answer names it. */
export function VisitorPlace({ label }: { label: string | null }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const place = hydrated ? params.get('place') : null;

  const without = new URLSearchParams(params);
  without.delete('place');
  without.delete('il');

  const nearMe = async () => {
    setError(null);
    setBusy(true);
    try {
      const found = await findNearMe();
      if ('failure' in found) return setError(t(MESSAGES[found.failure]));
      if (found.place.geonameid === undefined) return setError(t('siddur.place.withoutId'));
      const next = new URLSearchParams(params);
      next.set('place', String(found.place.geonameid));
      // The place's customs (Israel's in Israel) replace a choice made for another place.
      next.delete('il');
      setParams(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <HStack gap="3" wrap="wrap" data-testid="visitor-place">
      <Text fontSize="sm">
        {place ? (label ? t('siddur.place.atPlace', { place: label }) : t('siddur.place.yourPlace')) : t('siddur.place.byClock')}
      </Text>
      {/* Needs the browser's position, so it waits for the app; disabled, not dead, until then. */}
      <Button size="sm" variant="outline" colorPalette="blue" disabled={!hydrated || busy} onClick={() => void nearMe()}>
        <LocateFixed aria-hidden /> {t('siddur.place.nearMe')}
      </Button>
      <Link asChild colorPalette="blue" fontSize="sm">
        <AppLink to="/calendar">{t('siddur.place.calendar')}</AppLink>
      </Link>
      {place && (
        <Link asChild colorPalette="blue" fontSize="sm">
          <RouterLink to={`?${without}`}>{t('siddur.place.ownClock')}</RouterLink>
        </Link>
      )}
      {error && (
        <Text role="alert" color="red.fg" fontSize="sm" width="full">
          {error}
        </Text>
      )}
    </HStack>
  );
}
