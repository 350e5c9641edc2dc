// OpenStreetMap tags → listing fields (issue 9 Sources). Elements come from Overpass
// (`out center tags`): nodes carry lat/lon, ways and relations a centre.
import type { Nusach } from '../../../../schema/enums.ts';
import type { ImportedListing } from '../jobs/listings.ts';
import { countryName } from './countries.ts';

export interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
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

export type OsmResult =
  | { ok: true; draft: OsmDraft }
  /** Deliberately left out (counted as skipped): no name, or a former synagogue. */
  | { ok: false; reason: 'no-name' | 'former'; failed?: false }
  /** Unusable data (counted as failed): no position. */
  | { ok: false; reason: 'no-location'; failed: true };

/** Lifecycle prefixes OpenStreetMap uses for features that no longer function. */
const FORMER_PREFIXES = ['disused:', 'abandoned:', 'was:', 'demolished:', 'razed:', 'removed:'];

/** A building that was a synagogue, or a historic or disused feature, not a place that holds services. */
export function isFormerSynagogue(tags: Record<string, string>): boolean {
  if (Object.keys(tags).some((k) => FORMER_PREFIXES.some((p) => k.startsWith(p)))) return true;
  if (tags.disused === 'yes' || tags.abandoned === 'yes') return true;
  if (tags.historic && tags.historic !== 'no') return true;
  return tags.building === 'synagogue' && !tags.amenity;
}

/** OpenStreetMap `denomination` values (and common spellings) → the spec's nusach. */
const NUSACH_BY_DENOMINATION: Record<string, Nusach> = {
  ashkenazi: 'ashkenaz',
  ashkenaz: 'ashkenaz',
  ashkenazic: 'ashkenaz',
  sephardi: 'sefard',
  sephardic: 'sefard',
  sefardi: 'sefard',
  sefard: 'sefard',
  spanish_and_portuguese: 'sefard',
  // Nusach Sefard is the Hasidic rite.
  hasidic: 'sefard',
  chassidic: 'sefard',
  hassidic: 'sefard',
  chabad: 'arizal',
  lubavitch: 'arizal',
  chabad_lubavitch: 'arizal',
  arizal: 'arizal',
  ari: 'arizal',
  yemenite: 'temani',
  teimani: 'temani',
  temani: 'temani',
  mizrahi: 'mizrachi',
  mizrachi: 'mizrachi',
  edot_hamizrach: 'mizrachi',
};

/** The nusach a denomination implies, if any ('orthodox', 'reform' and the like imply none). */
export function nusachOf(denomination: string | null | undefined): Nusach | null {
  for (const part of (denomination ?? '').split(';')) {
    // 'Nusach Ari', 'nusach-sefard': the word "nusach" adds nothing.
    const key = part.trim().toLowerCase().replace(/[\s-]+/g, '_').replace(/^nusach_/, '');
    if (NUSACH_BY_DENOMINATION[key]) return NUSACH_BY_DENOMINATION[key];
  }
  return null;
}

const clip = (s: string | null | undefined, max: number): string | null => {
  const t = s?.trim();
  return t ? t.slice(0, max) : null;
};

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
  const name = clip(tags['name:en'] ?? tags.name, 200);
  if (!name) return { ok: false, reason: 'no-name' };
  const latitude = el.lat ?? el.center?.lat;
  const longitude = el.lon ?? el.center?.lon;
  if (latitude === undefined || longitude === undefined) return { ok: false, reason: 'no-location', failed: true };
  const countryCode = clip(tags['addr:country'], 2)?.toUpperCase() ?? null;
  return {
    ok: true,
    draft: {
      listing: {
        sourceId: osmSourceId(el),
        name,
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
      countryCode: countryCode && countryName(countryCode) ? countryCode : null,
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
