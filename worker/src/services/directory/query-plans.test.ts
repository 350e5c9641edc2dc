// The indexes the directory's reads are built for (docs/performance.md): an indexed
// expression serves a query only when the query writes it exactly as the index does, and SQLite
// falls back to a scan without a word. These read the plans of the real statements.
import { describe, expect, it } from 'vitest';
import { NEAR_BAND_ACTIVE_INDEX, NEAR_BAND_INDEX } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import { planOfStatement, statementsOf } from '../../../test/statements.ts';
import { citySuggestQuery, listSynagogues, viewportSynagogues } from './reads.ts';
import { nextMinyanim } from '../minyanim/next.ts';

/** The plan of the statement `read` prepares first, or of the first that names `table`. */
async function planOf(read: (db: Db) => Promise<unknown>, table?: string): Promise<string> {
  return planOfStatement((await statementsOf(read)).find((s) => !table || s.sql.includes(`"${table}"`))!);
}

describe('query plans', () => {
  it("reads a text search's first tier from the folded-name and Hebrew-name indexes", async () => {
    const plan = await planOf((db) => listSynagogues(db, { search: 'Beth El' }, { limit: 20, offset: 0 }));
    expect(plan).toContain('synagogues_folded_name_idx');
    expect(plan).toContain('synagogues_hebrew_name_idx');
  });

  it("reads near-me's rings from the narrow-band index of active listings, and an admin's from the index of all", async () => {
    const near = { lat: 40.68, lng: -73.95 };
    const plan = await planOf((db) => listSynagogues(db, { near }, { limit: 20, offset: 0 }));
    expect(plan).toContain(NEAR_BAND_ACTIVE_INDEX);
    expect(plan).not.toMatch(/SCAN synagogues\b(?! USING)/);
    // With words: from the FTS5 matches or the bands, never a scan of every listing.
    const withWords = await planOf((db) => listSynagogues(db, { near, search: 'Beth El' }, { limit: 20, offset: 0 }));
    expect(withWords).toContain('synagogues_fts');
    expect(withWords).not.toMatch(/SCAN synagogues\b(?! USING)/);
    expect(withWords).not.toContain('synagogues_is_active_name_idx');
    const admin = await planOf((db) => listSynagogues(db, { near, includeInactive: true }, { limit: 20, offset: 0 }));
    expect(admin).toContain(`INDEX ${NEAR_BAND_INDEX} `);
    expect(admin).not.toContain(NEAR_BAND_ACTIVE_INDEX);
  });

  it("writes near-me as the same statement for every point, within D1's 100 parameters", async () => {
    const page = { limit: 20, offset: 0 };
    const [brooklyn] = await statementsOf((db) => listSynagogues(db, { near: { lat: 40.68, lng: -73.95 } }, page));
    const [sydney] = await statementsOf((db) => listSynagogues(db, { near: { lat: -33.87, lng: 151.21 } }, page));
    expect(sydney!.sql).toBe(brooklyn!.sql);
    expect(sydney!.params).not.toEqual(brooklyn!.params);
    // The most it binds: a ZIP+4 (three conditions) beside the antimeridian (two longitude ranges) in every ring.
    const [widest] = await statementsOf((db) => listSynagogues(db, { search: '96799-0001', near: { lat: -14.28, lng: 179.9 } }, page));
    expect(widest!.params.length).toBeGreaterThan(brooklyn!.params.length);
    expect(widest!.params.length).toBeLessThanOrEqual(100);
  });

  it('answers near-me in one statement, even where nothing is near', async () => {
    const statements = await statementsOf((db) => listSynagogues(db, { near: { lat: -60, lng: -150 } }, { limit: 20, offset: 0 }));
    expect(statements).toHaveLength(1);
  });

  it('reads a sparse map box from its latitude bands and a crowded one in priority order', async () => {
    const plan = await planOf((db) => viewportSynagogues(db, { south: 40.5, north: 40.9, west: -74.1, east: -73.7, limit: 100 }));
    expect(plan).toContain('synagogues_latitude_band_idx');
    expect(plan).toContain('synagogues_map_priority_idx');
  });

  it("reads city suggestions from the directory's cities, never from its listings", async () => {
    const plan = await planOf(async (db) => citySuggestQuery(db, 'new yo')!.all());
    expect(plan).toContain('listing_cities_fts');
    expect(plan).not.toMatch(/\bsynagogues\b/);
  });

  it("reads Minyan now's occurrences and due listings cell by cell from their indexes", async () => {
    const now = new Date();
    const read = (db: Db) => nextMinyanim(db, { lat: 40.66, lng: -73.94, radiusKm: 10, within: 240, at: now }, now);
    expect(await planOf(read, 'minyan_occurrences')).toContain('minyan_occurrences_area_idx (cell=? AND starts_at>? AND starts_at<?)');
    expect(await planOf(read, 'minyan_occurrence_refreshes')).toContain('minyan_occurrence_refreshes_cell_idx (cell=? AND refreshed_at<?)');
  });
});
