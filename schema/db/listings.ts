// The directory: listings, and the totals per city and country that triggers keep for them.
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp, createdAt, updatedAt, flag } from './columns.ts';
import type { Locale } from '#domain/languages.ts';
import { GEOCODE_PRECISIONS, LISTING_SOURCES, NUSACH, TIMES_SOURCES } from '#domain/enums.ts';
import type { ListingNames } from '#domain/listing-names.ts';
import {
  NEAR_BAND_ACTIVE_INDEX,
  NEAR_BAND_INDEX,
  activeLiteral,
  foldedName,
  latitudeBand,
  mapPriority,
  namesText,
  nearBand,
  sitemapFile,
} from './sql.ts';

export const synagogues = sqliteTable(
  'synagogues',
  {
    // An INTEGER PRIMARY KEY is SQLite's rowid, which the FTS5 index points at.
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    /** The name in Hebrew (OpenStreetMap's name:he, or a name written in Hebrew), shown right-to-left and searchable. */
    hebrewName: text(),
    /** The name in English, French, Spanish and Russian (OpenStreetMap's name:xx): shown on those pages, and searchable. */
    names: text({ mode: 'json' }).$type<ListingNames>(),
    /**
     * `names`' values as one text, computed (never stored): the full-text index (`synagogues_fts`,
     * migrations: listing names) indexes a column of this table by its name, and JSON's keys
     * would be words in it. Not part of a listing the API answers.
     */
    namesText: text().generatedAlwaysAs(namesText, { mode: 'virtual' }),
    address: text().notNull(),
    city: text().notNull(),
    state: text(),
    zipCode: text(),
    country: text().notNull().default('USA'),
    // Stored as REAL for distance and viewport queries; the API renders them as decimal strings.
    latitude: real(),
    longitude: real(),
    phone: text(),
    website: text(),
    nusach: text({ enum: NUSACH }),
    hasWheelchairAccess: flag(false),
    hasMikve: flag(false),
    hasParking: flag(false),
    hasYouthPrograms: flag(false),
    googlePlaceId: text().unique(),
    openingHours: text({ mode: 'json' }).$type<unknown>(),
    minyanTimes: text(),
    amenities: text({ mode: 'json' }).$type<string[]>(),
    notes: text(),
    isActive: flag(true),
    /** Why an import deactivated the listing (its source no longer has it); cleared when the source has it again. */
    inactiveReason: text(),
    source: text({ enum: LISTING_SOURCES }).notNull().default('admin'),
    sourceId: text(),
    /** Fields an admin changed by hand: an import never overwrites them. */
    editedFields: text({ mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    geocodePrecision: text({ enum: GEOCODE_PRECISIONS }),
    /** When a visitor or admin last confirmed the minyan times. */
    timesConfirmedAt: timestamp(),
    /** Where the minyan times came from (null: no times yet). */
    timesSource: text({ enum: TIMES_SOURCES }),
    /** OpenStreetMap's service_times/opening_hours text that could not be turned into rules, shown as published. */
    osmServiceTimes: text(),
    /**
     * The listing's city as a gazetteer place: its GeoNames id (`places.geonameid`), so that one
     * city spelled two ways (לוד, Lod) is one city. Null until the cron or a save ties it
     * (worker/src/services/places/listing-place.ts), 0 when no place was found; a change of the
     * address or position sets it back to null (migrations: listing places).
     */
    placeId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('synagogues_source_source_id_unique').on(t.source, t.sourceId),
    index('synagogues_city_idx').on(t.city),
    index('synagogues_zip_code_idx').on(t.zipCode),
    index('synagogues_lat_lng_idx').on(t.latitude, t.longitude),
    index('synagogues_is_active_name_idx').on(t.isActive, t.name),
    // The map viewport (worker/src/services/directory/reads.ts): a crowded box walks listings in
    // priority order and stops at its page; a sparse one reads its own whole-degree bands.
    index('synagogues_map_priority_idx').on(mapPriority(t.id), t.latitude, t.longitude),
    index('synagogues_latitude_band_idx').on(latitudeBand(t.latitude), t.longitude, t.latitude),
    // The text search's first tier (the same file): names that start with the words typed.
    index('synagogues_folded_name_idx').on(foldedName(t.name)),
    index('synagogues_hebrew_name_idx').on(t.hebrewName),
    // Near-me (the same file): a circle of a few km reads its own narrow bands, not a thin
    // stripe of latitude round the whole world. The public reads only active listings, from an
    // index of those alone; an admin's near-me with removed listings reads the other.
    index(NEAR_BAND_INDEX).on(nearBand(t.latitude), t.longitude, t.latitude),
    index(NEAR_BAND_ACTIVE_INDEX).on(nearBand(t.latitude), t.longitude, t.latitude).where(activeLiteral(t.isActive)),
    // A city page's list (worker/src/services/pages/city-page-read.ts): its active listings by
    // name, a page at a time, from this index alone.
    index('synagogues_place_active_idx').on(t.placeId, foldedName(t.name), t.id).where(activeLiteral(t.isActive)),
    // The listings the cron has yet to tie to a place.
    index('synagogues_place_untied_idx')
      .on(t.id)
      .where(sql`${t.placeId} IS NULL`),
    // The sitemap index's lastmod per listings file: the latest change in each id range is one seek.
    index('synagogues_sitemap_file_idx').on(sitemapFile(t.id), t.updatedAt),
  ],
);

/**
 * The directory's public totals, one row (id 1), kept by triggers on `synagogues` in the same
 * statement as every write (migrations: listing totals): the home page's figures and the
 * unfiltered count read one row instead of aggregating every listing (docs/architecture.md: One
 * D1 round trip per public read).
 */
export const listingTotals = sqliteTable('listing_totals', {
  id: integer().primaryKey(),
  listings: integer().notNull().default(0),
  cities: integer().notNull().default(0),
  countries: integer().notNull().default(0),
});

/**
 * Active listings per city and per country, for listing_totals' distinct counts, the search
 * box's city suggestions and the city pages. A city is its gazetteer place when the listing is
 * tied to one (`key` 'p' and the GeoNames id: לוד and Lod are one row), else its text (`key` 't',
 * country, state ('' when none) and city). A city's `id` is its rowid, named so that it stays put:
 * the suggestions' FTS5 index (`listing_cities_fts`, migrations: listing places) refers to it and
 * indexes `names`, every spelling its listings use.
 */
export const listingCityCounts = sqliteTable(
  'listing_city_counts',
  {
    id: integer().primaryKey(),
    key: text().notNull(),
    placeId: integer(),
    country: text().notNull(),
    state: text().notNull(),
    /** The place's gazetteer name, or the listings' city text. */
    city: text().notNull(),
    /** The city and every other spelling of it among its listings, space-separated, for the suggestions' index. */
    names: text().notNull(),
    listings: integer().notNull(),
    /** The latest change to any of its active listings (a city page's and its sitemap's lastmod). */
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('listing_city_counts_key_unique').on(t.key),
    // The sitemap index: how many cities have pages, and their latest change, from this index alone.
    index('listing_city_counts_place_updated_idx').on(t.placeId, t.updatedAt),
  ],
);

/**
 * The places listings have been tied to, with what their pages need: the address (country,
 * region, slug: #domain/city-pages.ts) and the names in each language. Written when a listing is
 * tied and never removed, so a city's slug stays its own; whether a city has a page is whether
 * its `listing_city_counts` row (key 'p' + placeId) exists.
 */
export const listingPlaces = sqliteTable(
  'listing_places',
  {
    /** The GeoNames id. */
    placeId: integer().primaryKey(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    /** The lower-case state or province code in REGION_COUNTRIES, else ''. */
    region: text().notNull(),
    slug: text().notNull(),
    /** The gazetteer's name, shown in languages with no spelling of their own. */
    name: text().notNull(),
    /** Spellings in the scripts of other languages, from the listings' own addresses ({ he: 'לוד' }). */
    localNames: text({ mode: 'json' })
      .$type<Partial<Record<Locale, string>>>()
      .notNull()
      .default(sql`'{}'`),
    latitude: real().notNull(),
    longitude: real().notNull(),
  },
  (t) => [
    uniqueIndex('listing_places_address_unique').on(t.country, t.region, t.slug),
    index('listing_places_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

export const listingCountryCounts = sqliteTable('listing_country_counts', {
  country: text().primaryKey(),
  listings: integer().notNull(),
});

export type SynagogueRow = typeof synagogues.$inferSelect;
