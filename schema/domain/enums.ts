// The enumerations of the data model. One definition, used by
// the drizzle tables, the zod schemas and the web forms.

export const NUSACH = ['ashkenaz', 'sefard', 'arizal', 'temani', 'mizrachi'] as const;
export type Nusach = (typeof NUSACH)[number];

export const SPONSORSHIP_LEVELS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type SponsorshipLevel = (typeof SPONSORSHIP_LEVELS)[number];

export const AD_TYPES = ['banner', 'square', 'text'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const AD_PLACEMENTS = ['header', 'sidebar', 'footer', 'inline'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const SUBMISSION_TYPES = ['add', 'edit', 'remove'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What an emailed one-time link is for. */
export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const PLACE_KINDS = ['city', 'zip'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const JOB_KINDS = ['import', 'geocode'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Where a listing came from: typed in by an admin, approved from a request, or imported. */
export const LISTING_SOURCES = ['admin', 'community', 'osm', 'partner', 'sample'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** What an import run did to a listing (the jobs panel lists them). */
export const IMPORT_CHANGES = ['added', 'changed', 'deactivated'] as const;
export type ImportChange = (typeof IMPORT_CHANGES)[number];

export const GEOCODE_PRECISIONS = ['exact', 'zip', 'city'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

export const TEFILLOT = ['shacharit', 'mincha', 'maariv'] as const;
export type Tefillah = (typeof TEFILLOT)[number];

/** Weekdays (0 = Sunday, as JavaScript counts) and the day classes a minyan rule can name. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const DAY_CLASSES = ['weekday', 'shabbat', 'sunday', 'rosh_chodesh', 'fast_day', 'yom_tov', 'erev_shabbat'] as const;
export const MINYAN_DAYS = [...WEEKDAYS, ...DAY_CLASSES] as const;
export type MinyanDay = (typeof MINYAN_DAYS)[number];

export const ROUNDINGS = ['none', 'down5', 'up5', 'nearest5'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export const SIDDUR_SECTIONS = ['shacharit', 'mincha', 'maariv', 'shabbat', 'blessings'] as const;
export type SiddurSection = (typeof SIDDUR_SECTIONS)[number];

/**
 * Where a listing's minyan times (and each rule) came from: the shul's own managers, an admin,
 * a visitor's accepted proposal, OpenStreetMap's service_times, or the local sample data.
 */
export const TIMES_SOURCES = ['shul', 'admin', 'visitor', 'osm', 'sample'] as const;
export type TimesSource = (typeof TIMES_SOURCES)[number];

/**
 * What a change-log entry changed: the listing's details, one minyan rule, one announcement, or
 * several of its minyan rules at once (`schedule`: an accepted proposal, undone as one).
 */
export const CHANGE_ENTITIES = ['listing', 'minyan', 'announcement', 'schedule'] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

export const CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** Who made a change: an admin, a listing's manager, an approved location request, an accepted visitor proposal, an import. */
export const CHANGE_ACTORS = ['admin', 'manager', 'request', 'proposal', 'import'] as const;
export type ChangeActor = (typeof CHANGE_ACTORS)[number];
