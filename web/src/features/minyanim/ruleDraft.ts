// The rule editor's form state and its conversion to and from the API's rule.
import type { ZmanKey } from '#contract/calendar.ts';
import type { MinyanDay, Rounding, Tefillah } from '#domain/enums.ts';
import type { Minyan, MinyanInput } from '#contract/minyanim.ts';

/** How the start is given: a clock time, a zman with an offset, or (for a dated exception) no minyan. */
export type RuleKind = 'time' | 'zman' | 'none';
/** When the rule applies: on days of the week and day classes, or on one date (an exception). */
export type RuleScope = 'days' | 'date';

export interface RuleDraft {
  tefillah: Tefillah;
  kind: RuleKind;
  time: string;
  zman: ZmanKey;
  offsetMinutes: string;
  rounding: Rounding;
  scope: RuleScope;
  days: MinyanDay[];
  date: string;
  validFrom: string;
  validUntil: string;
  notes: string;
  language: string;
}

export const EMPTY_DRAFT: RuleDraft = {
  tefillah: 'mincha',
  kind: 'zman',
  time: '',
  zman: 'sunset',
  offsetMinutes: '-15',
  rounding: 'none',
  scope: 'days',
  days: ['sun', 'mon', 'tue', 'wed', 'thu'],
  date: '',
  validFrom: '',
  validUntil: '',
  notes: '',
  language: '',
};

/** The payload for POST/PATCH and for the preview. A PATCH sends every field, so it replaces the rule. */
export function draftToInput(d: RuleDraft): MinyanInput {
  const dated = d.scope === 'date';
  return {
    tefillah: d.tefillah,
    days: dated ? [] : d.days,
    date: dated ? d.date : null,
    time: d.kind === 'time' ? d.time : null,
    zman: d.kind === 'zman' ? d.zman : null,
    offsetMinutes: d.kind === 'zman' ? Number(d.offsetMinutes || 0) : 0,
    rounding: d.kind === 'none' ? 'none' : d.rounding,
    validFrom: dated ? null : d.validFrom || null,
    validUntil: dated ? null : d.validUntil || null,
    notes: d.notes,
    language: d.language,
  };
}

export function minyanToDraft(m: Minyan): RuleDraft {
  return {
    tefillah: m.tefillah,
    kind: m.time ? 'time' : m.zman ? 'zman' : 'none',
    time: m.time ?? '',
    zman: m.zman ?? 'sunset',
    offsetMinutes: String(m.offsetMinutes),
    rounding: m.rounding,
    scope: m.date ? 'date' : 'days',
    days: m.days,
    date: m.date ?? '',
    validFrom: m.validFrom ?? '',
    validUntil: m.validUntil ?? '',
    notes: m.notes ?? '',
    language: m.language ?? '',
  };
}

/** A stored rule as an input (for previewing the saved set alongside a draft). */
export const minyanToInput = (m: Minyan): MinyanInput => draftToInput(minyanToDraft(m));
