// Generates a realistic directory for the benchmark: listings spread over many countries in
// proportion to where synagogues are, at real places (US ZIP centroids from `zipcodes`, world
// cities from the gazetteer's GeoNames cities500, scripts/build-places.ts), with names, streets
// and postal codes in the style of each country. Deterministic for a given seed.
import { createRequire } from 'node:module';
import { distanceKm } from '../../worker/src/services/geo/geo.ts';
import { cityRows, type PlaceSeedRow } from '../build-places.ts';
import { cityPagePath, distinctSlug, placeSlug, regionSegment } from '#domain/city-pages.ts';

const require = createRequire(import.meta.url);

interface Zip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

export type Rng = () => number;

/** mulberry32: small, fast, seedable. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pickOne = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => int(r, 0, 9)).join('');
const letter = (r: Rng) => String.fromCharCode(65 + int(r, 0, 25));

/** Cumulative weights for O(log n) weighted picks. */
function weighted<T>(items: T[], weight: (t: T) => number): (r: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (r) => {
    const x = r() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

/** Share of listings per country (ISO 3166-1 alpha-2), roughly where synagogues are. */
const COUNTRY_WEIGHTS: Record<string, number> = {
  US: 500, IL: 140, FR: 50, CA: 45, GB: 40, AR: 20, RU: 15, DE: 15, AU: 15, BR: 12, ZA: 10, UA: 10,
  HU: 6, MX: 6, NL: 5, BE: 5, IT: 5, CH: 5, CL: 4, UY: 3, TR: 3, SE: 3, ES: 3, AT: 3, PL: 3, CZ: 2,
  VE: 2, PA: 2, CO: 2, PE: 2, NZ: 2, GR: 2, RO: 2, MA: 2, IN: 1, CN: 1, JP: 1, SG: 1, TH: 1, HK: 1,
  DK: 1, NO: 1, FI: 1, IE: 1, PT: 1, CR: 1, FJ: 0.3,
  // Smaller communities, so that the directory spans the 70+ countries the home page promises.
  GE: 0.8, AZ: 0.6, UZ: 0.6, KZ: 0.5, BY: 0.8, LV: 0.6, LT: 0.6, EE: 0.4, MD: 0.5, BG: 0.5, RS: 0.4, HR: 0.4, SK: 0.5, SI: 0.3,
  LU: 0.4, MC: 0.3, GI: 0.3, CY: 0.4, MT: 0.3, EG: 0.3, TN: 0.4, IR: 0.5, ET: 0.3, KE: 0.3, ZW: 0.3, NA: 0.3, BS: 0.3, JM: 0.3,
  CW: 0.4, AW: 0.3, DO: 0.3, EC: 0.4, BO: 0.3, PY: 0.4, GT: 0.4, CU: 0.3, PH: 0.3, KR: 0.3, TW: 0.3, VN: 0.3, AE: 0.4, BH: 0.3,
};

/** Places with large Jewish communities get more listings than their population alone would give. */
const HUBS = new Set([
  'US:Brooklyn:NY', 'US:New York:NY', 'US:Lakewood:NJ', 'US:Monsey:NY', 'US:Spring Valley:NY', 'US:Teaneck:NJ', 'US:Passaic:NJ',
  'US:Far Rockaway:NY', 'US:Lawrence:NY', 'US:Cedarhurst:NY', 'US:Flushing:NY', 'US:Forest Hills:NY', 'US:Staten Island:NY',
  'US:Bronx:NY', 'US:Baltimore:MD', 'US:Silver Spring:MD', 'US:Skokie:IL', 'US:Chicago:IL', 'US:Los Angeles:CA',
  'US:Beverly Hills:CA', 'US:Miami Beach:FL', 'US:Boca Raton:FL', 'US:Hollywood:FL', 'US:Aventura:FL', 'US:Cleveland:OH',
  'US:Southfield:MI', 'US:Philadelphia:PA', 'US:Boston:MA', 'US:Brookline:MA', 'US:Newton:MA', 'US:Atlanta:GA',
  'US:Dallas:TX', 'US:Houston:TX', 'US:Denver:CO', 'US:Seattle:WA', 'US:Saint Louis:MO', 'US:Pittsburgh:PA',
  'US:Cherry Hill:NJ', 'US:Englewood:NJ', 'US:Fair Lawn:NJ', 'US:Highland Park:NJ', 'US:Edison:NJ', 'US:New Rochelle:NY',
  'US:Scarsdale:NY', 'US:White Plains:NY', 'US:Great Neck:NY', 'US:West Hempstead:NY', 'US:Woodmere:NY',
  'IL:Jerusalem', 'IL:Bnei Brak', 'IL:Tel Aviv', 'IL:Haifa', 'IL:Bet Shemesh', "IL:Modi'in Makkabbim Re'ut", 'IL:Netanya', "IL:Ra'anana",
  'FR:Paris', 'FR:Sarcelles', 'FR:Marseille', 'FR:Lyon', 'FR:Nice', 'FR:Strasbourg', 'GB:London', 'GB:Manchester', 'GB:Salford',
  'GB:Gateshead', 'GB:Leeds', 'CA:Toronto', 'CA:Montréal', 'CA:North York', 'CA:Thornhill', 'CA:Vaughan', 'AR:Buenos Aires',
  'AU:Melbourne', 'AU:Sydney', 'ZA:Johannesburg', 'ZA:Cape Town', 'BR:São Paulo', 'BR:Rio de Janeiro', 'MX:Mexico City',
  'RU:Moscow', 'UA:Kyiv', 'UA:Dnipro', 'HU:Budapest', 'BE:Antwerpen', 'DE:Berlin', 'NL:Amsterdam', 'CH:Zürich', 'IT:Rome',
]);

/** ZIP-database place names that GeoNames spells differently. */
const GEONAMES_ALIASES: Record<string, string> = { 'New York:NY': 'New York City:NY', 'Saint Louis:MO': 'St. Louis:MO' };

/** GeoNames admin1 codes to the abbreviations people write, where addresses use them. */
const ADMIN_ABBREVIATIONS: Record<string, Record<string, string>> = {
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
};

const CONGREGATIONS = [
  'Beth El', 'Beth Israel', 'Beth Sholom', 'Beth Jacob', 'Beth Tfiloh', 'Beth Am', 'Beth Torah', 'Beth Hillel', 'Ahavath Achim',
  'Ahavas Yisroel', 'Agudath Israel', 'Anshe Sholom', 'Adath Israel', 'Adas Israel', "B'nai Israel", "B'nai Jeshurun", "B'nai Emunah",
  'Emanu-El', 'Etz Chaim', 'Kehilath Jeshurun', 'Kehillat Shalom', 'Keter Torah', 'Knesseth Israel', 'Kol Ami', 'Kol Israel',
  'Mishkan Israel', 'Ohav Zedek', 'Ohev Shalom', 'Ohr Torah', 'Or Chadash', 'Rodeph Sholom', 'Shaare Zedek', 'Shaarei Tefila',
  'Shaarey Zion', 'Shearith Israel', 'Sons of Israel', 'Tifereth Israel', 'Tiferet Moshe', 'Torat Emet', 'Ahavat Torah', 'Ohel Moshe',
  'Ohel Yaakov', 'Mikveh Israel', 'Netivot Shalom', 'Degel Israel', 'Heichal Shlomo', 'Magen David', 'Beit Yosef', 'Yad Avraham',
  'Zichron Yaakov', 'Anshei Sfard', "Sha'ar HaShamayim", 'Ohr Somayach', 'Beth Medrash Gevoha', 'Chevra Shas', 'Bais Yisroel',
  'Khal Adas Yeshurun', 'Nusach Ari', 'Ateres Yisroel', 'Kehilas Yaakov', 'Beit Menachem', 'Shomrei Emunah', 'Talmud Torah',
];

type Style = 'en' | 'he' | 'fr' | 'de' | 'es' | 'pt' | 'it' | 'nl' | 'hu' | 'ru';
const STYLE: Record<string, Style> = {
  IL: 'he', FR: 'fr', BE: 'fr', DE: 'de', AT: 'de', CH: 'de', AR: 'es', MX: 'es', CL: 'es', UY: 'es', CO: 'es', PE: 'es', VE: 'es',
  PA: 'es', ES: 'es', CR: 'es', BR: 'pt', PT: 'pt', IT: 'it', NL: 'nl', HU: 'hu', RU: 'ru', UA: 'ru',
};

const NAME_TEMPLATES: Record<Style, ((n: string, city: string) => string)[]> = {
  en: [
    (n) => `Congregation ${n}`, (n) => `${n} Synagogue`, (_, c) => `Young Israel of ${c}`, (_, c) => `Chabad of ${c}`,
    (n) => `Temple ${n}`, (n) => `${n} Congregation`, (n) => `Beth Midrash ${n}`, (_, c) => `${c} Hebrew Congregation`,
    (_, c) => `Chabad Lubavitch of ${c}`, (n) => `Khal ${n}`, (_, c) => `Kollel of ${c}`,
  ],
  he: [(n) => `Beit Knesset ${n}`, (n) => n, (_, c) => `Chabad ${c}`, (n) => `Kehilat ${n}`, (_, c) => `Beit Knesset HaGadol ${c}`],
  fr: [(n) => `Synagogue ${n}`, (_, c) => `Grande Synagogue de ${c}`, (_, c) => `Beth Loubavitch ${c}`, (n) => `Communauté ${n}`, (n) => `Oratoire ${n}`],
  de: [(_, c) => `Synagoge ${c}`, (_, c) => `Jüdische Gemeinde ${c}`, (_, c) => `Chabad ${c}`, (n) => `Synagoge ${n}`],
  es: [(n) => `Sinagoga ${n}`, (n) => `Templo ${n}`, (n) => `Comunidad ${n}`, (_, c) => `Jabad ${c}`],
  pt: [(n) => `Sinagoga ${n}`, (n) => `Congregação ${n}`, (_, c) => `Beit Chabad ${c}`],
  it: [(_, c) => `Sinagoga di ${c}`, (n) => `Tempio ${n}`, (_, c) => `Comunità Ebraica di ${c}`],
  nl: [(n) => `Synagoge ${n}`, (_, c) => `Joodse Gemeente ${c}`, (_, c) => `Chabad ${c}`],
  hu: [(_, c) => `${c} Zsinagóga`, (n) => `${n} Synagogue`, (_, c) => `Chabad ${c}`],
  ru: [(_, c) => `${c} Synagogue`, (_, c) => `Chabad ${c}`, (n) => `${n} Synagogue`, (_, c) => `Beit Menachem ${c}`],
};

const STREETS: Record<Style, (r: Rng) => string> = {
  en: (r) => `${int(r, 1, 9999)} ${pickOne(r, ['Main St', 'Oak Ave', 'Maple Ave', 'Park Ave', 'Ocean Pkwy', 'Washington Blvd', 'Elm St', 'Church St', 'Highland Ave', 'Lincoln Rd', 'Broadway', 'Chestnut St', 'Cedar Ln', 'Hillcrest Dr', 'Avenue J', 'Kings Hwy', 'Old Court Rd', 'Grand Ave', 'Central Ave', 'Forest Rd', 'Golders Green Rd', 'High Street', 'Station Road'])}`,
  he: (r) => `${pickOne(r, ['HaRav Kook St', 'Herzl St', 'Jabotinsky St', 'Rothschild Blvd', 'Ben Yehuda St', 'Rabbi Akiva St', "HaNevi'im St", 'Bar Ilan St', 'Weizmann St', 'King George St'])} ${int(r, 1, 120)}`,
  fr: (r) => `${int(r, 1, 150)} ${pickOne(r, ['Rue de la Victoire', 'Rue des Rosiers', 'Boulevard Voltaire', 'Avenue de la République', 'Rue Pavée', 'Rue Saint-Lazare', 'Avenue Jean Jaurès', 'Rue de Paris', 'Rue du Temple'])}`,
  de: (r) => `${pickOne(r, ['Oranienburger Str.', 'Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Lindenstraße', 'Synagogenstraße'])} ${int(r, 1, 140)}`,
  es: (r) => `${pickOne(r, ['Calle Libertad', 'Avenida Corrientes', 'Calle Mayor', 'Avenida Pueyrredón', 'Calle Paso', 'Avenida Reforma'])} ${int(r, 1, 3000)}`,
  pt: (r) => `${pickOne(r, ['Rua Martinho Prado', 'Avenida Paulista', 'Rua Augusta', 'Rua da Consolação'])}, ${int(r, 1, 2000)}`,
  it: (r) => `${pickOne(r, ['Via Catalana', 'Via Roma', 'Corso Italia', 'Via Garibaldi', 'Lungotevere de Cenci'])} ${int(r, 1, 200)}`,
  nl: (r) => `${pickOne(r, ['Jodenbreestraat', 'Kerkstraat', 'Lekstraat', 'Van der Boechorststraat'])} ${int(r, 1, 200)}`,
  hu: (r) => `${pickOne(r, ['Dohány u.', 'Kazinczy u.', 'Rumbach Sebestyén u.', 'Király u.'])} ${int(r, 1, 120)}`,
  ru: (r) => `${pickOne(r, ['Bolshaya Bronnaya St', 'Lenina St', 'Sadovaya St', 'Shota Rustaveli St'])} ${int(r, 1, 120)}`,
};

/** Postal codes in each country's own shape; null where addresses usually carry none. */
function postalCode(r: Rng, country: string): string | null {
  switch (country) {
    case 'FR': case 'DE': case 'IT': case 'ES': case 'MX': case 'UA': case 'TR': case 'MA': case 'FI':
      return digits(r, 5);
    case 'IL':
      return digits(r, 7);
    case 'GB':
      return `${letter(r)}${letter(r)}${int(r, 1, 20)} ${int(r, 1, 9)}${letter(r)}${letter(r)}`;
    case 'AR':
      return `C${digits(r, 4)}`;
    case 'AU': case 'AT': case 'BE': case 'CH': case 'HU': case 'ZA': case 'NZ': case 'DK': case 'NO':
      return String(int(r, 1000, 9999));
    case 'NL':
      return `${int(r, 1000, 9999)} ${letter(r)}${letter(r)}`;
    case 'BR':
      return `${digits(r, 5)}-${digits(r, 3)}`;
    case 'RU': case 'IN': case 'CN': case 'SG':
      return digits(r, 6);
    case 'JP':
      return `${digits(r, 3)}-${digits(r, 4)}`;
    case 'CA':
      return `${letter(r)}${int(r, 0, 9)}${letter(r)} ${int(r, 0, 9)}${letter(r)}${int(r, 0, 9)}`;
    default:
      return null;
  }
}

const DIAL: Record<string, string> = { US: '1', CA: '1', IL: '972', FR: '33', GB: '44', AR: '54', AU: '61', DE: '49', RU: '7', BR: '55', ZA: '27' };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Country as listings store it: the default 'USA' for the United States, English names elsewhere. */
const countryName = (code: string) => (code === 'US' ? 'USA' : (regionNames.of(code) ?? code));

const NUSACH = ['ashkenaz', 'ashkenaz', 'ashkenaz', 'sefard', 'sefard', 'arizal', 'mizrachi', 'temani', null, null] as const;

/** A random point within `km` of a place (uniform over the disc), so listings of one city do not stack. */
function jitter(r: Rng, lat: number, lng: number, km: number): [number, number] {
  const d = (km * Math.sqrt(r())) / 111.195;
  const a = r() * 2 * Math.PI;
  const la = lat + d * Math.sin(a);
  const lo = lng + (d * Math.cos(a)) / Math.cos((lat * Math.PI) / 180);
  const wrap = lo > 180 ? lo - 360 : lo < -180 ? lo + 360 : lo;
  return [Math.round(la * 1e6) / 1e6, Math.round(wrap * 1e6) / 1e6];
}

interface Place {
  country: string;
  city: string;
  state: string | null;
  /** The gazetteer place the city is (its listings are tied to it, as the cron would tie them). */
  gazetteer: PlaceSeedRow;
  lat: number;
  lng: number;
  /** US: the place's ZIP codes with their centroids. */
  zips?: Zip[];
  weight: number;
  spreadKm: number;
}

function places(): Map<string, Place[]> {
  // GeoNames' places that exist (not historical, abandoned or destroyed), without the hand-added neighbourhoods.
  const cities = cityRows().filter((c) => c.geonameid !== null && !['PPLH', 'PPLQ', 'PPLW'].includes(c.featureCode!));
  const zipcodes = require('zipcodes') as { codes: Record<string, Zip> };
  const usCities = new Map<string, PlaceSeedRow>();
  for (const c of cities) {
    const key = `${c.name}:${c.admin1}`;
    if (c.country === 'US' && c.population > (usCities.get(key)?.population ?? -1)) usCities.set(key, c);
  }

  const byCountry = new Map<string, Place[]>();
  // United States: one place per (city, state) of the ZIP database that GeoNames knows, weighted
  // by population. ZIPs whose centroid is not near the city (the ZIP data has a few with a wrong
  // sign or 0,0) are left out.
  const us = new Map<string, Place>();
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== 'US' || !/^\d{5}$/.test(z.zip)) continue;
    const key = `${z.city}:${z.state}`;
    const city = usCities.get(GEONAMES_ALIASES[key] ?? key);
    const hub = HUBS.has(`US:${key}`);
    if (!city || (city.population < 20_000 && !hub)) continue;
    const { latitude: lat, longitude: lng } = city;
    if (distanceKm(lat, lng, z.latitude, z.longitude) > 40) continue;
    let p = us.get(key);
    if (!p) {
      p = {
        country: 'US',
        city: z.city,
        state: z.state,
        gazetteer: city,
        lat,
        lng,
        zips: [],
        weight: city.population ** 0.75 * (hub ? 6 : 1),
        spreadKm: 0.8,
      };
      us.set(key, p);
    }
    p.zips!.push(z);
  }
  byCountry.set('US', [...us.values()]);

  // Elsewhere: the 150 largest places of each country.
  for (const code of Object.keys(COUNTRY_WEIGHTS)) {
    if (code === 'US') continue;
    const top = cities
      .filter((c) => c.country === code)
      .sort((a, b) => b.population - a.population)
      .slice(0, 150)
      .map((c) => ({
        country: code,
        city: c.name,
        // Canadian provinces come as postal abbreviations already (build-places).
        state: code === 'CA' ? c.admin1 : (ADMIN_ABBREVIATIONS[code]?.[c.admin1 ?? ''] ?? null),
        gazetteer: c,
        lat: c.latitude,
        lng: c.longitude,
        weight: c.population ** 0.75 * (HUBS.has(`${code}:${c.name}`) ? 6 : 1),
        spreadKm: 0.3 + Math.min(3, Math.sqrt(c.population) / 1000),
      }));
    if (top.length) byCountry.set(code, top);
  }
  return byCountry;
}

export const LISTING_COLUMNS = [
  'name', 'address', 'city', 'state', 'zip_code', 'country', 'latitude', 'longitude', 'phone', 'website', 'nusach',
  'has_wheelchair_access', 'has_mikve', 'has_parking', 'has_youth_programs', 'is_active', 'source', 'source_id', 'place_id',
] as const;

export interface GeneratedListing {
  row: unknown[];
  name: string;
  city: string;
  state: string | null;
  country: string;
  zipCode: string | null;
  lat: number;
  lng: number;
  /** The gazetteer place the listing is tied to. */
  place: PlaceSeedRow;
}

/** `count` listings; about 1% inactive (removed), as in a directory that has been curated for a while. */
export function generateListings(count: number, seed = 5786): GeneratedListing[] {
  const r = rng(seed);
  const byCountry = places();
  const countries = Object.keys(COUNTRY_WEIGHTS).filter((c) => byCountry.has(c));
  const pickCountry = weighted(countries, (c) => COUNTRY_WEIGHTS[c]!);
  const pickers = new Map([...byCountry].map(([code, list]) => [code, weighted(list, (p) => p.weight)]));
  const out: GeneratedListing[] = [];
  for (let i = 0; i < count; i++) {
    const code = pickCountry(r);
    const place = pickers.get(code)!(r);
    const style = STYLE[code] ?? 'en';
    const zip = place.zips ? pickOne(r, place.zips) : null;
    const [lat, lng] = zip ? jitter(r, zip.latitude, zip.longitude, place.spreadKm) : jitter(r, place.lat, place.lng, place.spreadKm);
    const name = pickOne(r, NAME_TEMPLATES[style])(pickOne(r, CONGREGATIONS), place.city);
    const zipCode = zip ? (r() < 0.1 ? `${zip.zip}-${digits(r, 4)}` : zip.zip) : postalCode(r, code);
    const dial = DIAL[code];
    const phone = r() < 0.8 ? (dial === '1' ? `+1 ${int(r, 201, 989)}-555-${digits(r, 4)}` : `+${dial ?? int(r, 30, 99)} ${digits(r, 2)} ${digits(r, 3)} ${digits(r, 4)}`) : null;
    const slug = name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const country = countryName(code);
    out.push({
      name,
      city: place.city,
      state: place.state,
      country,
      zipCode,
      lat,
      lng,
      place: place.gazetteer,
      row: [
        name, STREETS[style](r), place.city, place.state, zipCode, country, lat, lng, phone,
        r() < 0.45 ? `https://${slug}.example.org` : null, pickOne(r, NUSACH),
        r() < 0.6, r() < 0.15, r() < 0.35, r() < 0.4, r() >= 0.01, 'partner', `bench/${i + 1}`, place.gazetteer.geonameid,
      ],
    });
  }
  return out;
}

export const LISTING_PLACE_COLUMNS = ['place_id', 'country', 'region', 'slug', 'name', 'latitude', 'longitude'] as const;

/**
 * The `listing_places` rows of the generated listings' places, as the cron writes them
 * (worker/src/services/places/listing-place.ts), slugs distinct among them by the same rule,
 * with each place's page path (the bench asks for city pages).
 */
export function generatedListingPlaces(listings: readonly GeneratedListing[]): { rows: unknown[][]; paths: Map<number, string> } {
  const places = [...new Map(listings.map((l) => [l.place.geonameid!, l.place])).values()];
  const scopes = new Map<string, PlaceSeedRow[]>();
  for (const p of places) {
    const key = `${p.country}/${regionSegment(p.country, p.admin1)}/${placeSlug(p.name, p.geonameid!)}`;
    scopes.set(key, [...(scopes.get(key) ?? []), p]);
  }
  const rows: unknown[][] = [];
  const paths = new Map<number, string>();
  for (const same of scopes.values()) {
    for (const p of same) {
      const id = p.geonameid!;
      const address = {
        country: p.country,
        region: regionSegment(p.country, p.admin1),
        slug: distinctSlug({ geonameid: id, population: p.population }, placeSlug(p.name, id), same.map((o) => ({ geonameid: o.geonameid!, population: o.population }))),
      };
      rows.push([id, address.country, address.region, address.slug, p.name, p.latitude, p.longitude]);
      paths.set(id, cityPagePath(address));
    }
  }
  return { rows, paths };
}
