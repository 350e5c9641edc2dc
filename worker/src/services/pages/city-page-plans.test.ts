// The indexes the city pages and their sitemaps are built for: each statement of a page's one
// round trip reads its own index ranges, never a whole table, whatever the directory's size.
// These read the plans of the real statements.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db.ts';
import { planOfStatement, statementsOf } from '../../../test/statements.ts';
import { readDirectoryPage } from './city-page-read.ts';
import { readSitemapCities, readSitemapIndex } from './sitemaps.ts';

/** The plans of every statement `read` prepares, in order. */
async function plansOf(read: (db: Db) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  for (const statement of await statementsOf(read)) plans.push(await planOfStatement(statement));
  return plans;
}

/** A whole-table read of any of the directory's large tables (an EXISTS that stops at its first row is none). */
const SCAN = /SCAN (synagogues|listing_places|listing_city_counts|minyan_occurrences)\b(?! (EXISTS )?USING (COVERING )?INDEX)/;

describe("a city page's plans", () => {
  it('reads the place by its address, a page of its listings from their index, each next minyan by one seek, and neighbours by position', async () => {
    const [place, listings, neighbours] = await plansOf((db) =>
      readDirectoryPage(db, { kind: 'city', country: 'US', region: 'ny', slug: 'brooklyn' }, 3, new Date()),
    );
    expect(place).toContain('listing_places_address_unique');
    expect(place).toContain('listing_city_counts_key_unique');
    expect(listings).toContain('synagogues_place_active_idx');
    expect(listings).toContain('minyan_occurrences_synagogue_start_idx');
    expect(listings).not.toContain('USE TEMP B-TREE');
    expect(neighbours).toContain('listing_places_lat_lng_idx');
    for (const plan of [place, listings, neighbours]) expect(plan).not.toMatch(SCAN);
  });

  it("reads a country's cities in address order from its index", async () => {
    const [totals, cities] = await plansOf((db) => readDirectoryPage(db, { kind: 'country', country: 'US' }, 2, new Date()));
    for (const plan of [totals, cities]) {
      expect(plan).toContain('listing_places_address_unique');
      expect(plan).not.toMatch(SCAN);
    }
    expect(cities).not.toContain('USE TEMP B-TREE');
  });
});

describe("the sitemaps' plans", () => {
  it("reads each listings file's lastmod by one seek and the cities' count from their index", async () => {
    const [files, cities] = await plansOf((db) => readSitemapIndex(db));
    expect(files).toContain('synagogues_sitemap_file_idx');
    expect(cities).toContain('listing_city_counts_place_updated_idx');
    for (const plan of [files, cities]) expect(plan).not.toMatch(SCAN);
  });

  it('reads a cities file in address order', async () => {
    const [cities] = await plansOf((db) => readSitemapCities(db, 2));
    expect(cities).toContain('listing_places_address_unique');
    expect(cities).not.toContain('USE TEMP B-TREE');
  });
});
