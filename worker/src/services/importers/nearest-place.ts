// The nearest populated place (places table, kind 'city') to each of a batch of points, in one
// query: it completes OpenStreetMap elements that carry no addr:city or addr:country.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db.ts';
import type { NearestPlace } from './osm-mapping.ts';

/** Search radius in degrees of latitude (about 55 km); farther than that, no place is named. */
const RADIUS_DEG = 0.5;

/** For each point, the nearest place within the radius, or undefined. */
export async function nearestPlaces(db: Db, points: { lat: number; lng: number }[]): Promise<(NearestPlace | undefined)[]> {
  if (!points.length) return [];
  // Per point: latitude, longitude, the east-west shrink of a degree there, and the longitude radius.
  const json = JSON.stringify(
    points.map(({ lat, lng }) => {
      const k = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
      return [lat, lng, k, RADIUS_DEG / k];
    }),
  );
  const rows = await db.all<{ i: number; name: string; admin1: string | null; country: string }>(sql`
    SELECT j.key AS i, p.name, p.admin1, p.country
    FROM json_each(${json}) AS j
    JOIN places p ON p.id = (
      SELECT q.id FROM places q
      WHERE q.latitude BETWEEN (j.value ->> '$[0]') - ${RADIUS_DEG} AND (j.value ->> '$[0]') + ${RADIUS_DEG}
        AND q.longitude BETWEEN (j.value ->> '$[1]') - (j.value ->> '$[3]') AND (j.value ->> '$[1]') + (j.value ->> '$[3]')
        AND q.kind = 'city'
      ORDER BY (q.latitude - (j.value ->> '$[0]')) * (q.latitude - (j.value ->> '$[0]'))
        + ((q.longitude - (j.value ->> '$[1]')) * (j.value ->> '$[2]')) * ((q.longitude - (j.value ->> '$[1]')) * (j.value ->> '$[2]'))
      LIMIT 1)`);
  const out: (NearestPlace | undefined)[] = Array.from({ length: points.length });
  for (const r of rows) out[r.i] = { name: r.name, admin1: r.admin1, country: r.country };
  return out;
}
