// OpenStreetMap import through the Overpass API (OVERPASS_URL): synagogues tagged
// amenity=place_of_worship + religion=jewish, fetched tile by tile. Each tile is one small
// request; a tile Overpass cannot answer in time is split into quadrants. Data © OpenStreetMap
// contributors, under the ODbL.
import type { JobRow } from '../../../../schema/tables.ts';
import type { Budget } from '../jobs/budget.ts';
import { planUpsert, uniqueBySourceId } from '../jobs/listings.ts';
import { cursorNumber, type JobCursor, type JobRunner, type RunnerDeps, type Step } from '../jobs/runner.ts';
import { nearestPlaces } from './nearest-place.ts';
import { finishOsmListing, mapOsmElement, type OsmDraft, type OverpassElement } from './osm-mapping.ts';
import { WORLD_TILES, splitTile, tileBbox, tileHolds, type Tile } from './tiles.ts';

/** Seconds Overpass may spend on one tile; our own wait is a little longer. */
export const OVERPASS_TIMEOUT_S = 50;
const FETCH_TIMEOUT_MS = (OVERPASS_TIMEOUT_S + 10) * 1000;

export const overpassQuery = (tile: Tile) =>
  `[out:json][timeout:${OVERPASS_TIMEOUT_S}];\n` +
  `nwr["amenity"="place_of_worship"]["religion"="jewish"](${tileBbox(tile)});\n` +
  'out center tags;';

export type TileResult = { timedOut: false; elements: OverpassElement[] } | { timedOut: true; reason: string };

/** Overpass reports a query it had to stop as HTTP 200 with a `remark`, and no (or partial) elements. */
const STOPPED = /timed out|out of memory|timeout/i;

export class OverpassError extends Error {}

/**
 * Fetches one tile. A query Overpass stopped for time or memory, or one we gave up waiting
 * for, is `timedOut` (the caller splits the tile). Any other failure (busy server, HTTP
 * error, bad body) throws, and the batch is retried later.
 */
export async function fetchTile(url: string, tile: Tile, userAgent: string): Promise<TileResult> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': userAgent },
      body: new URLSearchParams({ data: overpassQuery(tile) }),
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { timedOut: true, reason: `no answer within ${FETCH_TIMEOUT_MS / 1000} s` };
    }
    throw new OverpassError(`Overpass request failed for tile ${tileBbox(tile)}: ${String(error)}`, { cause: error });
  }
  if (!res.ok) {
    const text = (await res.text()).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new OverpassError(`Overpass answered ${res.status} for tile ${tileBbox(tile)}${text ? `: ${text}` : ''}`);
  }
  let body: { elements?: unknown; remark?: unknown };
  try {
    body = await res.json();
  } catch {
    throw new OverpassError(`Overpass sent a body that is not JSON for tile ${tileBbox(tile)}`);
  }
  if (typeof body.remark === 'string' && STOPPED.test(body.remark)) return { timedOut: true, reason: body.remark };
  if (!Array.isArray(body.elements)) throw new OverpassError(`Overpass sent no elements for tile ${tileBbox(tile)}`);
  return { timedOut: false, elements: body.elements as OverpassElement[] };
}

/**
 * Where an OpenStreetMap import stands: `next` indexes WORLD_TILES; `pending` holds the
 * quadrants of a split tile still to do (they come before `next` moves on); `offset` counts
 * the current tile's elements already written.
 */
export interface OsmCursor {
  next: number;
  pending: Tile[];
  offset: number;
}

export function readOsmCursor(cursor: JobCursor | null): OsmCursor {
  const pending = Array.isArray(cursor?.pending) ? (cursor.pending as Tile[]) : [];
  return { next: cursorNumber(cursor, 'next'), pending, offset: cursorNumber(cursor, 'offset') };
}

/** The cursor once the current tile is finished. */
function afterTile(c: OsmCursor): OsmCursor {
  if (c.pending.length) {
    const pending = c.pending.slice(1);
    return { next: pending.length ? c.next : c.next + 1, pending, offset: 0 };
  }
  return { next: c.next + 1, pending: [], offset: 0 };
}

const currentTile = (c: OsmCursor): Tile | undefined => c.pending[0] ?? WORLD_TILES[c.next];
const elementPoint = (el: OverpassElement) => ({ lat: el.lat ?? el.center?.lat, lng: el.lon ?? el.center?.lon });
const elementOrder = (a: OverpassElement, b: OverpassElement) => a.type.localeCompare(b.type) || a.id - b.id;

/** The OpenStreetMap import as a job runner; it keeps each fetched tile for the rest of the invocation. */
export function overpassRunner({ db, env }: RunnerDeps): JobRunner {
  const fetched = new Map<string, OverpassElement[]>();
  const userAgent = `ShulFinder/1.0 (+${env.PUBLIC_ORIGIN})`;

  /** The tile's elements in a stable order (so `offset` means the same thing on a later refetch), or a split. */
  async function elementsOf(tile: Tile, budget: Budget): Promise<OverpassElement[] | { split: string } | null> {
    const key = tileBbox(tile);
    const cached = fetched.get(key);
    if (cached) return cached;
    if (!budget.takeFetch()) return null;
    const result = await fetchTile(env.OVERPASS_URL, tile, userAgent);
    if (result.timedOut) return { split: result.reason };
    const elements = result.elements
      .filter((el) => {
        const { lat, lng } = elementPoint(el);
        return lat !== undefined && lng !== undefined ? tileHolds(tile, lat, lng) : true;
      })
      .sort(elementOrder);
    fetched.set(key, elements);
    return elements;
  }

  return {
    queriesPerStep: 3,
    async step(job: JobRow, budget: Budget): Promise<Step | null> {
      const cursor = readOsmCursor(job.cursor);
      const tile = currentTile(cursor);
      const base = { total: WORLD_TILES.length, writes: [], rows: 0, rowsPerStatement: 0 };
      if (!tile) return { ...base, cursor: { ...cursor }, processed: WORLD_TILES.length, done: true };

      const elements = await elementsOf(tile, budget);
      if (elements === null) return null;
      if (!Array.isArray(elements)) {
        const quadrants = splitTile(tile);
        if (!quadrants) throw new Error(`Overpass could not answer for tile ${tileBbox(tile)} even at the smallest size: ${elements.split}`);
        const rest = cursor.pending.length ? cursor.pending.slice(1) : [];
        const next: OsmCursor = { next: cursor.next, pending: [...quadrants, ...rest], offset: 0 };
        return { ...base, cursor: { ...next }, processed: cursor.next, done: false };
      }

      const slice = elements.slice(cursor.offset, cursor.offset + budget.limits.batchRows);
      const drafts: OsmDraft[] = [];
      let skipped = 0;
      let failed = 0;
      for (const el of slice) {
        const result = mapOsmElement(el);
        if (result.ok) drafts.push(result.draft);
        else if (result.failed) failed += 1;
        else skipped += 1;
      }
      const lacking = drafts.filter((d) => !d.countryCode || !d.listing.city);
      const places = lacking.length
        ? await nearestPlaces(db, lacking.map((d) => ({ lat: d.listing.latitude, lng: d.listing.longitude })))
        : [];
      if (lacking.length) budget.useQueries();
      const nearestOf = new Map(lacking.map((d, i) => [d, places[i]]));
      const listings = uniqueBySourceId(drafts.map((d) => finishOsmListing(d, nearestOf.get(d))));

      const finished = cursor.offset + slice.length >= elements.length;
      const next = finished ? afterTile(cursor) : { ...cursor, offset: cursor.offset + slice.length };
      const done = finished && !currentTile(next);
      const step: Step = { ...base, cursor: { ...next }, processed: next.next, skipped, failed, done };
      if (!listings.length) return step;
      const plan = planUpsert(job.id, 'osm', listings);
      return {
        ...step,
        writes: [plan.statement],
        inserted: plan.inserted,
        updated: plan.updated,
        rows: plan.rows,
        rowsPerStatement: plan.rows,
      };
    },
  };
}
