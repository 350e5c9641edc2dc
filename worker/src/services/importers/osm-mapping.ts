// OpenStreetMap tags → listing fields (docs/domain.md: OpenStreetMap import). Elements come from Overpass
// (`out center tags`): nodes carry lat/lon, ways and relations a centre.
import { NAME_LANGUAGES, normalizeNames, type ListingNames } from '#domain/listing-names.ts';
import type { ImportedListing } from '../jobs/imported-listings.ts';
import { countryCode, countryName } from './countries.ts';
import { nusachOf } from './osm-denominations.ts';

export interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  /** `out geom`/`out bb` answers give a way or relation its bounds instead of a centre. */
  bounds?: { minlat: number; minlon: number; maxlat: number; maxlon: number };
  tags?: Record<string, string>;
}

/** An element's position: a node's own, a way's or relation's centre, else the centre of its bounds (as `out center` computes it). */
export function elementPosition(el: OverpassElement): { lat: number; lon: number } | null {
  if (el.lat !== undefined && el.lon !== undefined) return { lat: el.lat, lon: el.lon };
  if (el.center) return el.center;
  if (el.bounds) return { lat: (el.bounds.minlat + el.bounds.maxlat) / 2, lon: (el.bounds.minlon + el.bounds.maxlon) / 2 };
  return null;
}

/**
 * A mapped element before its place is completed: `countryCode` (ISO) and `city` may be
 * missing, to be filled from the nearest populated place; the address is composed once the
 * country is known (house numbers go before or after the street depending on the country).
 */
export interface OsmDraft {
  listing: Omit<ImportedListing, 'address' | 'country'> & { latitude: number; longitude: number };
  countryCode: string | null;
  street: string | null;
  houseNumber: string | null;
  fullAddress: string | null;
}

const clip = (s: string | null | undefined, max: number): string | null => {
  const t = s?.trim();
  return t ? t.slice(0, max) : null;
};

export type OsmResult =
  | { ok: true; draft: OsmDraft }
  /**
   * Deliberately left out (counted as skipped): no name, a place no longer used as a
   * synagogue, or not a synagogue at all (docs/domain.md: OpenStreetMap import).
   */
  | { ok: false; reason: 'no-name' | 'former' | 'not-synagogue'; failed?: false }
  /** Unusable data (counted as failed): no position. */
  | { ok: false; reason: 'no-location'; failed: true };

/** Lifecycle prefixes OpenStreetMap puts on the main tags of a feature that no longer functions. */
const LIFECYCLE_PREFIXES = ['disused:', 'abandoned:', 'was:', 'demolished:', 'razed:', 'removed:', 'destroyed:', 'ruins:'];
/** The main tags whose lifecycle-prefixed form says the place of worship is gone (`was:name` only records an old name). */
const LIFECYCLE_KEYS = new Set(['amenity', 'building', 'religion', 'place_of_worship']);
/** `historic` values of things that are not a functioning building. */
const HISTORIC_NOT_IN_USE = new Set(['ruins', 'memorial', 'monument', 'archaeological_site', 'tomb']);

/**
 * A place no longer used as a synagogue: a lifecycle-prefixed main tag (`disused:amenity`,
 * `abandoned:religion`, …), `disused=yes`/`abandoned=yes`/`ruins=yes`, a historic value of
 * something that is not a working building (ruins, memorial, …), or a `historic=synagogue` or
 * `building=synagogue` that is no longer a place of worship (no `amenity=place_of_worship`).
 * A historic building that still holds services (`historic=building` + the amenity) is active.
 */
export function isFormerSynagogue(tags: Record<string, string>): boolean {
  const lifecycle = Object.keys(tags).some((k) => {
    const prefix = LIFECYCLE_PREFIXES.find((p) => k.startsWith(p));
    return prefix !== undefined && LIFECYCLE_KEYS.has(k.slice(prefix.length));
  });
  if (lifecycle) return true;
  if (tags.disused === 'yes' || tags.abandoned === 'yes' || tags.ruins === 'yes') return true;
  if (tags.historic && HISTORIC_NOT_IN_USE.has(tags.historic)) return true;
  const worship = tags.amenity === 'place_of_worship';
  return !worship && (tags.historic === 'synagogue' || tags.building === 'synagogue');
}

/** Tags that make an element something other than a synagogue, whatever else it carries. */
function otherFeature(tags: Record<string, string>): boolean {
  if (tags.amenity && tags.amenity !== 'place_of_worship') return true;
  if (tags.landuse === 'cemetery' || tags.tomb || tags.tourism === 'museum' || tags.club) return true;
  if (tags.place_of_worship && tags.place_of_worship !== 'synagogue') return true;
  return /messianic/i.test(tags.denomination ?? '');
}

/**
 * Names of places that are not synagogues (English, with the spellings real data has, and
 * Hebrew). "Mikveh Israel" is a congregation's name (Philadelphia, Curaçao), not a mikveh.
 */
const NOT_A_SYNAGOGUE_NAME =
  /\b(cemetery|burial ground|graveyard|tomb|(mikvah|mikveh|mikva|mikve)(?!é?\s+isra[eë]l)|school|kindergarten|nursery|pre-?school|museum)\b|בית עלמין|בית העלמין|בית קברות|(^|\s)קבר\s|מקווה|מקוה|בית ספר|בית הספר|גן ילדים|מוזיאון|סניף/i;
/** A name that says it is a synagogue wins over the words above ("Hebrew School Synagogue"). */
const SYNAGOGUE_NAME =
  /\b(synagogue|synogogue|syangogue|synagoge|sinagoga|synagoga|shul|congregation|temple|templo|tempio)\b|בית כנסת|בית הכנסת|בית מדרש|בית המדרש/i;

/**
 * Whether an element is a synagogue rather than another Jewish place that carries
 * `religion=jewish` (a cemetery, school, kindergarten, mikveh, museum, tomb, youth-movement
 * branch) or a Messianic congregation. The rule (docs/domain.md: OpenStreetMap import): another
 * main feature (`amenity` other than place_of_worship, `landuse=cemetery`, `tomb`,
 * `tourism=museum`, `club`, a `place_of_worship` subtype other than synagogue, a Messianic
 * denomination or name) rules it out; so does a name naming such a place, unless it also says
 * synagogue ("Hebrew School Synagogue").
 */
export function isSynagogue(tags: Record<string, string>, names: string[]): boolean {
  if (otherFeature(tags) || names.some((n) => /\bmessianic\b/i.test(n))) return false;
  return !names.some((n) => NOT_A_SYNAGOGUE_NAME.test(n) && !SYNAGOGUE_NAME.test(n));
}

const HEBREW = /\p{Script=Hebrew}/u;
const LATIN = /\p{Script=Latin}/u;
/** `name:xx` and `name:xx-Script` keys (not `name:etymology` and the like). */
const LANGUAGE_NAME = /^name:[a-z]{2,3}(-[A-Za-z]{4})?$/;

/**
 * The listing's names, in OpenStreetMap's order: `name` (the local name), `name:en`, `name:he`,
 * then any other language's `name:xx`; blanks are skipped. The Hebrew name is `name:he`, else a
 * name written in Hebrew (Israeli mappers often put the Hebrew in `name` alone); `names` keeps
 * `name:en`, `name:fr`, `name:es` and `name:ru` (docs/domain.md: Listings' names). `all` lists
 * every name.
 */
export function osmNames(tags: Record<string, string>): {
  name: string | null;
  hebrewName: string | null;
  names: ListingNames | null;
  all: string[];
} {
  const others = Object.keys(tags)
    .filter((k) => LANGUAGE_NAME.test(k) && k !== 'name:en' && k !== 'name:he')
    .sort();
  const all = ['name', 'name:en', 'name:he', ...others].map((k) => clip(tags[k], 200)).filter((n): n is string => n !== null);
  const hebrewName = clip(tags['name:he'], 200) ?? all.find((n) => HEBREW.test(n) && !LATIN.test(n)) ?? null;
  const names = normalizeNames(Object.fromEntries(NAME_LANGUAGES.map((l) => [l, clip(tags[`name:${l}`], 200)])));
  return { name: all[0] ?? null, hebrewName, names, all };
}

/** The first of several `;`-separated values. */
const first = (s: string | undefined) => s?.split(';')[0];

/** An http(s) URL, with `https://` added to a bare host; null for anything else. */
export function websiteOf(value: string | undefined): string | null {
  const raw = first(value)?.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? withScheme.slice(0, 2048) : null;
  } catch {
    return null;
  }
}

export const osmSourceId = (el: Pick<OverpassElement, 'type' | 'id'>) => `${el.type}/${el.id}`;

/** Maps one Overpass element, or says why it is left out. */
export function mapOsmElement(el: OverpassElement): OsmResult {
  const tags = el.tags ?? {};
  if (isFormerSynagogue(tags)) return { ok: false, reason: 'former' };
  const { name, hebrewName, names, all } = osmNames(tags);
  if (!name) return { ok: false, reason: 'no-name' };
  if (!isSynagogue(tags, all)) return { ok: false, reason: 'not-synagogue' };
  const position = elementPosition(el);
  if (!position) return { ok: false, reason: 'no-location', failed: true };
  const { lat: latitude, lon: longitude } = position;
  return {
    ok: true,
    draft: {
      listing: {
        sourceId: osmSourceId(el),
        name,
        hebrewName,
        names,
        city: clip(tags['addr:city'] ?? tags['addr:town'] ?? tags['addr:village'] ?? tags['addr:hamlet'], 120) ?? '',
        state: clip(tags['addr:state'] ?? tags['addr:province'], 120),
        zipCode: clip(tags['addr:postcode'], 20),
        latitude,
        longitude,
        phone: clip(first(tags.phone ?? tags['contact:phone']), 50),
        website: websiteOf(tags.website ?? tags['contact:website'] ?? tags.url),
        nusach: nusachOf(tags.denomination),
        hasWheelchairAccess: tags.wheelchair === 'yes' || tags.wheelchair === 'designated',
        openingHours: clip(tags.opening_hours, 500),
        minyanTimes: clip(tags.service_times, 2000),
      },
      // 'IL', 'Israel', 'Germany' (any name or code countries.ts knows); an unknown value is ignored.
      countryCode: countryCode(tags['addr:country']),
      street: clip(tags['addr:street'] ?? tags['addr:place'], 200),
      houseNumber: clip(tags['addr:housenumber'], 50),
      fullAddress: clip(tags['addr:full'], 300),
    },
  };
}

/** Countries that write the house number after the street ("Oranienburger Str. 30"). */
const NUMBER_AFTER_STREET = new Set(
  'AR AT BA BE BG BR BY CH CL CO CZ DE DK EE ES FI GR HR HU IL IS IT LT LV ME MK MX NL NO PE PL PT RO RS RU SE SI SK TR UA UY VE'.split(
    ' ',
  ),
);

/** The street address: `addr:full`, or number and street in the country's order. */
export function composeAddress(draft: Pick<OsmDraft, 'street' | 'houseNumber' | 'fullAddress'>, countryCode: string | null): string {
  if (draft.fullAddress) return draft.fullAddress;
  if (!draft.street) return draft.houseNumber ?? '';
  if (!draft.houseNumber) return draft.street;
  return countryCode && NUMBER_AFTER_STREET.has(countryCode)
    ? `${draft.street} ${draft.houseNumber}`
    : `${draft.houseNumber} ${draft.street}`;
}

/** The place an element lacked, from the nearest populated place. */
export interface NearestPlace {
  name: string;
  admin1: string | null;
  country: string;
}

/** Completes a draft: city, state and country from `nearest` where the tags had none. */
export function finishOsmListing(draft: OsmDraft, nearest: NearestPlace | undefined): ImportedListing {
  const code = draft.countryCode ?? nearest?.country ?? null;
  const sameCountry = nearest && nearest.country === code;
  const listing = { ...draft.listing };
  if (!listing.city && sameCountry) listing.city = nearest.name.slice(0, 120);
  // US states and Canadian provinces go by their postal abbreviations; elsewhere admin codes are ids.
  if (!listing.state && sameCountry && (code === 'US' || code === 'CA') && nearest.admin1 && /^[A-Z]{2}$/.test(nearest.admin1)) {
    listing.state = nearest.admin1;
  }
  return { ...listing, address: composeAddress(draft, code), country: countryName(code) ?? '' };
}
