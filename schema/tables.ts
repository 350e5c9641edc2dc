// The D1 data model (spec §3 plus design.md §3). drizzle maps camelCase fields to
// snake_case columns (`casing: 'snake_case'` here and in worker/src/db.ts).
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  AD_PLACEMENTS,
  AD_TYPES,
  GEOCODE_PRECISIONS,
  JOB_KINDS,
  JOB_STATUSES,
  LISTING_SOURCES,
  NUSACH,
  PLACE_KINDS,
  REVIEW_STATUSES,
  ROLES,
  ROUNDINGS,
  SPONSORSHIP_LEVELS,
  SUBMISSION_TYPES,
  TEFILLOT,
  type MinyanDay,
} from './enums.ts';

/** Milliseconds since the epoch, filled by SQLite so raw SQL inserts (seeds, imports) get it too. */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const timestamp = () => integer({ mode: 'timestamp_ms' });
const createdAt = () => timestamp().notNull().default(nowMs);
const updatedAt = () =>
  timestamp()
    .notNull()
    .default(nowMs)
    .$onUpdateFn(() => new Date());
const flag = (fallback: boolean) => integer({ mode: 'boolean' }).notNull().default(fallback);

export const users = sqliteTable('users', {
  id: text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  email: text().notNull().unique(),
  /** PBKDF2 hash string: `pbkdf2-sha256$iterations$salt$hash` (never leaves the worker). */
  password: text().notNull(),
  firstName: text().notNull(),
  lastName: text(),
  profileImageUrl: text(),
  role: text({ enum: ROLES }).notNull().default('member'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const synagogues = sqliteTable(
  'synagogues',
  {
    // An INTEGER PRIMARY KEY is SQLite's rowid, which the FTS5 index points at.
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text(),
    zipCode: text(),
    country: text().notNull().default('USA'),
    // Stored as REAL for distance and viewport queries; the API renders them as decimal strings.
    latitude: real(),
    longitude: real(),
    phone: text(),
    website: text(),
    nusach: text({ enum: NUSACH }),
    hasWheelchairAccess: flag(false),
    hasMikve: flag(false),
    hasParking: flag(false),
    hasYouthPrograms: flag(false),
    googlePlaceId: text().unique(),
    openingHours: text({ mode: 'json' }).$type<unknown>(),
    minyanTimes: text(),
    amenities: text({ mode: 'json' }).$type<string[]>(),
    notes: text(),
    isActive: flag(true),
    source: text({ enum: LISTING_SOURCES }).notNull().default('admin'),
    sourceId: text(),
    /** Fields an admin changed by hand: an import never overwrites them. */
    editedFields: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    geocodePrecision: text({ enum: GEOCODE_PRECISIONS }),
    /** When a visitor or admin last confirmed the minyan times. */
    timesConfirmedAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('synagogues_source_source_id_unique').on(t.source, t.sourceId),
    index('synagogues_city_idx').on(t.city),
    index('synagogues_zip_code_idx').on(t.zipCode),
    index('synagogues_lat_lng_idx').on(t.latitude, t.longitude),
    index('synagogues_is_active_name_idx').on(t.isActive, t.name),
  ],
);

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

/** World cities (GeoNames, population ≥ 1000) and US/CA postal codes, for geocoding and the calendar. */
export const places = sqliteTable(
  'places',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: PLACE_KINDS }).notNull(),
    name: text().notNull(),
    asciiName: text().notNull(),
    admin1: text(),
    /** ISO 3166-1 alpha-2 country code. */
    country: text().notNull(),
    zip: text(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    tzid: text().notNull(),
    population: integer().notNull().default(0),
    geonameid: integer(),
    /** GeoNames' feature code ('PPLC', 'PPLX', …); null for postal codes. */
    featureCode: text(),
    /** The larger city a neighbourhood or city section belongs to ('Brooklyn' for Borough Park). */
    area: text(),
  },
  (t) => [
    index('places_ascii_name_idx').on(sql`${t.asciiName} collate nocase`, t.population),
    index('places_zip_idx').on(t.zip),
    uniqueIndex('places_geonameid_unique').on(t.geonameid),
    index('places_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

export const jobs = sqliteTable(
  'jobs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: JOB_KINDS }).notNull(),
    source: text(),
    status: text({ enum: JOB_STATUSES }).notNull().default('queued'),
    /** Where the next batch starts; meaning is the job kind's own. */
    cursor: text({ mode: 'json' }).$type<Record<string, unknown>>(),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    inserted: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Consecutive failed attempts of the current batch (retried with backoff). */
    attempts: integer().notNull().default(0),
    nextRunAt: timestamp(),
    lastError: text(),
    startedBy: text().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp(),
    finishedAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_kind_status_idx').on(t.kind, t.status)],
);

/**
 * Minyan rules: a fixed local time (`time`) or a time relative to a zman (`zman` + `offsetMinutes`),
 * on a set of days; a row with `date` set is an exception for that date.
 */
export const minyanim = sqliteTable(
  'minyanim',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    tefillah: text({ enum: TEFILLOT }).notNull(),
    days: text({ mode: 'json' }).$type<MinyanDay[]>().notNull().default(sql`'[]'`),
    time: text(),
    zman: text(),
    offsetMinutes: integer().notNull().default(0),
    rounding: text({ enum: ROUNDINGS }).notNull().default('none'),
    validFrom: text(),
    validUntil: text(),
    date: text(),
    notes: text(),
    language: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('minyanim_synagogue_idx').on(t.synagogueId)],
);

export type UserRow = typeof users.$inferSelect;
export type SynagogueRow = typeof synagogues.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type SponsorSubmissionRow = typeof sponsorSubmissions.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type MinyanRow = typeof minyanim.$inferSelect;
