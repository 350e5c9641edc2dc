// Local sample data for `npm start` and the browser tests. Every listing is marked
// `source = 'sample'` and says so in its notes: names and addresses are of well-known
// synagogues, but phone numbers are fictional (555-01xx) and details are not verified.
import type { Nusach } from '#domain/enums.ts';

export const SAMPLE_NOTE = 'Sample data for local development: not a verified listing.';

type Listing = [
  name: string,
  address: string,
  city: string,
  state: string | null,
  zip: string | null,
  country: string,
  lat: number,
  lng: number,
  nusach: Nusach | null,
  /** wheelchair, mikve, parking, youth */
  amenities: string,
  phone?: string | null,
  website?: string | null,
];

export const SAMPLE_LISTINGS: Listing[] = [
  ['Congregation Shearith Israel', '8 W 70th St', 'New York', 'NY', '10023', 'USA', 40.775, -73.9781, 'sefard', 'w--y', '+1 212-555-0101', 'https://shearithisrael.org'],
  ['Park East Synagogue', '163 E 67th St', 'New York', 'NY', '10065', 'USA', 40.7665, -73.9634, 'ashkenaz', 'w--y', '+1 212-555-0102'],
  ['Congregation Kehilath Jeshurun', '125 E 85th St', 'New York', 'NY', '10028', 'USA', 40.7788, -73.9565, 'ashkenaz', 'w--y', '+1 212-555-0103'],
  ['Central Synagogue', '652 Lexington Ave', 'New York', 'NY', '10022', 'USA', 40.7596, -73.9702, null, 'w---', '+1 212-555-0104'],
  ['The Jewish Center', '131 W 86th St', 'New York', 'NY', '10024', 'USA', 40.7869, -73.9746, 'ashkenaz', 'w--y', '+1 212-555-0105'],
  ['Eldridge Street Synagogue', '12 Eldridge St', 'New York', 'NY', '10002', 'USA', 40.7147, -73.9937, 'ashkenaz', '----'],
  ['770 Eastern Parkway (Chabad World Headquarters)', '770 Eastern Pkwy', 'Brooklyn', 'NY', '11213', 'USA', 40.6693, -73.9425, 'arizal', 'wm-y', '+1 718-555-0110'],
  ['Young Israel of Flatbush', '1012 Avenue I', 'Brooklyn', 'NY', '11230', 'USA', 40.6251, -73.9651, 'ashkenaz', 'w--y', '+1 718-555-0111'],
  ['Shaare Zion Congregation', '2030 Ocean Pkwy', 'Brooklyn', 'NY', '11223', 'USA', 40.6035, -73.9672, 'mizrachi', 'w-py', '+1 718-555-0112'],
  ['Kane Street Synagogue', '236 Kane St', 'Brooklyn', 'NY', '11231', 'USA', 40.6857, -73.9964, null, 'w--y'],
  ['Congregation Beth Elohim', '274 Garfield Pl', 'Brooklyn', 'NY', '11215', 'USA', 40.6743, -73.9741, null, 'w--y'],
  ['Agudath Israel of Boro Park', '4511 14th Ave', 'Brooklyn', 'NY', '11219', 'USA', 40.6346, -73.9888, 'ashkenaz', '---y', '+1 718-555-0113'],
  ['Sephardic Temple Tifereth Israel', '10500 Wilshire Blvd', 'Los Angeles', 'CA', '90024', 'USA', 34.0638, -118.4335, 'sefard', 'w-py', '+1 310-555-0120'],
  ['Young Israel of Century City', '9317 W Pico Blvd', 'Los Angeles', 'CA', '90035', 'USA', 34.0551, -118.3921, 'ashkenaz', 'w-py', '+1 310-555-0121'],
  ['Anshe Sholom B\'nai Israel', '540 W Melrose St', 'Chicago', 'IL', '60657', 'USA', 41.9405, -87.6426, 'ashkenaz', 'w--y', '+1 773-555-0130'],
  ['Temple Israel of Greater Miami', '137 NE 19th St', 'Miami', 'FL', '33132', 'USA', 25.7948, -80.1916, null, 'w-p-', '+1 305-555-0140'],
  ['Congregation Mikveh Israel', '44 N 4th St', 'Philadelphia', 'PA', '19106', 'USA', 39.9509, -75.1466, 'sefard', 'w---'],
  ['Young Israel of Brookline', '62 Green St', 'Brookline', 'MA', '02446', 'USA', 42.3434, -71.1194, 'ashkenaz', 'w--y', '+1 617-555-0150'],
  ['Beth Tfiloh Congregation', '3300 Old Court Rd', 'Baltimore', 'MD', '21208', 'USA', 39.3686, -76.7297, 'ashkenaz', 'w-py', '+1 410-555-0160'],
  ['Adas Israel Congregation', '2850 Quebec St NW', 'Washington', 'DC', '20008', 'USA', 38.9306, -77.0604, null, 'w-py'],
  ['Beth Jacob Congregation', '1855 N Highland Ave NE', 'Atlanta', 'GA', '30306', 'USA', 33.8035, -84.3533, 'ashkenaz', 'wmpy', '+1 404-555-0170'],
  ['Beth Tzedec Congregation', '1700 Bathurst St', 'Toronto', 'ON', 'M5P 3K3', 'Canada', 43.6975, -79.4249, null, 'w-py'],
  ['Spanish and Portuguese Synagogue of Montreal', '4894 Av. de St-Kevin', 'Montreal', 'QC', 'H3W 1P2', 'Canada', 45.4947, -73.6284, 'sefard', 'w-py'],
  ['Bevis Marks Synagogue', '4 Heneage Ln', 'London', null, 'EC3A 5DQ', 'United Kingdom', 51.5143, -0.0783, 'sefard', '----'],
  ['Central Synagogue London', '36-40 Hallam St', 'London', null, 'W1W 6NW', 'United Kingdom', 51.5214, -0.1444, 'ashkenaz', 'w---'],
  ['Grande Synagogue de la Victoire', '44 Rue de la Victoire', 'Paris', null, '75009', 'France', 48.8754, 2.3372, 'ashkenaz', '----'],
  ['Synagogue de la rue des Tournelles', '21 Bis Rue des Tournelles', 'Paris', null, '75004', 'France', 48.8546, 2.3664, 'sefard', '----'],
  ['Neue Synagoge', 'Oranienburger Str. 28-30', 'Berlin', null, '10117', 'Germany', 52.5249, 13.3945, null, 'w---'],
  ['Portuguese Synagogue', 'Mr. Visserplein 3', 'Amsterdam', null, '1011 RD', 'Netherlands', 52.3672, 4.9053, 'sefard', '----'],
  ['Synagoge Löwenstrasse', 'Löwenstrasse 10', 'Zürich', null, '8001', 'Switzerland', 47.3743, 8.5349, 'ashkenaz', '----'],
  ['Stadttempel', 'Seitenstettengasse 4', 'Vienna', null, '1010', 'Austria', 48.2117, 16.3746, 'ashkenaz', '----'],
  ['Great Synagogue of Rome', 'Via Catalana', 'Rome', null, '00186', 'Italy', 41.8918, 12.4777, null, 'w---'],
  ['Jerusalem Great Synagogue', '56 King George St', 'Jerusalem', null, null, 'Israel', 31.7771, 35.2171, 'ashkenaz', 'w--y'],
  ['Hurva Synagogue', 'Hayehudim St', 'Jerusalem', null, null, 'Israel', 31.7752, 35.2311, 'ashkenaz', '----'],
  ['Great Synagogue of Tel Aviv', '110 Allenby St', 'Tel Aviv', null, null, 'Israel', 32.0652, 34.7737, 'ashkenaz', '----'],
  ['The Great Synagogue Sydney', '187A Elizabeth St', 'Sydney', 'NSW', '2000', 'Australia', -33.8735, 151.2106, 'ashkenaz', 'w---'],
  ['Melbourne Hebrew Congregation', 'Toorak Rd & Arthur St', 'Melbourne', 'VIC', '3141', 'Australia', -37.8398, 144.9893, 'ashkenaz', 'w-py'],
  ['Templo Libertad', 'Libertad 769', 'Buenos Aires', null, 'C1012', 'Argentina', -34.6012, -58.3867, null, '----'],
  ['Great Synagogue Johannesburg', '24 Wolmarans St', 'Johannesburg', null, '2001', 'South Africa', -26.1906, 28.0411, 'ashkenaz', '---y'],
  ['Sinagoga Histórica Justo Sierra', 'Justo Sierra 71', 'Mexico City', null, '06020', 'Mexico', 19.4356, -99.1292, 'ashkenaz', '----'],
  ['Dohány Street Synagogue', 'Dohány u. 2', 'Budapest', null, '1074', 'Hungary', 47.4957, 19.0606, null, 'w---'],
  ['Old New Synagogue', 'Červená 2', 'Prague', null, '110 00', 'Czech Republic', 50.0903, 14.4189, 'ashkenaz', '----'],
];

const AMENITY_FLAGS = ['w', 'm', 'p', 'y'] as const;

export const SYNAGOGUE_COLUMNS = [
  'name', 'address', 'city', 'state', 'zip_code', 'country', 'latitude', 'longitude', 'phone', 'website', 'nusach',
  'has_wheelchair_access', 'has_mikve', 'has_parking', 'has_youth_programs', 'notes', 'source', 'source_id',
] as const;

export function sampleSynagogueRows(): unknown[][] {
  return SAMPLE_LISTINGS.map(([name, address, city, state, zip, country, lat, lng, nusach, amenities, phone, website], i) => [
    name, address, city, state, zip, country, lat, lng, phone ?? null, website ?? null, nusach,
    ...AMENITY_FLAGS.map((f, k) => amenities[k] === f),
    SAMPLE_NOTE, 'sample', `sample/${i + 1}`,
  ]);
}

export const SPONSOR_COLUMNS = ['name', 'website', 'description', 'sponsorship_level', 'is_active', 'display_order'] as const;
export const SAMPLE_SPONSORS: unknown[][] = [
  ['Kosher Travel Co. (sample)', 'https://example.org/travel', 'Sample sponsor for local development.', 'gold', true, 1],
  ['Judaica House (sample)', 'https://example.org/judaica', 'Sample sponsor for local development.', 'silver', true, 2],
  ['Hebrew Books Press (sample)', 'https://example.org/books', 'Sample sponsor for local development.', 'bronze', true, 3],
  ['Inactive Sponsor (sample)', 'https://example.org/inactive', 'Sample inactive sponsor: never shown to visitors.', 'bronze', false, 4],
];

export const AD_COLUMNS = ['title', 'link_url', 'description', 'ad_type', 'placement', 'is_active', 'display_order'] as const;
export const SAMPLE_ADS: unknown[][] = [
  ['Shabbat meals for travellers (sample ad)', 'https://example.org/shabbat', 'Sample ad for local development.', 'text', 'inline', true, 1],
  ['Kosher restaurants near you (sample ad)', 'https://example.org/food', 'Sample ad for local development.', 'banner', 'inline', true, 2],
];
