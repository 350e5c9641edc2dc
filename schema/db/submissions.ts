// Location requests: a visitor asks to add, correct or remove a listing; an admin reviews it.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, createdAt, flag } from './columns.ts';
import { NUSACH, REVIEW_STATUSES, SUBMISSION_TYPES } from '#domain/enums.ts';
import { users } from './accounts.ts';
import { synagogues } from './listings.ts';

export const submissions = sqliteTable(
  'submissions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    type: text({ enum: SUBMISSION_TYPES }).notNull(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    synagogueName: text().notNull(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    country: text().default('USA'),
    phone: text(),
    website: text(),
    nusach: text({ enum: NUSACH }),
    hasWheelchairAccess: flag(false),
    hasMikve: flag(false),
    hasParking: flag(false),
    hasYouthPrograms: flag(false),
    submitterName: text().notNull(),
    submitterEmail: text().notNull(),
    submitterPhone: text().notNull(),
    notes: text(),
    /** Proposed minyan times, as the visitor typed them. */
    minyanTimes: text(),
    synagogueId: integer().references(() => synagogues.id, { onDelete: 'set null' }),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('submissions_status_created_idx').on(t.status, t.createdAt)],
);

export type SubmissionRow = typeof submissions.$inferSelect;
