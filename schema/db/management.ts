// Keeping a listing: its managers, 'I help run this shul' requests, announcements, visitors' time proposals and the change log.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, createdAt, updatedAt, flag } from './columns.ts';
import { CHANGE_ACTIONS, CHANGE_ACTORS, CHANGE_ENTITIES, REVIEW_STATUSES } from '#domain/enums.ts';
import { DEFAULT_LOCALE, LOCALES } from '#domain/languages.ts';
import { users } from './accounts.ts';
import { synagogues } from './listings.ts';

/** Who manages which listing (many to many): a manager edits that listing's details, times and announcements. */
export const listingManagers = sqliteTable(
  'listing_managers',
  {
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Their role at the shul, as they gave it ('Gabbai', 'Rabbi', 'Office'). */
    role: text(),
    grantedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.synagogueId, t.userId] }), index('listing_managers_user_idx').on(t.userId)],
);

/** 'I help run this shul': a member's request to manage a listing, reviewed by an admin. */
export const managerRequests = sqliteTable(
  'manager_requests',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    phone: text(),
    message: text(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    index('manager_requests_status_created_idx').on(t.status, t.createdAt),
    index('manager_requests_listing_user_idx').on(t.synagogueId, t.userId),
  ],
);

/** Short dated notices on a listing ('No Mincha this week'), shown from startDate to endDate inclusive (the listing's local dates). */
export const announcements = sqliteTable(
  'announcements',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    startDate: text().notNull(),
    endDate: text().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_listing_end_idx').on(t.synagogueId, t.endDate)],
);

/** 'The times are wrong': a visitor's proposed rules, reviewed by the listing's managers (or admins). */
export const timeProposals = sqliteTable(
  'time_proposals',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    /**
     * ProposalRule[]: what a proposal held before proposals recorded changes, times that replaced
     * their tefillot's standing rules (schema/contract/proposals.ts reads them so). Empty on later ones.
     */
    rules: text({ mode: 'json' }).$type<unknown[]>().notNull(),
    /** StoredProposalChange[]: what the proposal adds, changes and removes, rule by rule; null on the older ones. */
    changes: text({ mode: 'json' }).$type<unknown[]>(),
    note: text(),
    name: text(),
    email: text(),
    /** The visitor's language (the request's): the mail about the review is written in it. */
    language: text({ enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp(),
    /** AcceptedPart[]: which changes accepting applied, each as the reviewer left it. */
    accepted: text({ mode: 'json' }).$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('time_proposals_listing_status_idx').on(t.synagogueId, t.status)],
);

/**
 * A manager's daily digest of the proposals made since the last one: one row per member once a
 * digest has been due, with the secret of the unsubscribe link that works without signing in.
 */
export const managerDigests = sqliteTable('manager_digests', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unsubscribeToken: text().notNull().unique(),
  enabled: flag(true),
  /** The last digest sent: at most one a day. */
  lastSentAt: timestamp(),
  createdAt: createdAt(),
});

/** The change log: every change to a listing's details, rules and announcements, with the values before and after. */
export const listingChanges = sqliteTable(
  'listing_changes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    entity: text({ enum: CHANGE_ENTITIES }).notNull(),
    /** The rule's or announcement's id (the listing's own for `listing`). */
    entityId: integer().notNull(),
    action: text({ enum: CHANGE_ACTIONS }).notNull(),
    /** The changed fields' values before (null for a create) and after (null for a delete). */
    before: text({ mode: 'json' }).$type<Record<string, unknown>>(),
    after: text({ mode: 'json' }).$type<Record<string, unknown>>(),
    actorKind: text({ enum: CHANGE_ACTORS }).notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The change this one reverted, if it is a revert. Unique: a change is reverted once, and a
     * second revert racing the first fails its whole batch on this index.
     */
    revertOf: integer(),
    /** Set on the change that a later one reverted. */
    revertedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_changes_listing_created_idx').on(t.synagogueId, t.createdAt),
    uniqueIndex('listing_changes_revert_of_idx').on(t.revertOf),
  ],
);

export type ListingManagerRow = typeof listingManagers.$inferSelect;
export type ManagerRequestRow = typeof managerRequests.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type TimeProposalRow = typeof timeProposals.$inferSelect;
export type ListingChangeRow = typeof listingChanges.$inferSelect;
export type ManagerDigestRow = typeof managerDigests.$inferSelect;
