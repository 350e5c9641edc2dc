// 'The times are wrong': a visitor proposes rules with the editor's simple fields (tefillah,
// days, a fixed time or a zman with an offset). The listing's managers, or the admins where it
// has none, accept (applied in one batch, recorded in the change log) or reject it. The shapes
// are derived from the `time_proposals` table with drizzle-zod.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { TEFILLOT } from '#domain/enums.ts';
import { timeProposals } from '#db/management.ts';
import { optionalEmail, optionalText } from './fields.ts';
import { minyanFields, refineShape } from './minyanim.ts';
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

export const PROPOSAL_MAX_RULES = 20;

/** POST /api/synagogues/:id/proposals (public, rate limited like the other public forms). */
export const timeProposalInput = createInsertSchema(timeProposals, {
  rules: z
    .array(proposalRule, { error: 'rules must be a list' })
    .min(1, { error: 'Propose at least one time' })
    .max(PROPOSAL_MAX_RULES, { error: `At most ${PROPOSAL_MAX_RULES} times` }),
  note: optionalText(1000),
  name: optionalText(120),
  email: optionalEmail(),
}).pick({ rules: true, note: true, name: true, email: true });
export type TimeProposalInput = z.input<typeof timeProposalInput>;
export type TimeProposalValues = z.output<typeof timeProposalInput>;

/** GET /api/manage/synagogues/:id/proposals and GET /api/admin/proposals (default: pending). */
export const proposalListQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected', 'all'], { error: 'status must be pending, approved, rejected or all' })
    .optional()
    .default('pending'),
});

/** A proposal as its reviewers see it: the row without its reviewer, with the listing's name, times as ISO strings. */
export const timeProposalRow = createSelectSchema(timeProposals, {
  rules: z.array(proposalRule),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
})
  .omit({ reviewedBy: true })
  .extend({
    synagogueName: synagogueRow.shape.name,
    /** The tefillot whose standing rules accepting would replace. */
    replaces: z.array(z.enum(TEFILLOT)),
  });
export type TimeProposal = z.output<typeof timeProposalRow>;

/** POST …/proposals/:proposalId/accept: what the batch did. */
export interface ProposalAcceptResponse {
  proposal: TimeProposal;
  /** Ids of the rules created. */
  created: number[];
  /** Ids of the rules it replaced (deleted). */
  removed: number[];
}
