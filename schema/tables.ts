// The D1 data model (README: Data model). drizzle maps camelCase fields to
// snake_case columns (`casing: 'snake_case'` here and in worker/src/db.ts).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  AD_PLACEMENTS,
  AD_TYPES,
  CHANGE_ACTIONS,
  CHANGE_ACTORS,
  CHANGE_ENTITIES,
  EMAIL_TOKEN_PURPOSES,
  GEOCODE_PRECISIONS,
  IMPORT_CHANGES,
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
  TIMES_SOURCES,
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
  /** When the owner proved the address by following the emailed link; null until then. */
  emailVerifiedAt: timestamp(),
  /** Raised by a password reset: sessions issued under an older generation are no longer valid. */
  sessionGeneration: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Emailed one-time links (verify the address, reset the password): only the SHA-256 of the token
 * is stored, so a leaked table opens nothing. `usedAt` makes each link single-use.
 */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Failed sign-ins per email address, known or not (so the backoff reveals nothing about which
 * accounts exist): after a few failures the address is locked for a growing while.
 */
export const loginFailures = sqliteTable('login_failures', {
  email: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp(),
  updatedAt: updatedAt(),
});

/**
 * A fixed pseudo-random map priority per listing (Knuth's multiplicative hash of the id): a
 * crowded map viewport shows the listings of highest priority in it (lowest value first). The
 * same expression is indexed, so the query must use it as written here.
 */
export const mapPriority = (id: SQLWrapper) => sql<number>`(${id} * 2654435761) % 4294967296`;

/** A latitude's whole-degree band, 0 (90° south) to 180, never negative, so `cast` is floor. Indexed. */
export const latitudeBand = (latitude: SQLWrapper) => sql<number>`cast(${latitude} + 90 as integer)`;

/**
 * A name as the text search's first tier compares it: SQLite's `lower`, which folds ASCII
 * letters only (the search folds the typed words the same way). Indexed, so the query must use
 * it as written here.
 */
export const foldedName = (name: SQLWrapper) => sql<string>`lower(${name})`;

/** Near-me's narrow-band indexes (named in its statements, which pick one with INDEXED BY): every listing, and the active ones. */
export const NEAR_BAND_INDEX = 'synagogues_near_band_idx';
export const NEAR_BAND_ACTIVE_INDEX = 'synagogues_near_band_active_idx';

/**
 * `is_active = 1` with the 1 written in: a partial index on active listings serves a query only
 * when the query has this very term, and a bound parameter is not the same term.
 */
export const activeLiteral = (isActive: SQLWrapper) => sql`${isActive} = 1`;

/** Bands of a latitude degree that `nearBand` splits it into: 0.02°, about 2.2 km. */
export const NEAR_BANDS_PER_DEGREE = 50;

/** A latitude's narrow band (NEAR_BANDS_PER_DEGREE a degree, from 90° south), for near-me's small circles. Indexed. */
export const nearBand = (latitude: SQLWrapper) => sql<number>`cast((${latitude} + 90) * ${sql.raw(String(NEAR_BANDS_PER_DEGREE))} as integer)`;

export const synagogues = sqliteTable(
  'synagogues',
  {
    // An INTEGER PRIMARY KEY is SQLite's rowid, which the FTS5 index points at.
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    /** The name in Hebrew (OpenStreetMap's name:he, or a name written in Hebrew), shown right-to-left and searchable. */
    hebrewName: text(),
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
    /** Why an import deactivated the listing (its source no longer has it); cleared when the source has it again. */
    inactiveReason: text(),
    source: text({ enum: LISTING_SOURCES }).notNull().default('admin'),
    sourceId: text(),
    /** Fields an admin changed by hand: an import never overwrites them. */
    editedFields: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    geocodePrecision: text({ enum: GEOCODE_PRECISIONS }),
    /** When a visitor or admin last confirmed the minyan times. */
    timesConfirmedAt: timestamp(),
    /** Where the minyan times came from (null: no times yet). */
    timesSource: text({ enum: TIMES_SOURCES }),
    /** OpenStreetMap's service_times/opening_hours text that could not be turned into rules, shown as published. */
    osmServiceTimes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('synagogues_source_source_id_unique').on(t.source, t.sourceId),
    index('synagogues_city_idx').on(t.city),
    index('synagogues_zip_code_idx').on(t.zipCode),
    index('synagogues_lat_lng_idx').on(t.latitude, t.longitude),
    index('synagogues_is_active_name_idx').on(t.isActive, t.name),
    // The map viewport (worker/src/services/directory.ts): a crowded box walks listings in
    // priority order and stops at its page; a sparse one reads its own whole-degree bands.
    index('synagogues_map_priority_idx').on(mapPriority(t.id), t.latitude, t.longitude),
    index('synagogues_latitude_band_idx').on(latitudeBand(t.latitude), t.longitude, t.latitude),
    // The text search's first tier (the same file): names that start with the words typed.
    index('synagogues_folded_name_idx').on(foldedName(t.name)),
    index('synagogues_hebrew_name_idx').on(t.hebrewName),
    // Near-me (the same file): a circle of a few km reads its own narrow bands, not a thin
    // stripe of latitude round the whole world. The public reads only active listings, from an
    // index of those alone; an admin's near-me with removed listings reads the other.
    index(NEAR_BAND_INDEX).on(nearBand(t.latitude), t.longitude, t.latitude),
    index(NEAR_BAND_ACTIVE_INDEX).on(nearBand(t.latitude), t.longitude, t.latitude).where(activeLiteral(t.isActive)),
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

/** World places (GeoNames cities500 and documented neighbourhoods) and US/CA postal codes, for geocoding and the calendar; their names are in `place_names`. */
export const places = sqliteTable(
  'places',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: PLACE_KINDS }).notNull(),
    name: text().notNull(),
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
    /** The upstream asked us to wait (Overpass's announced slot, or a back-off while it is busy): ticks skip the job until then. */
    notBefore: timestamp(),
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
 * What each import run added, changed and deactivated (by the source's id), for the admin's
 * jobs panel. Kept for the last few runs of each source.
 */
export const importChanges = sqliteTable(
  'import_changes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: text({ enum: LISTING_SOURCES }).notNull(),
    sourceId: text().notNull(),
    change: text({ enum: IMPORT_CHANGES }).notNull(),
  },
  (t) => [index('import_changes_job_change_idx').on(t.jobId, t.change)],
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
    /** Who entered the rule: an import replaces only its own source's rules. */
    source: text({ enum: TIMES_SOURCES }).notNull().default('admin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('minyanim_synagogue_idx').on(t.synagogueId)],
);

/**
 * Each listing's minyanim for the coming days, expanded from its rules (worker/src/services/
 * minyanim/occurrences.ts), so 'Minyan now' is one indexed query by area cell and start time.
 * Rule writers replace a listing's rows in the same batch as their change; the cron rolls the
 * window forward daily. `cell` is a 0.25° grid square of the listing's position.
 */
export const minyanOccurrences = sqliteTable(
  'minyan_occurrences',
  {
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    minyanId: integer().notNull(),
    tefillah: text({ enum: TEFILLOT }).notNull(),
    /** The start, milliseconds since the epoch. */
    startsAt: integer().notNull(),
    /** The civil date and clock time in the listing's zone, and the start with its UTC offset. */
    date: text().notNull(),
    time: text().notNull(),
    start: text().notNull(),
    cell: integer().notNull(),
    latitude: real().notNull(),
    longitude: real().notNull(),
  },
  (t) => [
    // Covering for 'Minyan now's filter: the area's cells and time range, then the box and the tefillah, without reading rows.
    index('minyan_occurrences_area_idx').on(t.cell, t.startsAt, t.latitude, t.longitude, t.tefillah),
    index('minyan_occurrences_synagogue_idx').on(t.synagogueId),
  ],
);

/**
 * One row per listing with rules: when its occurrences were last expanded (the cron refreshes
 * those older than a day), 0 when due now. Triggers (migrations/0012) mark a listing due when
 * its rules change or it moves or is removed, and keep `cell` (its position's grid cell, as in
 * `minyan_occurrences`), so 'Minyan now' finds its area's due listings by cell.
 */
export const minyanOccurrenceRefreshes = sqliteTable(
  'minyan_occurrence_refreshes',
  {
    synagogueId: integer()
      .primaryKey()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    refreshedAt: integer().notNull(),
    cell: integer(),
  },
  (t) => [index('minyan_occurrence_refreshes_cell_idx').on(t.cell, t.refreshedAt), index('minyan_occurrence_refreshes_due_idx').on(t.refreshedAt)],
);

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
    /** ProposalRule[] (schema/proposals.ts). */
    rules: text({ mode: 'json' }).$type<unknown[]>().notNull(),
    note: text(),
    name: text(),
    email: text(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('time_proposals_listing_status_idx').on(t.synagogueId, t.status)],
);

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
  (t) => [index('listing_changes_listing_created_idx').on(t.synagogueId, t.createdAt), uniqueIndex('listing_changes_revert_of_idx').on(t.revertOf)],
);

/**
 * The directory's public totals (README: Measured performance), one row (id 1), kept by triggers
 * on `synagogues` in the same statement as every write (migrations: listing totals): the home
 * page's figures and the unfiltered count read one row instead of aggregating every listing.
 */
export const listingTotals = sqliteTable('listing_totals', {
  id: integer().primaryKey(),
  listings: integer().notNull().default(0),
  cities: integer().notNull().default(0),
  countries: integer().notNull().default(0),
});

/**
 * Active listings per city (state '' when none) and per country, for listing_totals' distinct
 * counts and for the search box's city suggestions. A city's `id` is its rowid, named so that it
 * stays put: the suggestions' FTS5 index (`listing_cities_fts`, migrations: city suggestions)
 * refers to it.
 */
export const listingCityCounts = sqliteTable(
  'listing_city_counts',
  {
    id: integer().primaryKey(),
    country: text().notNull(),
    state: text().notNull(),
    city: text().notNull(),
    listings: integer().notNull(),
  },
  (t) => [uniqueIndex('listing_city_counts_city_unique').on(t.country, t.state, t.city)],
);

export const listingCountryCounts = sqliteTable('listing_country_counts', {
  country: text().primaryKey(),
  listings: integer().notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type SynagogueRow = typeof synagogues.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type SponsorSubmissionRow = typeof sponsorSubmissions.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type MinyanRow = typeof minyanim.$inferSelect;
export type ImportChangeRow = typeof importChanges.$inferSelect;
export type MinyanOccurrenceRow = typeof minyanOccurrences.$inferSelect;
export type ListingManagerRow = typeof listingManagers.$inferSelect;
export type ManagerRequestRow = typeof managerRequests.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type TimeProposalRow = typeof timeProposals.$inferSelect;
export type ListingChangeRow = typeof listingChanges.$inferSelect;
