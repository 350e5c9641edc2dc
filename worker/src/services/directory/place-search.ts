// Directory search by place (docs/api.md: Places, calendar and zmanim): when the search text names a
// place (a city, a neighbourhood, a postal code, in any script) and few listings match it as
// text, the listings nearest that place, nearest first. And the search box's suggestions: the
// directory's own cities, then places from the gazetteer.
import { nameKey } from '#domain/place-names.ts';
import type { PlaceSearch } from '#contract/places.ts';
import { NEAR_ME_RADIUS_KM, SUGGEST_LIMIT } from '#contract/synagogues.ts';
import type { Db } from '../../db.ts';
import { citySuggestQuery, cityLabels, countQuery, listSynagogues, suggestCities, toCount } from './reads.ts';
import { resolvePlaceAlong, suggestPlacesAlong, type ResolveOptions } from '../places/gazetteer.ts';

/** Fewer text matches than this, and a place the text names, bring in the listings near it. */
export const FEW_TEXT_MATCHES = 5;
/** How many nearby listings are shown. */
export const NEAR_PLACE_LIMIT = 20;

/**
 * The place and the text's count in one D1 round trip; the listings near the place, when it
 * lists them, in a second (that statement needs the place's coordinates).
 */
export async function searchByPlace(db: Db, text: string, options: ResolveOptions = {}): Promise<PlaceSearch> {
  const none: PlaceSearch = { place: null, listings: [] };
  const { place: resolved, alongside: counted } = await resolvePlaceAlong(
    db,
    text,
    { ...options, exactOnly: true },
    countQuery(db, { search: text }),
  );
  if (!resolved || (counted && toCount(counted).count >= FEW_TEXT_MATCHES)) return none;
  const { choices: _choices, ...place } = resolved;
  const listings = await listSynagogues(
    db,
    { near: { lat: place.latitude, lng: place.longitude, radiusKm: NEAR_ME_RADIUS_KM } },
    { limit: NEAR_PLACE_LIMIT, offset: 0 },
  );
  return { place, listings };
}

/** The search box's suggestions (plain strings): cities with listings first, then gazetteer places. */
export async function suggestSearch(db: Db, text: string, options: ResolveOptions = {}): Promise<string[]> {
  if ([...text.trim()].length < 2) return suggestCities(db, text);
  // The directory's cities and the gazetteer's places in one round trip.
  const { places, alongside } = await suggestPlacesAlong(db, text, SUGGEST_LIMIT, options, citySuggestQuery(db, text));
  const cities = alongside ? cityLabels(alongside) : [];
  if (cities.length >= SUGGEST_LIMIT) return cities;
  // 'New York, NY' is already offered as the directory's 'New York, NY, USA', 'Zurich' as 'Zürich'.
  const shown = cities.map(nameKey);
  const labels: string[] = [];
  for (const { label } of places) {
    const key = nameKey(label);
    if (shown.some((s) => s === key || s.startsWith(`${key} `))) continue;
    shown.push(key);
    labels.push(label);
  }
  return [...cities, ...labels].slice(0, SUGGEST_LIMIT);
}
