// Sponsors, ads and sponsor inquiries.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, createdAt, updatedAt, flag } from './columns.ts';
import { AD_PLACEMENTS, AD_TYPES, REVIEW_STATUSES, SPONSORSHIP_LEVELS } from '#domain/enums.ts';
import { users } from './accounts.ts';

export const sponsors = sqliteTable(
  'sponsors',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    logoUrl: text(),
    website: text(),
    websiteUrl: text(),
    description: text(),
    contactEmail: text(),
    sponsorshipLevel: text({ enum: SPONSORSHIP_LEVELS }).notNull().default('bronze'),
    isActive: flag(true),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sponsors_active_order_idx').on(t.isActive, t.displayOrder)],
);

export const ads = sqliteTable(
  'ads',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    title: text().notNull(),
    imageUrl: text(),
    linkUrl: text(),
    description: text(),
    adType: text({ enum: AD_TYPES }).notNull().default('banner'),
    placement: text({ enum: AD_PLACEMENTS }).notNull().default('header'),
    isActive: flag(true),
    displayOrder: integer().notNull().default(0),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    startDate: timestamp(),
    endDate: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ads_active_order_idx').on(t.isActive, t.displayOrder)],
);

export const sponsorSubmissions = sqliteTable(
  'sponsor_submissions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyName: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    website: text(),
    description: text(),
    sponsorshipInterest: text(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('sponsor_submissions_created_idx').on(t.createdAt)],
);

export type SponsorRow = typeof sponsors.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type SponsorSubmissionRow = typeof sponsorSubmissions.$inferSelect;
