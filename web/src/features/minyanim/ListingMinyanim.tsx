import { Heading, Stack } from '@chakra-ui/react';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Announcements } from './Announcements.tsx';
import { Freshness } from './Freshness.tsx';
import { MinyanSchedule } from './MinyanSchedule.tsx';

/** A listing's minyanim section: its announcements, schedule, and how fresh the times are. */
export function ListingMinyanim({ listing, onConfirmed }: { listing: SynagogueDetail; onConfirmed: () => void }) {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby="minyanim-heading" gap="4" minW="0">
      <Heading as="h2" id="minyanim-heading" size="xl">
        {t('minyanim.listing.heading')}
      </Heading>
      <Announcements announcements={listing.announcements} />
      <MinyanSchedule listing={listing} />
      <Freshness listing={listing} onConfirmed={onConfirmed} />
    </Stack>
  );
}
