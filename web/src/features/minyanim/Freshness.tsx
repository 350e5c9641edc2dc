import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Flag } from 'lucide-react';
import { useState } from 'react';
import { STALE_AFTER_MONTHS } from '#domain/freshness.ts';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { notify } from '../../app/toaster.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { confirmTimes } from './api/listing.ts';
import { SOURCE_LABELS, hasTimes } from './format.ts';
import { ReportProblemDialog } from './ReportProblemDialog.tsx';

interface FreshnessProps {
  listing: SynagogueDetail;
  /** Called after a visitor confirmed the times, so the page shows the new line. */
  onConfirmed: () => void;
}

/**
 * Where the times come from and when they were last confirmed ('Confirmed by the shul on
 * 3 Nov 2026'), marked when that is too long ago, and the two ways a visitor keeps it fresh.
 */
export function Freshness({ listing, onConfirmed }: FreshnessProps) {
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { freshness } = listing;
  const timesListed = hasTimes(listing);

  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmTimes(listing.id);
      onConfirmed();
      setConfirmed(true);
      notify('success', 'Thank you!', 'You confirmed these times are right.');
    } catch (error) {
      notify('error', 'Could not confirm the times', errorMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" data-testid="times-confirmed">
            {freshness.label ?? 'No minyan times listed yet'}
          </Text>
          {freshness.label && freshness.stale && (
            <Badge colorPalette="orange" variant="solid" data-testid="times-stale">
              Possibly out of date
            </Badge>
          )}
        </HStack>
        {freshness.label && freshness.stale && (
          <Text fontSize="sm" color="fg.muted">
            Nobody has confirmed these times for over {STALE_AFTER_MONTHS} months. Check with the shul before you go.
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Listing source: {SOURCE_LABELS[listing.source]}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {timesListed && (
          <Button size="sm" colorPalette="green" variant="outline" onClick={confirm} loading={confirming} disabled={confirmed}>
            <CheckCircle2 aria-hidden /> These times are right
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
          <Flag aria-hidden /> Report a problem
        </Button>
      </HStack>
      <ReportProblemDialog synagogueId={listing.id} synagogueName={listing.name} open={reporting} onOpenChange={setReporting} />
    </Stack>
  );
}
