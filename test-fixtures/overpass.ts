// Overpass API answers (POST /api/interpreter, `[out:json]` … `out center tags;`) in the format
// Overpass sends: the `version` / `generator` / `osm3s` envelope, nodes with lat/lon, ways and
// relations with a `center`, and OpenStreetMap tags as mappers write them. The elements are
// modelled on real synagogues' OpenStreetMap objects (names, positions, address and
// denomination tagging); ids are illustrative. Served to the Worker tests and, through the
// loopback upstream server, to the browser tests.
//
// The handler answers the import's worldwide query with every element, as Overpass does.
import { http, HttpResponse } from 'msw';

/** Must equal UPSTREAM_ORIGINS.overpass in upstream.ts (not imported: upstream.ts imports this module). */
export const OVERPASS_ORIGIN = 'https://overpass-api.de';
export const OVERPASS_INTERPRETER = `${OVERPASS_ORIGIN}/api/interpreter`;
export const OVERPASS_STATUS = `${OVERPASS_ORIGIN}/api/status`;

export interface OverpassFixtureElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
}

const pow = { amenity: 'place_of_worship', religion: 'jewish' };

export const OVERPASS_ELEMENTS: OverpassFixtureElement[] = [
  // New York
  {
    type: 'node',
    id: 358396681,
    lat: 40.775,
    lon: -73.9781,
    tags: {
      ...pow,
      name: 'Congregation Shearith Israel',
      'addr:housenumber': '8',
      'addr:street': 'West 70th Street',
      'addr:city': 'New York',
      'addr:state': 'NY',
      'addr:postcode': '10023',
      denomination: 'sephardi',
      wheelchair: 'yes',
      website: 'https://shearithisrael.org',
      phone: '+1 212-873-0300',
      service_times: 'Mo-Fr 07:15; Sa 09:00',
    },
  },
  {
    type: 'way',
    id: 248962127,
    center: { lat: 40.7665, lon: -73.9634 },
    tags: {
      ...pow,
      building: 'synagogue',
      name: 'Park East Synagogue',
      'addr:housenumber': '163',
      'addr:street': 'East 67th Street',
      'addr:city': 'New York',
      'addr:postcode': '10065',
      denomination: 'orthodox',
      'contact:website': 'parkeastsynagogue.org',
    },
  },
  {
    type: 'node',
    id: 2679436201,
    lat: 40.6693,
    lon: -73.9425,
    tags: {
      ...pow,
      name: '770 Eastern Parkway',
      'addr:housenumber': '770',
      'addr:street': 'Eastern Parkway',
      'addr:city': 'Brooklyn',
      'addr:state': 'NY',
      'addr:postcode': '11213',
      denomination: 'chabad',
      opening_hours: 'Mo-Su 06:00-23:00',
    },
  },
  // No name: left out.
  { type: 'node', id: 5188347912, lat: 40.6251, lon: -73.9651, tags: { ...pow } },
  // Montreal
  {
    type: 'way',
    id: 118474651,
    center: { lat: 45.4947, lon: -73.6284 },
    tags: {
      ...pow,
      name: 'Spanish and Portuguese Synagogue of Montreal',
      'addr:housenumber': '4894',
      'addr:street': 'Avenue Saint-Kevin',
      'addr:city': 'Montréal',
      'addr:province': 'QC',
      'addr:postcode': 'H3W 1P2',
      'addr:country': 'CA',
      denomination: 'spanish_and_portuguese',
    },
  },
  // Toronto
  {
    type: 'way',
    id: 24386154,
    center: { lat: 43.6975, lon: -79.4249 },
    tags: {
      ...pow,
      name: 'Beth Tzedec Congregation',
      'addr:housenumber': '1700',
      'addr:street': 'Bathurst Street',
      'addr:city': 'Toronto',
      'addr:postcode': 'M5P 3K3',
      denomination: 'conservative',
      wheelchair: 'limited',
    },
  },
  // London: no addr:city or addr:country (completed from the nearest place)
  {
    type: 'way',
    id: 4253178,
    center: { lat: 51.5143, lon: -0.0783 },
    tags: {
      ...pow,
      name: 'Bevis Marks Synagogue',
      'addr:housenumber': '4',
      'addr:street': 'Heneage Lane',
      'addr:postcode': 'EC3A 5DQ',
      denomination: 'sephardi',
      website: 'https://www.sephardi.org.uk/bevis-marks/',
    },
  },
  // Paris
  {
    type: 'relation',
    id: 3298811,
    center: { lat: 48.8758, lon: 2.3367 },
    tags: {
      ...pow,
      type: 'multipolygon',
      name: 'Grande Synagogue de la Victoire',
      'addr:housenumber': '44',
      'addr:street': 'Rue de la Victoire',
      'addr:postcode': '75009',
      'addr:city': 'Paris',
      'addr:country': 'FR',
      denomination: 'orthodox',
    },
  },
  // Berlin: the house number goes after the street
  {
    type: 'way',
    id: 30232402,
    center: { lat: 52.5249, lon: 13.3947 },
    tags: {
      ...pow,
      name: 'Neue Synagoge',
      'addr:housenumber': '28-30',
      'addr:street': 'Oranienburger Straße',
      'addr:postcode': '10117',
      'addr:city': 'Berlin',
      'addr:country': 'DE',
      denomination: 'liberal',
    },
  },
  // A former synagogue that still carries its old tags: left out.
  {
    type: 'way',
    id: 43715539,
    center: { lat: 52.5289, lon: 13.4154 },
    tags: { ...pow, name: 'Synagoge Rykestraße (former prayer hall)', historic: 'memorial', 'addr:city': 'Berlin' },
  },
  // Jerusalem: Hebrew name with an English one; no addr:city or addr:country
  {
    type: 'way',
    id: 25801924,
    center: { lat: 31.7771, lon: 35.2171 },
    tags: {
      ...pow,
      name: 'בית הכנסת הגדול',
      'name:en': 'Jerusalem Great Synagogue',
      'name:he': 'בית הכנסת הגדול',
      'addr:housenumber': '56',
      'addr:street': 'המלך ג׳ורג׳',
      denomination: 'ashkenazi',
    },
  },
  {
    type: 'node',
    id: 1585938744,
    lat: 31.7752,
    lon: 35.2311,
    tags: { ...pow, name: 'Hurva Synagogue', denomination: 'ashkenazi', wheelchair: 'no' },
  },
  {
    type: 'node',
    id: 2302744178,
    lat: 31.7921,
    lon: 35.2082,
    tags: { ...pow, name: 'Beit Knesset Teimani Ohel Shalom', denomination: 'yemenite', 'addr:city': 'Jerusalem', 'addr:country': 'IL' },
  },
  // Buenos Aires
  {
    type: 'way',
    id: 150983211,
    center: { lat: -34.6006, lon: -58.3848 },
    tags: {
      ...pow,
      name: 'Templo Libertad',
      'addr:housenumber': '769',
      'addr:street': 'Libertad',
      'addr:city': 'Buenos Aires',
      'addr:country': 'AR',
      denomination: 'ashkenazi',
    },
  },
];

const ENVELOPE = {
  version: 0.6,
  generator: 'Overpass API 0.7.62.5 1bd436f1',
  osm3s: {
    timestamp_osm_base: '2026-11-20T03:00:00Z',
    copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
  },
};

/** An Overpass JSON answer holding `elements`, with a `remark` when the query was stopped. */
export const overpassBody = (elements: unknown[], remark?: string) => (remark ? { ...ENVELOPE, elements, remark } : { ...ENVELOPE, elements });

/** The query of an interpreter request (form field `data`, as clients POST it). */
export async function requestQuery(request: { clone(): { arrayBuffer(): Promise<ArrayBuffer> } }): Promise<string> {
  // Read as bytes: workerd warns when a form body is read as text.
  return new URLSearchParams(new TextDecoder().decode(await request.clone().arrayBuffer())).get('data') ?? '';
}

/** An interpreter handler answering the import's worldwide query with `elements`. */
export function overpassHandler(elements: unknown[]) {
  return http.post(OVERPASS_INTERPRETER, async ({ request }) => {
    const query = await requestQuery(request);
    if (!query.includes('out center tags;')) return HttpResponse.text('Error: line 1: parse error: out expected', { status: 400 });
    return HttpResponse.json(overpassBody(elements));
  });
}

export const overpassHandlers = [overpassHandler(OVERPASS_ELEMENTS)];
