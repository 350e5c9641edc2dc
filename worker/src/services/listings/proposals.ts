// 'The times are wrong': visitors' proposed changes to a listing's rules, their preview (the week
// before and after, and the services they would leave without a time on some day), and their
// review by the listing's managers (or, for a listing without managers, the admins).
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { TEFILLOT, WEEKDAYS, type MinyanDay } from '#domain/enums.ts';
import { UPCOMING_DAYS } from '#domain/minyan-format.ts';
import type {
  AcceptedPart,
  EmptiedDay,
  ProposalAcceptValues,
  ProposalAcceptResponse,
  ProposalChange,
  ProposalChangeView,
  ProposalPreview,
  ProposalRule,
  RuleSnapshot,
  StoredChange,
  TimeProposal,
  TimeProposalValues,
} from '#contract/proposals.ts';
import { listingManagers, minyanim, synagogues, timeProposals, type MinyanRow, type TimeProposalRow } from '#db/tables.ts';
import type { PublicUser } from '#contract/auth.ts';
import type { Locale } from '#domain/languages.ts';
import type { Db } from '../../db.ts';
import { ApiError, said, type Said } from '../../errors.ts';
import { isListingManager } from '../../middleware/listing-manager.ts';
import { addDays, wallTime } from '../minyanim/clock.ts';
import { expandRules, publicOccurrence, type Rule } from '../minyanim/expand.ts';
import { listingPlace } from '../minyanim/place.ts';
import { findListingWithRules, listRules, writeRules, type RuleOp } from '../minyanim/store.ts';
import { findChange } from './change-log.ts';

type ProposalStatus = TimeProposalRow['status'] | 'all';

const columns = { proposal: timeProposals, synagogueName: synagogues.name };

export const PROPOSAL_NOT_FOUND = said('keeping.errors.proposalNotFound');
const RULE_NOT_OF_LISTING = said('keeping.errors.ruleNotOfListing');
const DATED_NOT_CHANGED = said('keeping.errors.datedRuleNotChanged');
const RULE_GONE = said('keeping.errors.ruleGoneSince');

/** The fields of a rule a proposal keeps of the rule it names. */
export function snapshot(r: Pick<MinyanRow, keyof RuleSnapshot>): RuleSnapshot {
  return {
    tefillah: r.tefillah,
    days: r.days,
    time: r.time,
    zman: r.zman,
    offsetMinutes: r.offsetMinutes,
    rounding: r.rounding,
    date: r.date,
    validFrom: r.validFrom,
    validUntil: r.validUntil,
    notes: r.notes,
  };
}

/**
 * A proposal's changes. One made before proposals recorded changes holds whole rules, which
 * replaced the standing rules of their tefillot: read so, its rules are additions and, while it
 * waits, the removal of each standing rule of those tefillot as the listing has them now.
 */
function storedChanges(p: TimeProposalRow, rules: readonly MinyanRow[]): { changes: StoredChange[]; replaced: TimeProposal['replaced'] } {
  if (p.changes) return { changes: p.changes as StoredChange[], replaced: null };
  const proposed = p.rules as ProposalRule[];
  const tefillot = TEFILLOT.filter((t) => proposed.some((r) => r.tefillah === t));
  const adds: StoredChange[] = proposed.map((rule) => ({ op: 'add', rule }));
  if (p.status !== 'pending') return { changes: adds, replaced: tefillot };
  const removals: StoredChange[] = rules
    .filter((r) => !r.date && tefillot.includes(r.tefillah))
    .map((r) => ({ op: 'remove', ruleId: r.id, was: snapshot(r) }));
  return { changes: [...removals, ...adds], replaced: null };
}

function toProposal(
  { proposal: p, synagogueName }: { proposal: TimeProposalRow; synagogueName: string },
  rules: readonly MinyanRow[],
): TimeProposal {
  const { changes, replaced } = storedChanges(p, rules);
  const byId = new Map(rules.map((r) => [r.id, r]));
  // A pending proposal says how each rule it names stands today.
  const views: ProposalChangeView[] =
    p.status === 'pending'
      ? changes.map((c) => {
          if (c.op === 'add') return c;
          const now = byId.get(c.ruleId);
          return { ...c, now: now ? snapshot(now) : null };
        })
      : changes;
  return {
    id: p.id,
    synagogueId: p.synagogueId,
    synagogueName,
    changes: views,
    accepted: (p.accepted as AcceptedPart[] | null) ?? null,
    replaced,
    note: p.note,
    name: p.name,
    email: p.email,
    language: p.language,
    status: p.status,
    reviewedAt: p.reviewedAt ? p.reviewedAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
  };
}

const proposalsQuery = (db: Db) =>
  db.select(columns).from(timeProposals).innerJoin(synagogues, eq(synagogues.id, timeProposals.synagogueId));

/** The rules of these listings, in one read. */
async function rulesOf(db: Db, ids: number[]): Promise<Map<number, MinyanRow[]>> {
  const out = new Map<number, MinyanRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(minyanim)
    .where(inArray(minyanim.synagogueId, [...new Set(ids)]))
    .all();
  for (const r of rows) out.set(r.synagogueId, [...(out.get(r.synagogueId) ?? []), r]);
  return out;
}

/** 400 naming the change, unless every rule a change names is one of the listing's (and a changed one a weekly rule). */
function checkTargets(changes: readonly ProposalChange[], rules: readonly MinyanRow[], field = 'changes'): void {
  const byId = new Map(rules.map((r) => [r.id, r]));
  const errors: Record<string, Said> = {};
  changes.forEach((c, i) => {
    if (c.op === 'add') return;
    const rule = byId.get(c.ruleId);
    if (!rule) errors[`${field}.${i}.ruleId`] = RULE_NOT_OF_LISTING;
    else if (c.op === 'change' && rule.date) errors[`${field}.${i}.ruleId`] = DATED_NOT_CHANGED;
  });
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, errors);
}

export async function createProposal(db: Db, synagogueId: number, input: TimeProposalValues, language: Locale): Promise<TimeProposal> {
  const { row: listing, rules } = await findListingWithRules(db, synagogueId);
  checkTargets(input.changes, rules);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const changes: StoredChange[] = input.changes.map((c) => (c.op === 'add' ? c : { ...c, was: snapshot(byId.get(c.ruleId)!) }));
  const row = await db
    .insert(timeProposals)
    .values({ synagogueId, rules: [], changes, note: input.note, name: input.name, email: input.email, language })
    .returning()
    .get();
  return toProposal({ proposal: row, synagogueName: listing.name }, rules);
}

const statusFilter = (status: ProposalStatus) => (status === 'all' ? undefined : eq(timeProposals.status, status));

/** A listing's proposals, newest first. */
export async function listingProposals(db: Db, synagogueId: number, status: ProposalStatus): Promise<TimeProposal[]> {
  const [rows, rules] = await Promise.all([
    proposalsQuery(db)
      .where(and(eq(timeProposals.synagogueId, synagogueId), statusFilter(status)))
      .orderBy(desc(timeProposals.id))
      .all(),
    listRules(db, synagogueId),
  ]);
  return rows.map((r) => toProposal(r, rules));
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
  const rules = await rulesOf(
    db,
    rows.filter((r) => r.proposal.status === 'pending').map((r) => r.proposal.synagogueId),
  );
  return rows.map((r) => toProposal(r, rules.get(r.proposal.synagogueId) ?? []));
}

/** A new rule of a proposal, as a rule row's values: no rounding, validity window or language. */
const newRuleValues = (rule: ProposalRule) => ({
  ...rule,
  rounding: 'none' as const,
  validFrom: null,
  validUntil: null,
  date: null,
  language: null,
});

/**
 * What a change makes of the rule it names: the proposed simple fields; the rule keeps its
 * rounding, validity window and language, and its notes unless the proposal gives some.
 */
const changedRuleValues = (rule: ProposalRule, notes: string | null) => ({
  tefillah: rule.tefillah,
  days: rule.days,
  time: rule.time,
  zman: rule.zman,
  offsetMinutes: rule.offsetMinutes,
  notes: rule.notes ?? notes,
});

/** The listing's rules with the changes applied (every rule a change names exists: checkTargets). */
export function applyChanges(rules: readonly MinyanRow[], changes: readonly ProposalChange[]): Rule[] {
  const out: Rule[] = rules.map((r) => ({ ...r }));
  for (const c of changes) {
    if (c.op === 'add') {
      out.push({ ...newRuleValues(c.rule), id: null });
      continue;
    }
    const at = out.findIndex((r) => r.id === c.ruleId);
    if (at < 0) continue;
    if (c.op === 'remove') out.splice(at, 1);
    else out[at] = { ...out[at]!, ...changedRuleValues(c.rule, out[at]!.notes) };
  }
  return out;
}

/** The day classes of each weekday in an ordinary week (no Yom Tov, Rosh Chodesh or fast). */
const ORDINARY_WEEK: Record<(typeof WEEKDAYS)[number], MinyanDay[]> = {
  sun: ['sun', 'sunday'],
  mon: ['mon', 'weekday'],
  tue: ['tue', 'weekday'],
  wed: ['wed', 'weekday'],
  thu: ['thu', 'weekday'],
  fri: ['fri', 'weekday', 'erev_shabbat'],
  sat: ['sat', 'shabbat'],
};

/** Whether some weekly rule still in force on or after `today` gives this tefillah a time on this day of an ordinary week. */
const hasTime = (rules: readonly Rule[], tefillah: Rule['tefillah'], day: (typeof WEEKDAYS)[number], today: string) =>
  rules.some(
    (r) =>
      r.tefillah === tefillah &&
      !r.date &&
      (r.time || r.zman) &&
      (!r.validUntil || r.validUntil >= today) &&
      r.days.some((d) => ORDINARY_WEEK[day].includes(d)),
  );

/**
 * The services the change leaves with no time on a day of an ordinary week where they have one
 * now: Maariv on Motzaei Shabbat once its only rule is replaced by a Sunday-to-Friday one.
 */
export function emptiedDays(before: readonly Rule[], after: readonly Rule[], today: string): EmptiedDay[] {
  const out: EmptiedDay[] = [];
  for (const tefillah of TEFILLOT) {
    for (const day of WEEKDAYS) {
      if (hasTime(before, tefillah, day, today) && !hasTime(after, tefillah, day, today)) out.push({ tefillah, day });
    }
  }
  return out;
}

/** The listing's next days before and after the changes, and the services they empty (400 when a change names a rule it has not). */
export async function previewChanges(db: Db, synagogueId: number, changes: readonly ProposalChange[], now: Date): Promise<ProposalPreview> {
  const { row, rules } = await findListingWithRules(db, synagogueId, { includeInactive: true });
  checkTargets(changes, rules);
  const after = applyChanges(rules, changes);
  const place = listingPlace(row);
  const today = place ? wallTime(now, place.tzid).date : now.toISOString().slice(0, 10);
  const emptied = emptiedDays(rules, after, today);
  if (!place) return { tzid: null, before: [], after: [], emptied };
  const to = addDays(today, UPCOMING_DAYS - 1);
  return {
    tzid: place.tzid,
    before: expandRules(rules, place, today, to).map(publicOccurrence),
    after: expandRules(after, place, today, to).map(publicOccurrence),
    emptied,
  };
}

async function pendingProposal(db: Db, synagogueId: number, id: number) {
  const row = await proposalsQuery(db)
    .where(and(eq(timeProposals.id, id), eq(timeProposals.synagogueId, synagogueId)))
    .get();
  if (!row) throw new ApiError(404, PROPOSAL_NOT_FOUND);
  if (row.proposal.status !== 'pending') throw new ApiError(409, said('errors.proposalAlreadyReviewed', { status: row.proposal.status }));
  return row;
}

/**
 * Claims a pending proposal for a decision. Like the review of location requests, the new status
 * is set only while the row is still pending and NULL otherwise, which the NOT NULL column
 * refuses: the error rolls back the whole batch, so a review that lost a race applies nothing.
 */
const claim = (
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  reviewer: PublicUser,
  at: Date,
  accepted: AcceptedPart[] | null = null,
) =>
  db
    .update(timeProposals)
    .set({
      status: sql`case when ${timeProposals.status} = 'pending' then ${status} end`,
      reviewedBy: reviewer.id,
      reviewedAt: at,
      accepted,
    })
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

/** The parts to accept: each index a change of the proposal, a rule only for an addition or a change, every rule named still there. */
function acceptedParts(changes: readonly ProposalChangeView[], input: ProposalAcceptValues, rules: readonly MinyanRow[]): AcceptedPart[] {
  const parts: { index: number; rule?: ProposalRule }[] = input.parts ?? changes.map((_, index) => ({ index }));
  const ids = new Set(rules.map((r) => r.id));
  const errors: Record<string, Said> = {};
  parts.forEach((p, i) => {
    const change = changes[p.index];
    if (!change) errors[`parts.${i}.index`] = said('keeping.errors.partIndexRange', { max: changes.length - 1 });
    else if (p.rule && change.op === 'remove') errors[`parts.${i}.rule`] = said('keeping.errors.removalTakesNoRule');
    else if (change.op !== 'add' && !ids.has(change.ruleId)) errors[`parts.${i}.index`] = RULE_GONE;
  });
  const first = Object.entries(errors)[0];
  if (first) throw new ApiError(first[1] === RULE_GONE ? 409 : 400, first[1], errors);
  return parts.map((p) => ({ index: p.index, ...(p.rule ? { rule: p.rule } : {}) }));
}

/**
 * Accepting applies the chosen changes (all when none are chosen), each new or changed rule as
 * the reviewer may have edited it, and marks the proposal approved: one batch, ONE change in the
 * log (a `schedule` entry, reverted as one). A manager's acceptance confirms the times as the shul's.
 */
export async function acceptProposal(
  db: Db,
  synagogueId: number,
  id: number,
  reviewer: PublicUser,
  input: ProposalAcceptValues = {},
): Promise<ProposalAcceptResponse> {
  const found = await pendingProposal(db, synagogueId, id);
  const rules = await listRules(db, synagogueId);
  const proposal = toProposal(found, rules);
  const parts = acceptedParts(proposal.changes, input, rules);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const ops: RuleOp[] = parts.map(({ index, rule }): RuleOp => {
    const change = proposal.changes[index]!;
    if (change.op === 'add') return { op: 'create', values: { ...newRuleValues(rule ?? change.rule), source: 'visitor' } };
    if (change.op === 'remove') return { op: 'delete', id: change.ruleId };
    return {
      op: 'update',
      id: change.ruleId,
      patch: { ...changedRuleValues(rule ?? change.rule, byId.get(change.ruleId)!.notes), source: 'visitor' },
    };
  });
  const at = new Date();
  const byManager = reviewer.role !== 'admin' || (await isListingManager(db, synagogueId, reviewer.id));
  const result = await claimed(() =>
    writeRules(
      db,
      synagogueId,
      ops,
      { kind: 'proposal', userId: reviewer.id },
      {
        at,
        timesSource: byManager ? 'shul' : 'visitor',
        extra: [claim(db, id, 'approved', reviewer, at, parts)],
        group: true,
      },
    ),
  );
  return {
    proposal: { ...proposal, status: 'approved', accepted: parts, reviewedAt: at.toISOString() },
    change: (await findChange(db, result.changeId!))!,
    created: result.created.map((r) => r.id),
    changed: result.updated.map((r) => r.id),
    removed: result.deleted,
  };
}

export async function rejectProposal(db: Db, synagogueId: number, id: number, reviewer: PublicUser): Promise<TimeProposal> {
  const found = await pendingProposal(db, synagogueId, id);
  const rules = await listRules(db, synagogueId);
  const at = new Date();
  await claimed(() => claim(db, id, 'rejected', reviewer, at).run());
  return { ...toProposal(found, rules), status: 'rejected', reviewedAt: at.toISOString() };
}
