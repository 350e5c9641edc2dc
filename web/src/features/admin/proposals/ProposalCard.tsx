import { Badge, Button, Card, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TEFILLAH_LABELS, describeDays, describeTime } from '#domain/minyan-format.ts';
import type { TimeProposal } from '#contract/proposals.ts';
import { notify } from '#web-app/toaster.tsx';
import { handleUnauthorized } from '#web-lib/unauthorized.ts';
import { errorMessage } from '../../forms/errorMessage.ts';
import { acceptProposal, rejectProposal } from '../api/admin.ts';
import { formatDateTime } from '../review/review.tsx';

/**
 * A visitor's proposed times, with what accepting would replace; Accept applies them in one
 * batch (recorded in the listing's change log), Reject records the decision. For a listing's
 * managers on 'My shuls' and for admins where a listing has none.
 */
export function ProposalCard({
  proposal,
  showListing = false,
  onReviewed,
}: {
  proposal: TimeProposal;
  showListing?: boolean;
  onReviewed: () => void;
}) {
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const pending = proposal.status === 'pending';

  const review = async (action: 'accept' | 'reject') => {
    setBusy(action);
    try {
      if (action === 'accept') {
        const result = await acceptProposal(proposal.synagogueId, proposal.id);
        notify(
          'success',
          'Times accepted',
          `${result.created.length} added, ${result.removed.length} replaced. The listing shows them now.`,
        );
      } else {
        await rejectProposal(proposal.synagogueId, proposal.id);
        notify('success', 'Proposal rejected');
      }
      onReviewed();
    } catch (error) {
      if (!handleUnauthorized(error, window.location.pathname)) notify('error', `Could not ${action} the proposal`, errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const heading = showListing ? proposal.synagogueName : `Proposal of ${formatDateTime(proposal.createdAt)}`;
  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0">
            <Heading as="h4" size="sm">
              {showListing ? <Link href={`/shul/${proposal.synagogueId}`}>{heading}</Link> : heading}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              From {proposal.name || 'a visitor'}
              {proposal.email && ` (${proposal.email})`}
              {showListing && ` · ${formatDateTime(proposal.createdAt)}`}
              {proposal.reviewedAt && ` · reviewed ${formatDateTime(proposal.reviewedAt)}`}
            </Text>
          </Stack>
          <Badge
            colorPalette={pending ? 'yellow' : proposal.status === 'approved' ? 'green' : 'red'}
            variant="solid"
            textTransform="capitalize"
          >
            {proposal.status === 'approved' ? 'Accepted' : proposal.status}
          </Badge>
        </HStack>
        <List.Root gap="1" ps="5" aria-label="Proposed times">
          {proposal.rules.map((r, i) => (
            <List.Item key={i}>
              <Text as="span" fontWeight="medium">
                {TEFILLAH_LABELS[r.tefillah]}
              </Text>{' '}
              {describeDays(r.days)} · {describeTime(r)}
              {r.notes ? ` (${r.notes})` : ''}
            </List.Item>
          ))}
        </List.Root>
        {pending && proposal.replaces.length > 0 && (
          <Text textStyle="sm" color="orange.fg">
            Accepting replaces the listing&rsquo;s current {proposal.replaces.map((t) => TEFILLAH_LABELS[t]).join(', ')} times.
          </Text>
        )}
        {proposal.note && (
          <Text textStyle="sm" whiteSpace="pre-wrap">
            <Text as="span" fontWeight="medium">
              Note:{' '}
            </Text>
            {proposal.note}
          </Text>
        )}
        {pending && (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="green"
              loading={busy === 'accept'}
              disabled={busy !== null}
              onClick={() => void review('accept')}
            >
              Accept times
            </Button>
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              loading={busy === 'reject'}
              disabled={busy !== null}
              onClick={() => void review('reject')}
            >
              Reject
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
