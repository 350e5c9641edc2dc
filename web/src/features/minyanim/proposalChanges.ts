// A visitor's or a reviewer's proposed changes as form state: each change of a listing's rule or
// new rule is an item with the rule editor's draft; turned into the API's changes, or into the
// field messages of each item that is not ready. No Chakra: unit-tested on its own.
import {
  proposalRule,
  type ProposalChangeInput,
  type ProposalRule,
  type ProposalRuleInput,
  type RuleSnapshot,
} from '#contract/proposals.ts';
import type { Minyan } from '#contract/minyanim.ts';
import { formErrors, type FieldErrors } from '../forms/useZodForm.ts';
import { draftToInput, minyanToDraft, type RuleDraft } from './ruleDraft.ts';

/** A visitor's first new time: a weekday Shacharit at a clock time they fill in. */
export const NEW_TIME_DRAFT: RuleDraft = {
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

/** One proposed change being written: a new time, one of the listing's times changed, or one removed. */
export type ProposalItem =
  { op: 'add'; key: number; draft: RuleDraft } | { op: 'change'; ruleId: number; draft: RuleDraft } | { op: 'remove'; ruleId: number };

/** A draft as a proposed rule: the simple fields only. */
export function draftToProposal(d: RuleDraft): ProposalRuleInput {
  const { tefillah, time, zman, offsetMinutes } = draftToInput(d);
  return { tefillah, days: d.days, time, zman, offsetMinutes, notes: d.notes };
}

/** A stored or proposed rule as a draft of the simple fields, to change it. */
export function ruleToDraft(rule: Minyan | ProposalRule | RuleSnapshot): RuleDraft {
  return minyanToDraft({
    rounding: 'none',
    date: null,
    validFrom: null,
    validUntil: null,
    language: null,
    ...rule,
    notes: rule.notes ?? null,
  } as Minyan);
}

const itemChange = (item: ProposalItem): ProposalChangeInput =>
  item.op === 'add'
    ? { op: 'add', rule: draftToProposal(item.draft) }
    : item.op === 'change'
      ? { op: 'change', ruleId: item.ruleId, rule: draftToProposal(item.draft) }
      : { op: 'remove', ruleId: item.ruleId };

const ready = (item: ProposalItem) => item.op === 'remove' || proposalRule.safeParse(draftToProposal(item.draft)).success;

/** Each item as the API's change, or the field messages of every item that is not ready yet (by item). */
export function checkItems(items: readonly ProposalItem[]): { changes: ProposalChangeInput[] } | { errors: FieldErrors[] } {
  if (items.every(ready)) return { changes: items.map(itemChange) };
  return {
    errors: items.map((item) => {
      if (item.op === 'remove') return {};
      const result = proposalRule.safeParse(draftToProposal(item.draft));
      return result.success ? {} : formErrors(result.error);
    }),
  };
}

/** The changes of the items that are ready, for a preview while the rest are still being written. */
export const readyChanges = (items: readonly ProposalItem[]): ProposalChangeInput[] => items.filter(ready).map(itemChange);

/** The API's field messages of a proposal (`changes.2.rule.time`, `changes.0.ruleId`), by item. */
export function itemErrors(fieldErrors: Record<string, string>, count: number): FieldErrors[] {
  const out: FieldErrors[] = Array.from({ length: count }, () => ({}));
  for (const [key, message] of Object.entries(fieldErrors)) {
    const [top, index, ...rest] = key.split('.');
    const target = top === 'changes' && index !== undefined ? out[Number(index)] : undefined;
    const field = rest[0] === 'rule' ? rest[1] : rest[0];
    if (target && field) target[field] ??= message;
  }
  return out;
}
