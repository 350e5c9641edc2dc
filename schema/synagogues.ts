import { z } from 'zod';
import { NUSACH, type GeocodePrecision, type ListingSource, type Nusach } from './enums.ts';
import { coordinate, flag, optionalText, optionalUrl, requiredText } from './fields.ts';

/** Spec §9: search page size. */
export const SEARCH_PAGE_SIZE = 20;
/** Public callers may page up to 100 rows; admins load up to 5000 (spec §9). */
export const PUBLIC_LIST_MAX = 100;
export const ADMIN_LIST_MAX = 5000;
export const VIEWPORT_LIMIT = 100;

const nusach = z
  .union([z.enum(NUSACH, { error: `nusach must be one of ${NUSACH.join(', ')}` }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const synagogueFields = {
  name: requiredText('Name is required'),
  address: requiredText('Address is required', 300),
  city: requiredText('City is required', 120),
  state: optionalText(120),
  zipCode: optionalText(20),
  country: z.string().trim().max(80).optional().transform((v) => v || 'USA'),
  latitude: coordinate(-90, 90, 'latitude'),
  longitude: coordinate(-180, 180, 'longitude'),
  phone: optionalText(50),
  website: optionalUrl('Please enter a valid website URL'),
  nusach,
  hasWheelchairAccess: flag().optional().default(false),
  hasMikve: flag().optional().default(false),
  hasParking: flag().optional().default(false),
  hasYouthPrograms: flag().optional().default(false),
  googlePlaceId: optionalText(200),
  openingHours: z.unknown().optional(),
  minyanTimes: optionalText(2000),
  amenities: z.array(z.string().trim().max(100)).max(50).nullish(),
  notes: optionalText(4000),
  isActive: flag().optional().default(true),
};

/** Admin create (spec §7 POST /api/synagogues). */
export const synagogueInput = z.object(synagogueFields);
export type SynagogueInput = z.input<typeof synagogueInput>;

/** Admin partial update (PATCH): only the fields sent are changed; no defaults applied. */
export const synagoguePatch = z
  .object({
    ...synagogueFields,
    hasWheelchairAccess: flag().optional(),
    hasMikve: flag().optional(),
    hasParking: flag().optional(),
    hasYouthPrograms: flag().optional(),
    isActive: flag().optional(),
    country: z.string().trim().min(1).max(80).optional(),
  })
  .partial();
export type SynagoguePatch = z.input<typeof synagoguePatch>;

/** GET /api/synagogues and /count: paging and the search filter. */
export const synagogueListQuery = z.object({
  limit: z.coerce.number().int().min(1, { error: 'limit must be at least 1' }).max(ADMIN_LIST_MAX).optional(),
  offset: z.coerce.number().int().min(0, { error: 'offset must be 0 or more' }).max(1_000_000).optional().default(0),
  search: z.string().max(500, { error: 'search must be at most 500 characters' }).optional(),
  lat: z.coerce.number().min(-90).max(90, { error: 'lat must be from -90 to 90' }).optional(),
  lng: z.coerce.number().min(-180).max(180, { error: 'lng must be from -180 to 180' }).optional(),
  radiusKm: z.coerce.number().positive().max(20_000).optional(),
});
export type SynagogueListQuery = z.input<typeof synagogueListQuery>;

/** GET /api/synagogues/viewport. */
export const viewportQuery = z
  .object({
    north: z.coerce.number({ error: 'north must be a number' }).min(-90).max(90),
    south: z.coerce.number({ error: 'south must be a number' }).min(-90).max(90),
    east: z.coerce.number({ error: 'east must be a number' }).min(-180).max(180),
    west: z.coerce.number({ error: 'west must be a number' }).min(-180).max(180),
    limit: z.coerce.number().int().min(1).max(VIEWPORT_LIMIT).optional().default(VIEWPORT_LIMIT),
  })
  .refine((q) => q.south <= q.north, { error: 'south must not be greater than north', path: ['south'] });
export type ViewportQuery = z.input<typeof viewportQuery>;

export const citySuggestQuery = z.object({ q: z.string().max(200).optional().default('') });

/** A listing as the API answers it (spec §3: coordinates as decimal strings). */
export interface Synagogue {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string | null;
  zipCode: string | null;
  country: string;
  latitude: string | null;
  longitude: string | null;
  phone: string | null;
  website: string | null;
  nusach: Nusach | null;
  hasWheelchairAccess: boolean;
  hasMikve: boolean;
  hasParking: boolean;
  hasYouthPrograms: boolean;
  googlePlaceId: string | null;
  openingHours: unknown;
  minyanTimes: string | null;
  amenities: string[] | null;
  notes: string | null;
  isActive: boolean;
  source: ListingSource;
  geocodePrecision: GeocodePrecision | null;
  timesConfirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Present on near-me searches. */
  distanceKm?: number;
}

export interface CountResponse {
  count: number;
}

export interface PublicStats {
  listings: number;
  countries: number;
  cities: number;
}

export interface AdminStats {
  totalSynagogues: number;
  totalSponsors: number;
  totalAds: number;
  totalSponsorSubmissions: number;
}
