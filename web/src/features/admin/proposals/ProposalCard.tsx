import { Badge, Button, Card, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TimeProposal } from '#contract/proposals.ts';
import { notify } from '#web-app/toaster.tsx';
import { codeWord } from '../../../i18n/codes.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { AppLink } from '../../../i18n/links.tsx';
import { useAdminDates } from '../dates.ts';
import { daysText, ruleTimeText } from '../ruleText.ts';
import { handleUnauthorized } from '#web-lib/unauthorized.ts';
import { errorMessage } from '../../forms/errorMessage.ts';
import { acceptProposal, rejectProposal } from '../api/admin.ts';

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
  const t = useT();
  const format = useFormat();
  const dates = useAdminDates();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const pending = proposal.status === 'pending';

  const review = async (action: 'accept' | 'reject') => {
    setBusy(action);
    try {
      if (action === 'accept') {
        const result = await acceptProposal(proposal.synagogueId, proposal.id);
        notify(
          'success',
          t('admin.proposals.acceptedToast'),
          t('admin.proposals.acceptedText', { added: result.created.length, replaced: result.removed.length }),
        );
      } else {
        await rejectProposal(proposal.synagogueId, proposal.id);
        notify('success', t('admin.proposals.rejectedToast'));
      }
      onReviewed();
    } catch (error) {
      if (!handleUnauthorized(error, window.location.pathname))
        notify('error', t('admin.proposals.failed', { action }), errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const heading = showListing ? proposal.synagogueName : t('admin.proposals.of', { when: dates.dateTime(proposal.createdAt) });
  const from = proposal.name || t('admin.proposals.aVisitor');
  const meta = [
    proposal.email ? t('admin.proposals.fromEmail', { name: from, email: proposal.email }) : t('admin.proposals.from', { name: from }),
    showListing ? dates.dateTime(proposal.createdAt) : null,
    proposal.reviewedAt ? t('admin.proposals.reviewed', { when: dates.dateTime(proposal.reviewedAt) }) : null,
  ];
  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0">
            <Heading as="h4" size="sm">
              {showListing ? (
                <Link asChild>
                  <AppLink to={`/shul/${proposal.synagogueId}`} dir="auto">
                    {heading}
                  </AppLink>
                </Link>
              ) : (
                heading
              )}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              {meta.filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge colorPalette={pending ? 'yellow' : proposal.status === 'approved' ? 'green' : 'red'} variant="solid">
            {proposal.status === 'approved' ? t('admin.proposals.accepted') : codeWord(t, 'reviewStatus', proposal.status)}
          </Badge>
        </HStack>
        <List.Root gap="1" ps="5" aria-label={t('admin.proposals.timesLabel')}>
          {proposal.rules.map((r, i) => (
            <List.Item key={i}>
              <Text as="span" fontWeight="medium">
                {codeWord(t, 'tefillah', r.tefillah)}
              </Text>{' '}
              {daysText(t, r.days)} · {ruleTimeText(t, format, r)}
              {r.notes ? (
                <Text as="span" dir="auto">
                  {' '}
                  ({r.notes})
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List.Root>
        {pending && proposal.replaces.length > 0 && (
          <Text textStyle="sm" color="orange.fg">
            {t('admin.proposals.replaces', {
              tefillot: proposal.replaces.map((x) => codeWord(t, 'tefillah', x)).join(t('admin.rule.listSeparator')),
            })}
          </Text>
        )}
        {proposal.note && (
          <Text textStyle="sm" whiteSpace="pre-wrap">
            <Text as="span" fontWeight="medium">
              {t('admin.proposals.note')}{' '}
            </Text>
            <Text as="span" dir="auto">
              {proposal.note}
            </Text>
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
              {t('admin.proposals.accept')}
            </Button>
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              loading={busy === 'reject'}
              disabled={busy !== null}
              onClick={() => void review('reject')}
            >
              {t('admin.review.reject')}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
