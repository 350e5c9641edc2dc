// 'The times are wrong': a visitor proposes changes to a listing's minyan rules, rule by rule:
// add a rule, change one of its weekly rules (named by id) to other simple fields (tefillah, days,
// a fixed time or a zman with an offset), or remove one. Both the visitor and the reviewer see the
// listing's week before and after; the listing's managers, or the admins where it has none,
// accept all of it or some (edited if they like: one change in the log, undone as one) or reject
// it. The shapes are derived from the `time_proposals` table with drizzle-zod.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { MINYAN_DAYS, ROUNDINGS, TEFILLOT, type Tefillah, type WEEKDAYS } from '#domain/enums.ts';
import { timeProposals } from '#db/management.ts';
import { optionalEmail, optionalText } from './fields.ts';
import { minyanFields, refineShape, type MinyanOccurrence } from './minyanim.ts';
import type { ListingChange } from './changes.ts';
import { synagogueRow } from './synagogues.ts';

/** One proposed rule: the simple fields only (no rounding, validity window or dated exception). */
export const proposalRule = z
  .object({
    tefillah: minyanFields.tefillah,
    days: minyanFields.days,
    time: minyanFields.time,
    zman: minyanFields.zman,
    offsetMinutes: minyanFields.offsetMinutes.optional().default(0),
    notes: minyanFields.notes,
  })
  .superRefine((r, ctx) => refineShape({ ...r, validFrom: null, validUntil: null, date: null }, ctx));
export type ProposalRuleInput = z.input<typeof proposalRule>;
export type ProposalRule = z.output<typeof proposalRule>;

export const PROPOSAL_MAX_CHANGES = 20;

const ruleId = z.coerce
  .number({ error: 'ruleId must be the id of one of the listing’s minyan times' })
  .int({ error: 'ruleId must be the id of one of the listing’s minyan times' })
  .positive({ error: 'ruleId must be the id of one of the listing’s minyan times' });

/** One proposed change: a new rule, one of the listing's weekly rules changed to `rule`, or one removed. */
export const proposalChange = z.discriminatedUnion(
  'op',
  [
    z.object({ op: z.literal('add'), rule: proposalRule }),
    z.object({ op: z.literal('change'), ruleId, rule: proposalRule }),
    z.object({ op: z.literal('remove'), ruleId }),
  ],
  { error: 'op must be add, change or remove' },
);
export type ProposalChangeInput = z.input<typeof proposalChange>;
export type ProposalChange = z.output<typeof proposalChange>;

/** A list of changes that names each existing rule at most once. */
const changeList = z
  .array(proposalChange, { error: 'changes must be a list' })
  .min(1, { error: 'Propose at least one change' })
  .max(PROPOSAL_MAX_CHANGES, { error: `At most ${PROPOSAL_MAX_CHANGES} changes` })
  .superRefine((changes, ctx) => {
    const seen = new Set<number>();
    changes.forEach((c, i) => {
      if (c.op === 'add') return;
      if (seen.has(c.ruleId)) ctx.addIssue({ code: 'custom', message: 'Each minyan time can be changed only once', path: [i, 'ruleId'] });
      seen.add(c.ruleId);
    });
  });

/** POST /api/synagogues/:id/proposals (public, rate limited like the other public forms). */
export const timeProposalInput = createInsertSchema(timeProposals, {
  changes: changeList,
  note: optionalText(1000),
  name: optionalText(120),
  email: optionalEmail(),
}).pick({ changes: true, note: true, name: true, email: true });
export type TimeProposalInput = z.input<typeof timeProposalInput>;
export type TimeProposalValues = z.output<typeof timeProposalInput>;

/** POST /api/synagogues/:id/proposals/preview: the same changes, before they are sent or accepted. */
export const proposalPreviewInput = z.object({ changes: changeList });
export type ProposalPreviewInput = z.input<typeof proposalPreviewInput>;

/** A rule as a change found it: the fields that say when it is (the change log's words read them). */
export const ruleSnapshot = z.object({
  tefillah: z.enum(TEFILLOT),
  days: z.array(z.enum(MINYAN_DAYS)),
  time: z.string().nullable(),
  zman: z.string().nullable(),
  offsetMinutes: z.number(),
  rounding: z.enum(ROUNDINGS),
  date: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  notes: z.string().nullable(),
});
export type RuleSnapshot = z.output<typeof ruleSnapshot>;

/** A change as stored: a change or a removal keeps the rule it named as it was when proposed (`was`). */
export const storedChange = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), rule: proposalRule }),
  z.object({ op: z.literal('change'), ruleId: z.number(), rule: proposalRule, was: ruleSnapshot }),
  z.object({ op: z.literal('remove'), ruleId: z.number(), was: ruleSnapshot }),
]);
export type StoredChange = z.output<typeof storedChange>;

/**
 * A change as reviewers see it. `now` is the rule it names as it stands today (a pending
 * proposal's), null when that rule is gone since: such a change cannot be applied.
 */
export type ProposalChangeView = StoredChange & { now?: RuleSnapshot | null };

/** POST …/proposals/:proposalId/accept: which changes to apply (all when absent), a new or changed rule as the reviewer edited it. */
export const proposalAcceptInput = z
  .object({
    parts: z
      .array(
        z.object({
          index: z.coerce
            .number({ error: 'index must be the number of one of the proposal’s changes' })
            .int({ error: 'index must be the number of one of the proposal’s changes' })
            .min(0, { error: 'index must be the number of one of the proposal’s changes' }),
          rule: proposalRule.optional(),
        }),
        { error: 'parts must be a list' },
      )
      .min(1, { error: 'Choose at least one change to accept, or reject the proposal' })
      .max(PROPOSAL_MAX_CHANGES, { error: `At most ${PROPOSAL_MAX_CHANGES} changes` })
      .superRefine((parts, ctx) => {
        const seen = new Set<number>();
        parts.forEach((p, i) => {
          if (seen.has(p.index)) ctx.addIssue({ code: 'custom', message: 'Each change can be accepted only once', path: [i, 'index'] });
          seen.add(p.index);
        });
      })
      .optional(),
  })
  .optional()
  .default({});
export type ProposalAcceptInput = z.input<typeof proposalAcceptInput>;
export type ProposalAcceptValues = z.output<typeof proposalAcceptInput>;

/** What accepting applied of one change: its index, and the rule as accepted (a new or changed one). */
export const acceptedPart = z.object({ index: z.number(), rule: proposalRule.optional() });
export type AcceptedPart = z.output<typeof acceptedPart>;

/** GET /api/manage/synagogues/:id/proposals and GET /api/admin/proposals (default: pending). */
export const proposalListQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected', 'all'], { error: 'status must be pending, approved, rejected or all' })
    .optional()
    .default('pending'),
});

/**
 * A proposal as its reviewers see it: the row without its reviewer and its bookkeeping, with the
 * listing's name, times as ISO strings. `replaced` is set on a proposal made before proposals
 * recorded changes, once reviewed: the tefillot whose standing rules it replaced.
 */
export const timeProposalRow = createSelectSchema(timeProposals, {
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
})
  .omit({ reviewedBy: true, rules: true, changes: true, accepted: true })
  .extend({
    synagogueName: synagogueRow.shape.name,
    changes: z.array(storedChange),
    accepted: z.array(acceptedPart).nullable(),
    replaced: z.array(z.enum(TEFILLOT)).nullable(),
  });
export type TimeProposal = Omit<z.output<typeof timeProposalRow>, 'changes'> & { changes: ProposalChangeView[] };

/** A service that a change leaves with no time on a day of an ordinary week, where it has one now. */
export interface EmptiedDay {
  tefillah: Tefillah;
  day: (typeof WEEKDAYS)[number];
}

/** POST …/proposals/preview: the listing's next days before and after the changes (null without coordinates), and the days they empty. */
export interface ProposalPreview {
  tzid: string | null;
  before: MinyanOccurrence[];
  after: MinyanOccurrence[];
  emptied: EmptiedDay[];
}

/** POST …/proposals/:proposalId/accept: the proposal as decided, and its one entry in the change log. */
export interface ProposalAcceptResponse {
  proposal: TimeProposal;
  change: ListingChange;
  /** Ids of the rules created, changed and removed. */
  created: number[];
  changed: number[];
  removed: number[];
}
