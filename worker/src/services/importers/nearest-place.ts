// The nearest populated place (places table, kind 'city') to each of a batch of points, in one
// query: it completes OpenStreetMap elements that carry no addr:city or addr:country. A city
// section names the city it belongs to (Borough Park → Brooklyn), as postal addresses do.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db.ts';
import { longitudeScale } from '../geo/geo.ts';
import type { NearestPlace } from './osm-mapping.ts';

/** Search radius in degrees of latitude (about 55 km); farther than that, no place is named. */
const RADIUS_DEG = 0.5;

/** For each point, the nearest place within the radius, or undefined. */
export async function nearestPlaces(db: Db, points: { lat: number; lng: number }[]): Promise<(NearestPlace | undefined)[]> {
  if (!points.length) return [];
  // Per point: latitude, longitude, the east-west shrink of a degree there, and the longitude radius.
  const json = JSON.stringify(
    points.map(({ lat, lng }) => {
      const k = Math.max(longitudeScale(lat), 0.01);
      return [lat, lng, k, RADIUS_DEG / k];
    }),
  );
  // The points are unpacked once into a materialized table: read from the JSON inside the
  // inner loop, they would be parsed again for every candidate place (ten times slower).
  const rows = await db.all<{ i: number; name: string; admin1: string | null; country: string }>(sql`
    WITH pt AS MATERIALIZED (
      SELECT key AS i, value ->> '$[0]' AS lat, value ->> '$[1]' AS lng, value ->> '$[2]' AS k, value ->> '$[3]' AS dlng
      FROM json_each(${json}))
    SELECT pt.i, coalesce(p.area, p.name) AS name, p.admin1, p.country
    FROM pt
    JOIN places p ON p.id = (
      SELECT q.id FROM places q
      WHERE q.latitude BETWEEN pt.lat - ${RADIUS_DEG} AND pt.lat + ${RADIUS_DEG}
        AND q.longitude BETWEEN pt.lng - pt.dlng AND pt.lng + pt.dlng
        AND q.kind = 'city'
      ORDER BY (q.latitude - pt.lat) * (q.latitude - pt.lat) + (q.longitude - pt.lng) * (q.longitude - pt.lng) * pt.k * pt.k
      LIMIT 1)`);
  const out: (NearestPlace | undefined)[] = Array.from({ length: points.length });
  for (const r of rows) out[r.i] = { name: r.name, admin1: r.admin1, country: r.country };
  return out;
}
