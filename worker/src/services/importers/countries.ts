// Country codes ↔ the English country names listings carry. OpenStreetMap's `addr:country`
// and the places table use ISO 3166-1 alpha-2 codes; listings store a name (country
// defaults to 'USA'). Names come from the runtime's CLDR data (Intl.DisplayNames).

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * Codes CLDR names that are not current countries: withdrawn codes (they would shadow the
 * current code of the same name) and groupings or test regions.
 */
const NOT_COUNTRIES = new Set('AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR EU EZ UN QO XA XB ZZ'.split(' '));

/** Where the directory's own spelling differs from CLDR's. */
const PREFERRED: Record<string, string> = { US: 'USA' };

/** Other spellings people and feeds use for a country. */
const ALIASES: Record<string, string[]> = {
  US: ['United States', 'United States of America', 'US', 'U.S.', 'U.S.A.', 'America'],
  GB: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  CZ: ['Czech Republic'],
  RU: ['Russian Federation'],
  KR: ['Korea', 'Republic of Korea'],
  NL: ['Holland', 'The Netherlands'],
  MK: ['Macedonia'],
  CI: ["Cote d'Ivoire", 'Ivory Coast'],
  TR: ['Turkey', 'Türkiye'],
  AE: ['UAE'],
};

/** Accent- and case-insensitive comparison key. */
export const foldKey = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, "'").trim().toLowerCase();

const isCode = (s: string) => /^[A-Za-z]{2}$/.test(s);

/** The listing's country name for an ISO code ('FR' → 'France', 'US' → 'USA'); null if unknown. */
export function countryName(code: string | null | undefined): string | null {
  if (!code || !isCode(code)) return null;
  const upper = code.toUpperCase();
  if (NOT_COUNTRIES.has(upper)) return null;
  if (PREFERRED[upper]) return PREFERRED[upper];
  const name = regionNames.of(upper);
  return name && name !== upper ? name : null;
}

let byName: Map<string, string> | undefined;

/** Every known name, alias and code, folded, to its ISO code; built on first use. */
function nameIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = countryName(code);
      if (name) byName.set(foldKey(name), code);
    }
  }
  for (const [code, names] of Object.entries(ALIASES)) for (const n of names) byName.set(foldKey(n), code);
  return byName;
}

/** The ISO code of a country given by name, alias or code ('USA' → 'US', 'fr' → 'FR'); null if unknown. */
export function countryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  const trimmed = country.trim();
  if (isCode(trimmed) && countryName(trimmed)) return trimmed.toUpperCase();
  return nameIndex().get(foldKey(trimmed)) ?? null;
}

/** A country given as a code or a name, as the listing's country name (unknown names pass through). */
export function normalizeCountry(country: string | null | undefined): string | null {
  if (!country?.trim()) return null;
  const code = countryCode(country);
  return code ? countryName(code) : country.trim();
}
