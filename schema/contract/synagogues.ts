// The listing: its row, insert and patch shapes are derived from the `synagogues` table
// (schema/db/listings.ts) with drizzle-zod, refined only where the API differs from the column.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from './zod.ts';
import { NUSACH } from '#domain/enums.ts';
import { coordinate, flag, optionalText, optionalUrl, requiredText } from './fields.ts';
import { ADMIN_LIST_MAX, VIEWPORT_LIMIT } from '#domain/listing-limits.ts';
import { openingHours } from './opening-hours.ts';
import { listingTotals, synagogues } from '#db/listings.ts';
import { NAME_LANGUAGES, normalizeNames, type NameLanguage } from '#domain/listing-names.ts';

export { ADMIN_LIST_MAX, NEAR_ME_RADIUS_KM, PUBLIC_LIST_MAX, SEARCH_PAGE_SIZE, VIEWPORT_LIMIT } from '#domain/listing-limits.ts';

const nusachError = `nusach must be one of ${NUSACH.join(', ')}`;
const nusach = z
  .union([z.enum(NUSACH), z.literal(''), z.null()], { error: nusachError })
  .optional()
  .transform((v) => (v ? v : null));

/** A listing's names in English, French, Spanish and Russian, as the API answers them (docs/domain.md: Listings' names). */
export const listingNames = z.object(
  Object.fromEntries(NAME_LANGUAGES.map((l) => [l, z.string().optional()])) as Record<NameLanguage, z.ZodOptional<z.ZodString>>,
);

/**
 * The names as a client sends them: each optional text ('' or missing: none), no other key;
 * stored in NAME_LANGUAGES' order, null when none is given.
 */
const namesInput = z
  .strictObject(
    Object.fromEntries(NAME_LANGUAGES.map((l) => [l, optionalText(200)])) as Record<NameLanguage, ReturnType<typeof optionalText>>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `names may only have ${NAME_LANGUAGES.join(', ')}`
          : 'names must be an object of names by language',
    },
  )
  .nullish()
  .transform((names) => normalizeNames(names));

/** Columns the server keeps for itself: never in a listing a client sends. */
const serverOwned = {
  id: true,
  inactiveReason: true,
  source: true,
  sourceId: true,
  editedFields: true,
  geocodePrecision: true,
  timesConfirmedAt: true,
  timesSource: true,
  osmServiceTimes: true,
  placeId: true,
  createdAt: true,
  updatedAt: true,
} as const;

/**
 * A listing as the API answers it: the row without its import bookkeeping, coordinates as
 * decimal strings, times as ISO strings, openingHours as its schema reads it.
 */
export const synagogueRow = createSelectSchema(synagogues, {
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  openingHours,
  amenities: z.array(z.string()).nullable(),
  timesConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  names: listingNames.nullable(),
})
  .omit({ editedFields: true, sourceId: true, namesText: true })
  .extend({ distanceKm: z.number().optional() });
export type Synagogue = z.output<typeof synagogueRow>;

/**
 * A listing on the map (the viewport's answer, docs/api.md: Directory): what a marker
 * and its popup show. A continent's hundred listings come back without the rest of each row.
 */
export const mapListing = synagogueRow.pick({
  id: true,
  name: true,
  hebrewName: true,
  names: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  country: true,
  latitude: true,
  longitude: true,
  nusach: true,
  phone: true,
  website: true,
});
export type MapListing = z.output<typeof mapListing>;

/**
 * How a form's listing details are read, wherever a listing is proposed or written (admin,
 * manager, a visitor's location request): text trimmed with '' as null, the country 'USA' when
 * blank, checkboxes with the columns' defaults.
 */
export const listingDetailFields = {
  state: optionalText(120),
  zipCode: optionalText(20),
  country: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((v) => v || 'USA'),
  phone: optionalText(50),
  website: optionalUrl('Please enter a valid website URL'),
  nusach,
  hasWheelchairAccess: flag().optional().default(false),
  hasMikve: flag().optional().default(false),
  hasParking: flag().optional().default(false),
  hasYouthPrograms: flag().optional().default(false),
};

/** Admin create (POST /api/synagogues): forms send strings, often empty; flags default as the columns do. */
export const synagogueInput = createInsertSchema(synagogues, {
  name: requiredText('Name is required'),
  hebrewName: optionalText(200),
  names: namesInput,
  address: requiredText('Address is required', 300),
  city: requiredText('City is required', 120),
  ...listingDetailFields,
  latitude: coordinate(-90, 90, 'latitude'),
  longitude: coordinate(-180, 180, 'longitude'),
  googlePlaceId: optionalText(200),
  openingHours: openingHours.optional(),
  minyanTimes: optionalText(2000),
  amenities: z.array(z.string().trim().max(100)).max(50).nullish(),
  notes: optionalText(4000),
  isActive: flag().optional().default(true),
}).omit(serverOwned);
export type SynagogueInput = z.input<typeof synagogueInput>;

/** Admin partial update (PATCH): only the fields sent are changed; no defaults applied. */
export const synagoguePatch = synagogueInput
  .extend({
    hasWheelchairAccess: flag().optional(),
    hasMikve: flag().optional(),
    hasParking: flag().optional(),
    hasYouthPrograms: flag().optional(),
    isActive: flag().optional(),
    country: z.string().trim().min(1).max(80).optional(),
  })
  .partial();
export type SynagoguePatch = z.input<typeof synagoguePatch>;

/** City suggestions: at most this many, and only for queries of at least SUGGEST_MIN_LENGTH characters. */
export const SUGGEST_LIMIT = 10;
export const SUGGEST_MIN_LENGTH = 2;

/**
 * A number in a query string (or a number, when a client builds the query object). Unlike
 * `z.coerce.number()` this refuses '' (which would coerce to 0) and 'Infinity', and names the
 * field in every message.
 */
const queryNumber = (name: string, min: number, max: number, { int = false } = {}) =>
  z.union([z.number(), z.string()], { error: `${name} must be a number` }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
    const problem = !Number.isFinite(n)
      ? `${name} must be a number`
      : int && !Number.isInteger(n)
        ? `${name} must be a whole number`
        : n < min || n > max
          ? `${name} must be from ${min} to ${max}`
          : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return n;
  });

/** The text filter: every word must match, as a prefix; a ZIP code matches the ZIP code. */
const searchText = (name: string) =>
  z
    .string()
    .max(500, { error: `${name} must be at most 500 characters` })
    .optional();

/**
 * GET /api/synagogues and /count: paging, the text filter and near-me. `limit` is capped here
 * at the admin maximum; the route caps the public at PUBLIC_LIST_MAX. With `lat` and `lng` the
 * results are those within `radiusKm`, nearest first; `q`, when also given, still filters.
 * `search` is the same filter under the name the web client sends; both at once are refused, and
 * so is a parameter the query does not know, which would otherwise be silently ignored.
 */
export const synagogueListQuery = z
  .strictObject(
    {
      limit: queryNumber('limit', 1, ADMIN_LIST_MAX, { int: true }).optional(),
      offset: queryNumber('offset', 0, 1_000_000, { int: true }).optional().default(0),
      q: searchText('q'),
      search: searchText('search'),
      lat: queryNumber('lat', -90, 90).optional(),
      lng: queryNumber('lng', -180, 180).optional(),
      radiusKm: queryNumber('radiusKm', 0.1, 20_000).optional(),
      /** Admins only: include inactive (removed) listings. */
      includeInactive: z.enum(['true', 'false'], { error: 'includeInactive must be true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown query parameter: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    error: 'lat and lng must be given together',
    path: ['lng'],
  })
  .refine((q) => q.q === undefined || q.search === undefined, {
    error: 'search is another name for q: give one of them',
    path: ['search'],
  });
export type SynagogueListQuery = z.input<typeof synagogueListQuery>;

/** GET /api/synagogues/viewport. A box whose west is east of its east crosses the antimeridian. */
export const viewportQuery = z
  .object({
    north: queryNumber('north', -90, 90),
    south: queryNumber('south', -90, 90),
    east: queryNumber('east', -180, 180),
    west: queryNumber('west', -180, 180),
    limit: queryNumber('limit', 1, VIEWPORT_LIMIT, { int: true }).optional().default(VIEWPORT_LIMIT),
  })
  .refine((q) => q.south <= q.north, { error: 'south must not be greater than north', path: ['south'] });
export type ViewportQuery = z.input<typeof viewportQuery>;

export const citySuggestQuery = z.object({ q: z.string().max(200, { error: 'q must be at most 200 characters' }).optional().default('') });

export interface CountResponse {
  count: number;
  /** More listings than `count` match: the count stops at a cap (shown as "1,000+"). */
  capped: boolean;
}

/** The home page's figures: the one row of `listing_totals` that triggers keep. */
export const publicStats = createSelectSchema(listingTotals).omit({ id: true });
export type PublicStats = z.output<typeof publicStats>;

export interface AdminStats {
  totalSynagogues: number;
  totalSponsors: number;
  totalAds: number;
  totalSponsorSubmissions: number;
}
