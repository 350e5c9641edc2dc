// 'The times are wrong': visitors' proposed rules, and their review by the listing's managers
// (or, for a listing without managers, the admins).
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Tefillah } from '#domain/enums.ts';
import type { ProposalAcceptResponse, ProposalRule, TimeProposal, TimeProposalValues } from '#contract/proposals.ts';
import { listingManagers, synagogues, timeProposals, type TimeProposalRow } from '#db/tables.ts';
import type { PublicUser } from '#contract/auth.ts';
import type { Db } from '../../db.ts';
import { ApiError, said } from '../../errors.ts';
import { isListingManager } from '../../middleware/listing-manager.ts';
import { findListing, listRules, writeRules, type RuleOp } from '../minyanim/store.ts';

type ProposalStatus = TimeProposalRow['status'] | 'all';

const columns = { proposal: timeProposals, synagogueName: synagogues.name };

const replaced = (rules: ProposalRule[]): Tefillah[] => [...new Set(rules.map((r) => r.tefillah))];

function toProposal({ proposal: p, synagogueName }: { proposal: TimeProposalRow; synagogueName: string }): TimeProposal {
  const rules = p.rules as ProposalRule[];
  return {
    id: p.id,
    synagogueId: p.synagogueId,
    synagogueName,
    rules,
    replaces: replaced(rules),
    note: p.note,
    name: p.name,
    email: p.email,
    status: p.status,
    reviewedAt: p.reviewedAt ? p.reviewedAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
  };
}

const proposalsQuery = (db: Db) =>
  db.select(columns).from(timeProposals).innerJoin(synagogues, eq(synagogues.id, timeProposals.synagogueId));

export async function createProposal(db: Db, synagogueId: number, input: TimeProposalValues): Promise<TimeProposal> {
  const listing = await findListing(db, synagogueId);
  const row = await db
    .insert(timeProposals)
    .values({ synagogueId, rules: input.rules, note: input.note, name: input.name, email: input.email })
    .returning()
    .get();
  return toProposal({ proposal: row, synagogueName: listing.name });
}

const statusFilter = (status: ProposalStatus) => (status === 'all' ? undefined : eq(timeProposals.status, status));

/** A listing's proposals, newest first. */
export async function listingProposals(db: Db, synagogueId: number, status: ProposalStatus): Promise<TimeProposal[]> {
  const rows = await proposalsQuery(db)
    .where(and(eq(timeProposals.synagogueId, synagogueId), statusFilter(status)))
    .orderBy(desc(timeProposals.id))
    .all();
  return rows.map(toProposal);
}

/** The admins' queue: proposals for listings nobody manages (the others go to their managers). */
export async function unmanagedProposals(db: Db, status: ProposalStatus): Promise<TimeProposal[]> {
  const managed = db
    .select({ one: sql`1` })
    .from(listingManagers)
    .where(eq(listingManagers.synagogueId, timeProposals.synagogueId));
  const rows = await proposalsQuery(db)
    .where(and(notExists(managed), statusFilter(status)))
    .orderBy(desc(timeProposals.id))
    .limit(500)
    .all();
  return rows.map(toProposal);
}

async function pendingProposal(db: Db, synagogueId: number, id: number) {
  const row = await proposalsQuery(db)
    .where(and(eq(timeProposals.id, id), eq(timeProposals.synagogueId, synagogueId)))
    .get();
  if (!row) throw new ApiError(404, said('errors.proposalNotFound'));
  if (row.proposal.status !== 'pending') throw new ApiError(409, said('errors.proposalAlreadyReviewed', { status: row.proposal.status }));
  return row;
}

/**
 * Claims a pending proposal for a decision. Like the review of location requests, the new status
 * is set only while the row is still pending and NULL otherwise, which the NOT NULL column
 * refuses: the error rolls back the whole batch, so a review that lost a race applies nothing.
 */
const claim = (db: Db, id: number, status: 'approved' | 'rejected', reviewer: PublicUser, at: Date) =>
  db
    .update(timeProposals)
    .set({ status: sql`case when ${timeProposals.status} = 'pending' then ${status} end`, reviewedBy: reviewer.id, reviewedAt: at })
    .where(eq(timeProposals.id, id));

const NOT_PENDING = /NOT NULL constraint failed: time_proposals\.status/;

/** Runs `write`, turning a lost claim into 409. */
async function claimed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (NOT_PENDING.test(String((e as Error).cause ?? e)) || NOT_PENDING.test(String(e))) {
      throw new ApiError(409, said('errors.proposalReviewedMeanwhile'));
    }
    throw e;
  }
}

/**
 * Accepting replaces the listing's standing rules of the tefillot the proposal names (dated
 * exceptions stay) with the proposed ones, and marks the proposal approved: one batch, one
 * change-log entry per rule. A manager's acceptance confirms the times as the shul's.
 */
export async function acceptProposal(db: Db, synagogueId: number, id: number, reviewer: PublicUser): Promise<ProposalAcceptResponse> {
  const found = await pendingProposal(db, synagogueId, id);
  const proposal = toProposal(found);
  const tefillot = new Set(proposal.replaces);
  const existing = await listRules(db, synagogueId);
  const removals: RuleOp[] = existing.filter((r) => !r.date && tefillot.has(r.tefillah)).map((r) => ({ op: 'delete', id: r.id }));
  const additions: RuleOp[] = proposal.rules.map((r) => ({
    op: 'create',
    values: { ...r, rounding: 'none', validFrom: null, validUntil: null, date: null, language: null, source: 'visitor' },
  }));
  const at = new Date();
  const byManager = reviewer.role !== 'admin' || (await isListingManager(db, synagogueId, reviewer.id));
  const result = await claimed(() =>
    writeRules(
      db,
      synagogueId,
      [...removals, ...additions],
      { kind: 'proposal', userId: reviewer.id },
      {
        at,
        timesSource: byManager ? 'shul' : 'visitor',
        extra: [claim(db, id, 'approved', reviewer, at)],
      },
    ),
  );
  return {
    proposal: { ...proposal, status: 'approved', reviewedAt: at.toISOString() },
    created: result.created.map((r) => r.id),
    removed: result.deleted,
  };
}

export async function rejectProposal(db: Db, synagogueId: number, id: number, reviewer: PublicUser): Promise<TimeProposal> {
  const found = await pendingProposal(db, synagogueId, id);
  const at = new Date();
  await claimed(() => claim(db, id, 'rejected', reviewer, at).run());
  return { ...toProposal(found), status: 'rejected', reviewedAt: at.toISOString() };
}
