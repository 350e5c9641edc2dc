import { Badge, Button, Fieldset, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2, Undo2 } from 'lucide-react';
import { PROPOSAL_MAX_CHANGES } from '#contract/proposals.ts';
import type { Minyan } from '#contract/minyanim.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { FieldErrors } from '../forms/useZodForm.ts';
import { RuleFields } from './RuleForm.tsx';
import type { RuleDraft } from './ruleDraft.ts';
import { NEW_TIME_DRAFT, readyChanges, ruleToDraft, type ProposalItem } from './proposalChanges.ts';
import { useChangeWords } from './changeWords.ts';
import { WeekCompare } from './WeekCompare.tsx';

export interface ProposeChangesProps {
  synagogueId: number;
  /** The listing's rules, in reading order. */
  rules: readonly Minyan[];
  items: ProposalItem[];
  /** Field messages by item. */
  errors: FieldErrors[];
  onChange: (items: ProposalItem[]) => void;
}

/**
 * 'The times are wrong': the listing's times, each to keep, change (in the rule editor's simple
 * fields) or remove, and new times to add; under them the week before and after, and a warning
 * when the changes leave a service with no time on some day.
 */
export default function ProposeChanges({ synagogueId, rules, items, errors, onChange }: ProposeChangesProps) {
  const t = useT();
  const words = useChangeWords();
  const itemOf = (ruleId: number) => items.findIndex((i) => i.op !== 'add' && i.ruleId === ruleId);
  const set = (index: number, item: ProposalItem | null) =>
    onChange(item ? items.map((it, i) => (i === index ? item : it)) : items.filter((_, i) => i !== index));
  const draftChange =
    (index: number) =>
    <K extends keyof RuleDraft>(name: K, value: RuleDraft[K]) => {
      const item = items[index];
      if (item && item.op !== 'remove') set(index, { ...item, draft: { ...item.draft, [name]: value } });
    };
  const full = items.length >= PROPOSAL_MAX_CHANGES;
  const additions = items.map((item, index) => ({ item, index })).filter(({ item }) => item.op === 'add');
  const nextKey = Math.max(0, ...items.map((i) => (i.op === 'add' ? i.key + 1 : 0)));

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {rules.length ? t('proposals.propose.intro') : t('proposals.propose.noRules')}
      </Text>
      {rules.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('proposals.propose.current')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('proposals.propose.current')}>
            {rules.map((rule) => {
              const index = itemOf(rule.id);
              const item = index >= 0 ? items[index]! : null;
              const text = words.rule(rule);
              return (
                <Stack as="li" key={rule.id} gap="2" borderWidth="1px" rounded="md" p="3">
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text
                      minW="0"
                      textDecoration={item?.op === 'remove' ? 'line-through' : undefined}
                      color={item ? 'fg.muted' : undefined}
                    >
                      {text}
                    </Text>
                    {item ? (
                      <HStack gap="2">
                        {item.op === 'remove' && <Badge colorPalette="red">{t('proposals.propose.willRemove')}</Badge>}
                        <Button
                          size="xs"
                          variant="ghost"
                          onClick={() => set(index, null)}
                          aria-label={t('proposals.propose.keepLabel', { rule: text })}
                        >
                          <Undo2 aria-hidden /> {t('proposals.propose.keep')}
                        </Button>
                      </HStack>
                    ) : (
                      <HStack gap="1">
                        {!rule.date && (
                          <Button
                            size="xs"
                            variant="outline"
                            disabled={full}
                            onClick={() => onChange([...items, { op: 'change', ruleId: rule.id, draft: ruleToDraft(rule) }])}
                            aria-label={t('proposals.propose.changeLabel', { rule: text })}
                          >
                            <Pencil aria-hidden /> {t('proposals.propose.change')}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          disabled={full}
                          onClick={() => onChange([...items, { op: 'remove', ruleId: rule.id }])}
                          aria-label={t('proposals.propose.removeLabel', { rule: text })}
                        >
                          <Trash2 aria-hidden /> {t('proposals.propose.remove')}
                        </Button>
                      </HStack>
                    )}
                  </HStack>
                  {item?.op === 'change' && (
                    <Fieldset.Root borderTopWidth="1px" pt="3">
                      <Fieldset.Legend fontWeight="semibold" fontSize="sm">
                        {t('proposals.propose.changeLegend', { rule: text })}
                      </Fieldset.Legend>
                      <RuleFields simple draft={item.draft} errors={errors[index] ?? {}} onChange={draftChange(index)} />
                    </Fieldset.Root>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      )}
      {additions.map(({ item, index }, n) => (
        <Fieldset.Root key={item.op === 'add' ? item.key : index} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" gap="2">
            <Fieldset.Legend fontWeight="semibold">{t('proposals.propose.addLegend', { n: n + 1 })}</Fieldset.Legend>
            {(rules.length > 0 || additions.length > 1) && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('proposals.propose.dropAddedLabel', { n: n + 1 })}
                onClick={() => set(index, null)}
              >
                <Trash2 aria-hidden /> {t('proposals.propose.dropAdded')}
              </Button>
            )}
          </HStack>
          {item.op === 'add' && <RuleFields simple draft={item.draft} errors={errors[index] ?? {}} onChange={draftChange(index)} />}
        </Fieldset.Root>
      ))}
      {!full && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => onChange([...items, { op: 'add', key: nextKey, draft: NEW_TIME_DRAFT }])}
        >
          <Plus aria-hidden /> {t('proposals.propose.add')}
        </Button>
      )}
      <WeekCompare synagogueId={synagogueId} changes={readyChanges(items)} audience="visitor" />
    </Stack>
  );
}
