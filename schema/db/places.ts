// The gazetteer: world places and postal codes (their names are in the place_names table).
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PLACE_KINDS } from '#domain/enums.ts';

/** World places (GeoNames cities500, the newer places of its cities1000, and documented neighbourhoods) and US/CA postal codes, for geocoding and the calendar; their names are in `place_names`. */
export const places = sqliteTable(
  'places',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: PLACE_KINDS }).notNull(),
    name: text().notNull(),
    admin1: text(),
    /** ISO 3166-1 alpha-2 country code. */
    country: text().notNull(),
    zip: text(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    tzid: text().notNull(),
    population: integer().notNull().default(0),
    geonameid: integer(),
    /** GeoNames' feature code ('PPLC', 'PPLX', …); null for postal codes. */
    featureCode: text(),
    /** The larger city a neighbourhood or city section belongs to ('Brooklyn' for Borough Park). */
    area: text(),
  },
  (t) => [
    index('places_zip_idx').on(t.zip),
    uniqueIndex('places_geonameid_unique').on(t.geonameid),
    index('places_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

export type PlaceRow = typeof places.$inferSelect;
