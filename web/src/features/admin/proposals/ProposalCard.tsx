import { Badge, Box, Button, Card, Checkbox, Fieldset, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Check, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ProposalChangeInput, ProposalChangeView, TimeProposal } from '#contract/proposals.ts';
import { notify } from '#web-app/toaster.tsx';
import { codeWord } from '../../../i18n/codes.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { AppLink } from '../../../i18n/links.tsx';
import { useAdminDates } from '../dates.ts';
import { handleUnauthorized } from '#web-lib/unauthorized.ts';
import { errorMessage } from '../../forms/errorMessage.ts';
import { RuleFields } from '../../minyanim/RuleForm.tsx';
import type { RuleDraft } from '../../minyanim/ruleDraft.ts';
import { draftToProposal, ruleToDraft } from '../../minyanim/proposalChanges.ts';
import { useChangeWords } from '../../minyanim/changeWords.ts';
import { WeekCompare } from '../../minyanim/WeekCompare.tsx';
import { acceptProposal, rejectProposal } from '../api/admin.ts';

/** A change that can still be applied: an addition, or one whose rule is still there. */
const applicable = (c: ProposalChangeView) => c.op === 'add' || c.now !== null;

/** One change in words: 'Maariv · Sun–Thu · 8:00 PM → Maariv · Sun–Thu · 8:15 PM'. */
function useChangeText() {
  const words = useChangeWords();
  return (c: ProposalChangeView, edited?: RuleDraft) => {
    const rule = edited ? draftToProposal(edited) : c.op === 'remove' ? null : c.rule;
    const worded = rule && { ...rule, time: rule.time ?? null, zman: rule.zman ?? null, offsetMinutes: Number(rule.offsetMinutes ?? 0) };
    if (c.op === 'add') return words.rule(worded!);
    if (c.op === 'remove') return words.rule(c.was);
    return words.to(c.was, worded!);
  };
}

/**
 * A visitor's proposed changes, each to accept or not (and an addition or a change to edit
 * first), with the listing's week before and after the chosen ones, and a warning when they
 * leave a service with no time on some day. Accepting applies them in one batch: one change in
 * the listing's history, undone as one. For a listing's managers on 'My shuls' and for admins
 * where a listing has none.
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
  const dates = useAdminDates();
  const text = useChangeText();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const [picked, setPicked] = useState<boolean[]>(() => proposal.changes.map(applicable));
  const [edits, setEdits] = useState<Record<number, RuleDraft>>({});
  const [editing, setEditing] = useState<number | null>(null);
  const pending = proposal.status === 'pending';

  const chosen = proposal.changes.map((c, index) => ({ c, index })).filter(({ index }) => picked[index]);
  const chosenChanges: ProposalChangeInput[] = chosen.map(({ c, index }) => {
    const rule = edits[index] ? draftToProposal(edits[index]) : c.op === 'remove' ? undefined : c.rule;
    return c.op === 'add' ? { op: 'add', rule: rule! } : c.op === 'change' ? { op: 'change', ruleId: c.ruleId, rule: rule! } : c;
  });
  const whole = chosen.length === proposal.changes.length && Object.keys(edits).length === 0;

  const review = async (action: 'accept' | 'reject') => {
    setBusy(action);
    try {
      if (action === 'accept') {
        const parts = chosen.map(({ index }) => ({ index, ...(edits[index] ? { rule: draftToProposal(edits[index]) } : {}) }));
        await acceptProposal(proposal.synagogueId, proposal.id, whole ? undefined : { parts });
        notify('success', t('proposals.card.acceptedToast'), t('proposals.card.acceptedText'));
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
  const taken = new Set((proposal.accepted ?? []).map((p) => p.index));
  /** The rule as the reviewer accepted it, when they edited it. */
  const acceptedDraft = (index: number) => {
    const rule = proposal.accepted?.find((p) => p.index === index)?.rule;
    return rule ? ruleToDraft(rule) : undefined;
  };
  const opWord = (c: ProposalChangeView) => t(`proposals.change.${c.op}`);

  return (
    <Card.Root role="listitem" size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
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

        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('proposals.card.changesLabel')}>
          {proposal.changes.map((c, index) => {
            const words = text(c, edits[index]);
            const now = c.op === 'add' ? undefined : c.now;
            const gone = pending && now === null;
            const movedOn = pending && c.op !== 'add' && now && JSON.stringify(now) !== JSON.stringify(c.was) ? now : null;
            const editable = pending && c.op !== 'remove' && !gone;
            return (
              <Stack as="li" key={index} gap="2" borderWidth="1px" rounded="md" p="2">
                <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
                  {pending ? (
                    <Checkbox.Root
                      checked={picked[index] ?? false}
                      disabled={gone || busy !== null}
                      onCheckedChange={(e) => setPicked((p) => p.map((v, i) => (i === index ? e.checked === true : v)))}
                      alignItems="flex-start"
                      minW="0"
                      flex="1"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control mt="0.5" />
                      <Checkbox.Label fontWeight="normal">
                        <Badge me="2" colorPalette={c.op === 'add' ? 'green' : c.op === 'remove' ? 'red' : 'blue'}>
                          {opWord(c)}
                        </Badge>
                        {words}
                        {edits[index] && (
                          <Badge ms="2" colorPalette="purple">
                            {t('proposals.card.edited')}
                          </Badge>
                        )}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ) : (
                    <Text minW="0" flex="1">
                      <Badge me="2" colorPalette={c.op === 'add' ? 'green' : c.op === 'remove' ? 'red' : 'blue'}>
                        {opWord(c)}
                      </Badge>
                      {text(c, acceptedDraft(index))}
                    </Text>
                  )}
                  {editable && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => {
                        if (editing === index) return setEditing(null);
                        setEdits((e) => ({ ...e, [index]: e[index] ?? ruleToDraft(c.rule) }));
                        setEditing(index);
                      }}
                      aria-expanded={editing === index}
                      aria-label={editing === index ? undefined : t('proposals.card.editLabel', { change: words })}
                    >
                      {editing === index ? <Check aria-hidden /> : <Pencil aria-hidden />}
                      {editing === index ? t('proposals.card.doneEditing') : t('proposals.card.edit')}
                    </Button>
                  )}
                  {!pending && proposal.status === 'approved' && proposal.accepted && (
                    <Badge colorPalette={taken.has(index) ? 'green' : 'gray'}>
                      {taken.has(index) ? t('proposals.card.taken') : t('proposals.card.notTaken')}
                    </Badge>
                  )}
                </HStack>
                {gone && (
                  <Text textStyle="sm" color="fg.warning">
                    {t('proposals.card.gone')}
                  </Text>
                )}
                {movedOn && (
                  <Text textStyle="sm" color="fg.muted">
                    {t('proposals.card.movedOn', { rule: text({ op: 'remove', ruleId: 0, was: movedOn }) })}
                  </Text>
                )}
                {editing === index && edits[index] && (
                  <Box borderTopWidth="1px" pt="3">
                    <Fieldset.Root>
                      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
                        {t('proposals.card.editLegend')}
                      </Fieldset.Legend>
                      <RuleFields
                        simple
                        draft={edits[index]}
                        errors={{}}
                        onChange={(name, value) => setEdits((e) => ({ ...e, [index]: { ...e[index]!, [name]: value } }))}
                      />
                    </Fieldset.Root>
                  </Box>
                )}
              </Stack>
            );
          })}
        </Stack>
        {!pending && proposal.replaced && proposal.replaced.length > 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t('proposals.card.replaced', {
              tefillot: proposal.replaced.map((x) => codeWord(t, 'tefillah', x)).join(t('admin.rule.listSeparator')),
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
        {pending && <WeekCompare synagogueId={proposal.synagogueId} changes={chosenChanges} audience="reviewer" headingAs="h5" />}
        {pending && (
          <Stack gap="2">
            {chosen.length === 0 && (
              <Text textStyle="sm" color="fg.muted">
                {t('proposals.card.nothingChosen')}
              </Text>
            )}
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="green"
                loading={busy === 'accept'}
                disabled={busy !== null || chosen.length === 0}
                onClick={() => void review('accept')}
              >
                {whole ? t('proposals.card.acceptAll') : t('proposals.card.acceptSome', { count: chosen.length })}
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
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
