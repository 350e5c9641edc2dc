// Real rows of the gazetteer (GeoNames' cities500, as `npm run build-places` reads it) for the
// city pages' tests: Lod and Ramla with their Hebrew and Russian names, Brooklyn and Borough Park
// (a section of it, `area` as the build finds it), New York City, Paris, and the two Prospect
// Parks of New Jersey (one state, one name). Alternate names are those cities500 lists in the
// Latin, Hebrew and Cyrillic scripts, the ones the build indexes (a few Latin ones left out).
import type { PlaceTestRow } from './places.ts';

const city = (
  geonameid: number,
  name: string,
  admin1: string,
  country: string,
  latitude: number,
  longitude: number,
  tzid: string,
  population: number,
  featureCode: string,
  names: string[] = [],
  area: string | null = null,
): PlaceTestRow => ({
  kind: 'city',
  name,
  asciiName: name,
  admin1,
  country,
  zip: null,
  latitude,
  longitude,
  tzid,
  population,
  geonameid,
  featureCode,
  area,
  names,
});

export const LOD = 294421;
export const RAMLA = 293768;
export const BROOKLYN = 5110302;
export const BOROUGH_PARK = 5109790;
export const NEW_YORK_CITY = 5128581;
export const PARIS = 2988507;
export const PROSPECT_PARK_SMALLER = 5102970;
export const PROSPECT_PARK_LARGER = 5102973;

export const CITY_PAGE_PLACES: PlaceTestRow[] = [
  city(LOD, 'Lod', '02', 'IL', 31.9467, 34.8903, 'Asia/Jerusalem', 77223, 'PPL', ['Lida', 'Lidd', 'Lydda', 'Lūd', 'Лод', 'לד', 'לוד']),
  city(RAMLA, 'Ramla', '02', 'IL', 31.92923, 34.86563, 'Asia/Jerusalem', 76246, 'PPLA', ['Рамла', 'רמלה']),
  city(BROOKLYN, 'Brooklyn', 'NY', 'US', 40.6501, -73.94958, 'America/New_York', 2736074, 'PPLA2', ['Бруклин', 'ברוקלין']),
  city(
    BOROUGH_PARK,
    'Borough Park',
    'NY',
    'US',
    40.63399,
    -73.99681,
    'America/New_York',
    149248,
    'PPL',
    ['Боро-Парк', 'בארא פארק', 'בורו פארק'],
    'Brooklyn',
  ),
  city(NEW_YORK_CITY, 'New York City', 'NY', 'US', 40.71427, -74.00597, 'America/New_York', 8804190, 'PPL', [
    'New York',
    'Нью-Йорк',
    'ניו יורק',
  ]),
  city(PARIS, 'Paris', '11', 'FR', 48.85341, 2.3488, 'Europe/Paris', 2138551, 'PPLC', ['Lutèce', 'París', 'Париж', 'פריז']),
  city(PROSPECT_PARK_SMALLER, 'Prospect Park', 'NJ', 'US', 40.24039, -74.76627, 'America/New_York', 5794, 'PPL'),
  city(PROSPECT_PARK_LARGER, 'Prospect Park', 'NJ', 'US', 40.93704, -74.17431, 'America/New_York', 5953, 'PPL', ['Проспект Парк']),
];
