import type { Synagogue } from '../../../schema/synagogues.ts';
import { openingHours } from '../../../schema/opening-hours.ts';
import type { SynagogueRow } from '../../../schema/tables.ts';

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** Coordinates are decimal(10,8)/(11,8) and reach the client as strings. */
export const decimal = (n: number | null | undefined): string | null => (n === null || n === undefined ? null : n.toFixed(8));

export function toSynagogue(row: SynagogueRow, distanceKm?: number): Synagogue {
  const { editedFields: _edited, sourceId: _sourceId, ...rest } = row;
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
  if (distanceKm !== undefined) out.distanceKm = Math.round(distanceKm * 100) / 100;
  return out;
}
