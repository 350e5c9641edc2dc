import { mapListing, type MapListing, type Synagogue } from '#contract/synagogues.ts';
import { openingHours } from '#contract/opening-hours.ts';
import { synagogues, type SynagogueRow } from '#db/tables.ts';

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** Coordinates are decimal(10,8)/(11,8) and reach the client as strings. */
export const decimal = (n: number | null | undefined): string | null => (n === null || n === undefined ? null : n.toFixed(8));

/** Distances reach the client to the ten metres. */
export const roundedKm = (km: number) => Math.round(km * 100) / 100;

type MapKey = keyof MapListing;

/** A MapListing's keys: its schema's (schema/contract/synagogues.ts), read once. */
const MAP_KEYS = Object.keys(mapListing.shape) as MapKey[];

/** The columns a MapListing is read from. */
export const mapListingColumns = Object.fromEntries(MAP_KEYS.map((key) => [key, synagogues[key]])) as {
  [K in MapKey]: (typeof synagogues)[K];
};

/** A row (a select of mapListingColumns and perhaps more) as a MapListing: its keys only, coordinates as decimals. */
export function toMapListing(row: Pick<SynagogueRow, MapKey>): MapListing {
  const out = Object.fromEntries(MAP_KEYS.map((key) => [key, row[key]])) as MapListing;
  return { ...out, latitude: decimal(row.latitude), longitude: decimal(row.longitude) };
}

export function toSynagogue(row: SynagogueRow, distanceKm?: number): Synagogue {
  // names_text is the search index's copy of `names`, not part of the listing.
  const { editedFields: _edited, sourceId: _sourceId, namesText: _namesText, ...rest } = row;
  const out: Synagogue = {
    ...rest,
    latitude: decimal(row.latitude),
    longitude: decimal(row.longitude),
    // Rows stored before openingHours had its own schema may hold anything: lists show only what fits it.
    openingHours: openingHours.safeParse(row.openingHours ?? null).data ?? null,
    timesConfirmedAt: iso(row.timesConfirmedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (distanceKm !== undefined) out.distanceKm = roundedKm(distanceKm);
  return out;
}
