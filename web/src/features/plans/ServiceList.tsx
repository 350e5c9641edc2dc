// A day's minyanim, grouped by tefillah: time, listing (a link to its page) and distance.
import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { TripService } from '#contract/trips.ts';
import type { Tefillah } from '#domain/enums.ts';
import { TEFILLOT } from '#domain/enums.ts';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

const TEFILLAH_IDS = {
  shacharit: 'minyanim.tefillah.shacharit',
  mincha: 'minyanim.tefillah.mincha',
  maariv: 'minyanim.tefillah.maariv',
} as const;

/** 'HH:mm' of an ISO time with its offset, as the place's wall clock reads it. */
const wallClock = (iso: string) => iso.slice(11, 16);

export function ServiceList({ services }: { services: TripService[] }) {
  const t = useT();
  const format = useFormat();
  const by = (tefillah: Tefillah) => services.filter((s) => s.tefillah === tefillah);
  return (
    <Stack gap="3">
      {TEFILLOT.filter((tf) => by(tf).length > 0).map((tefillah) => (
        <Box key={tefillah}>
          <Heading as="h4" size="sm">
            {t(TEFILLAH_IDS[tefillah])}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" ps="0">
            {by(tefillah).map((s) => (
              <HStack as="li" key={`${s.listing.id}-${s.start}`} gap="2" align="baseline" wrap="wrap">
                <Text as="span" fontWeight="semibold" minW="12">
                  <bdi>{format.clock(wallClock(s.start))}</bdi>
                </Text>
                <AppLink to={`/shul/${s.listing.id}`}>
                  <bdi>{s.listing.name}</bdi>
                </AppLink>
                <Text as="span" color="fg.muted" fontSize="sm">
                  {t('plans.distance', { km: s.distanceKm })}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** 'No known minyan within N km', with the nearest listings. */
export function NoMinyan({ radiusKm, nearest }: { radiusKm: number; nearest: { listing: TripService['listing']; distanceKm: number }[] }) {
  const t = useT();
  return (
    <Stack gap="1" role="note">
      <Text fontWeight="medium">{t('plans.noMinyan', { km: radiusKm })}</Text>
      {nearest.length > 0 ? (
        <Stack as="ul" gap="1" ps="4">
          {nearest.map((n) => (
            <li key={n.listing.id}>
              <AppLink to={`/shul/${n.listing.id}`}>
                <bdi>{n.listing.name}</bdi>
              </AppLink>{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                {t('plans.distance', { km: Math.round(n.distanceKm) })}
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('plans.noneNear')}</Text>
      )}
    </Stack>
  );
}
