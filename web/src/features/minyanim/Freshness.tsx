import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Flag } from 'lucide-react';
import { useState } from 'react';
import type { ConfirmResponse, SynagogueDetail } from '../../../../schema/minyanim.ts';
import { notify } from '../../app/toaster.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { SOURCE_LABELS, confirmedLabel } from './format.ts';
import { ReportProblemDialog } from './ReportProblemDialog.tsx';

interface FreshnessProps {
  listing: SynagogueDetail;
  /** Called with the new confirmation time, so the page shows it at once. */
  onConfirmed: (timesConfirmedAt: string) => void;
}

/** 'Times last confirmed {date}', the listing's source, and the two ways a visitor keeps it fresh. */
export function Freshness({ listing, onConfirmed }: FreshnessProps) {
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [reporting, setReporting] = useState(false);

  const confirm = async () => {
    setConfirming(true);
    try {
      const { timesConfirmedAt } = await api.post<ConfirmResponse>(`/api/synagogues/${listing.id}/confirm`);
      onConfirmed(timesConfirmedAt);
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
      <Stack gap="0">
        <Text fontWeight="medium" data-testid="times-confirmed">
          {confirmedLabel(listing.timesConfirmedAt)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Source: {SOURCE_LABELS[listing.source]}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="green" variant="outline" onClick={confirm} loading={confirming} disabled={confirmed}>
          <CheckCircle2 aria-hidden /> These times are right
        </Button>
        <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
          <Flag aria-hidden /> Report a problem
        </Button>
      </HStack>
      <ReportProblemDialog synagogueId={listing.id} synagogueName={listing.name} open={reporting} onOpenChange={setReporting} />
    </Stack>
  );
}
