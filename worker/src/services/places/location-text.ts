// Reads what a visitor types into the location box: a postal code, or the qualifier after a
// place's name ('Springfield, IL', 'Springfield, Illinois', 'Paris, France', 'London, ON',
// 'Jerusalem, IL'). A qualifier that is none of these names another place (gazetteer.ts).
import { nameKey } from '#domain/place-names.ts';
import { asciiFold } from '#domain/places.ts';
import { CA_PROVINCES, US_STATES } from '#domain/regions.ts';

/** Narrows a city search; every given field must match. */
export interface PlaceFilter {
  country?: string;
  admin1?: string;
}

/** A US ZIP (ZIP+4 allowed) or a Canadian postal code, reduced to what the places table keys. */
export function parsePostalCode(text: string): string | null {
  const t = text.trim().toUpperCase();
  const us = /^(\d{5})(?:-\d{4})?$/.exec(t);
  if (us) return us[1]!;
  const ca = /^([A-Z]\d[A-Z])(?:\s?\d[A-Z]\d)?$/.exec(t);
  return ca ? ca[1]! : null;
}

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  america: 'US',
  'united states of america': 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  holland: 'NL',
  'czech republic': 'CZ',
  'eretz yisrael': 'IL',
};

let countries: Map<string, string> | undefined;

/** Travellers write a country's name in these languages too ('Londres, Angleterre', 'Киев, Украина'). */
const COUNTRY_NAME_LOCALES = ['en', 'fr', 'he', 'ru'];

/**
 * Country names (in the normal form of place-names.ts), aliases and ISO codes → ISO code, from
 * the runtime's own CLDR data (built once per isolate).
 */
function countryLookup(): Map<string, string> {
  if (countries) return countries;
  const lookup = new Map(Object.entries(COUNTRY_ALIASES).map(([alias, code]) => [nameKey(alias), code]));
  const A = 'A'.charCodeAt(0);
  for (const locale of COUNTRY_NAME_LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (let i = 0; i < 26; i++) {
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        const name = names.of(code);
        if (!name || name === code) continue;
        const key = nameKey(name);
        if (!lookup.has(key)) lookup.set(key, code);
        if (!lookup.has(code.toLowerCase())) lookup.set(code.toLowerCase(), code);
      }
    }
  }
  countries = lookup;
  return lookup;
}

const byName = (table: Readonly<Record<string, string>>) =>
  new Map(Object.entries(table).map(([code, name]) => [name.toLowerCase(), code]));
const US_BY_NAME = byName(US_STATES);
const CA_BY_NAME = byName(CA_PROVINCES);

/** Every sensible reading of a qualifier: a state, a province, a country, another admin code. */
export function qualifierFilters(text: string): PlaceFilter[] {
  const lower = asciiFold(text).toLowerCase();
  const upper = lower.toUpperCase();
  const filters: PlaceFilter[] = [];
  const us = US_STATES[upper] ? upper : US_BY_NAME.get(lower);
  if (us) filters.push({ country: 'US', admin1: us });
  const ca = CA_PROVINCES[upper] ? upper : CA_BY_NAME.get(lower);
  if (ca) filters.push({ country: 'CA', admin1: ca });
  const country = countryLookup().get(nameKey(text));
  if (country) filters.push({ country });
  // GeoNames' own region codes, e.g. 'ENG', 'ZH'.
  if (!filters.length && /^[A-Z0-9]{1,3}$/.test(upper)) filters.push({ admin1: upper });
  return filters;
}
