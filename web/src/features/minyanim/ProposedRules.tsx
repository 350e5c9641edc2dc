import { Button, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { PROPOSAL_MAX_RULES, proposalRule, type ProposalRuleInput } from '#contract/proposals.ts';
import { formErrors, type FieldErrors } from '../forms/useZodForm.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { RuleFields } from './RuleForm.tsx';
import { draftToInput, type RuleDraft } from './ruleDraft.ts';

/** A visitor's first proposed time: a weekday Shacharit at a clock time they fill in. */
export const PROPOSAL_DRAFT: RuleDraft = {
  tefillah: 'shacharit',
  kind: 'time',
  time: '',
  zman: 'sunset',
  offsetMinutes: '0',
  rounding: 'none',
  scope: 'days',
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  date: '',
  validFrom: '',
  validUntil: '',
  notes: '',
  language: '',
};

/** A draft as a proposed rule: the simple fields only. */
export function draftToProposal(d: RuleDraft): ProposalRuleInput {
  const { tefillah, time, zman, offsetMinutes } = draftToInput(d);
  return { tefillah, days: d.days, time, zman, offsetMinutes, notes: d.notes };
}

/** Each draft as the API's proposed rule, or the field messages of every draft that is not valid yet. */
export function checkProposal(drafts: RuleDraft[]): { rules: ProposalRuleInput[] } | { errors: FieldErrors[] } {
  const rules = drafts.map(draftToProposal);
  const results = rules.map((r) => proposalRule.safeParse(r));
  if (results.every((r) => r.success)) return { rules };
  return { errors: results.map((r) => (r.success ? {} : formErrors(r.error))) };
}

interface ProposedRulesProps {
  drafts: RuleDraft[];
  errors: FieldErrors[];
  onChange: (drafts: RuleDraft[]) => void;
}

/** 'The times are wrong': one or more times in the editor's simple fields, each in its own group. */
export function ProposedRules({ drafts, errors, onChange }: ProposedRulesProps) {
  const t = useT();
  const update =
    (index: number) =>
    <K extends keyof RuleDraft>(name: K, value: RuleDraft[K]) =>
      onChange(drafts.map((d, i) => (i === index ? { ...d, [name]: value } : d)));
  return (
    <Stack gap="4">
      {drafts.map((draft, index) => (
        <Fieldset.Root key={index} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" gap="2">
            <Fieldset.Legend fontWeight="semibold">{t('minyanim.proposed.legend', { n: index + 1 })}</Fieldset.Legend>
            {drafts.length > 1 && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('minyanim.proposed.removeLabel', { n: index + 1 })}
                onClick={() => onChange(drafts.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden /> {t('minyanim.proposed.remove')}
              </Button>
            )}
          </HStack>
          <RuleFields simple draft={draft} errors={errors[index] ?? {}} onChange={update(index)} />
        </Fieldset.Root>
      ))}
      {drafts.length < PROPOSAL_MAX_RULES && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...drafts, PROPOSAL_DRAFT])}>
          <Plus aria-hidden /> {t('minyanim.proposed.add')}
        </Button>
      )}
    </Stack>
  );
}
