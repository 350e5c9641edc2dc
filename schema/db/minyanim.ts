// Minyan rules and the dated occurrences expanded from them.
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns.ts';
import { ROUNDINGS, TEFILLOT, TIMES_SOURCES, type MinyanDay } from '#domain/enums.ts';
import { synagogues } from './listings.ts';

/**
 * Minyan rules: a fixed local time (`time`) or a time relative to a zman (`zman` + `offsetMinutes`),
 * on a set of days; a row with `date` set is an exception for that date.
 */
export const minyanim = sqliteTable(
  'minyanim',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    tefillah: text({ enum: TEFILLOT }).notNull(),
    days: text({ mode: 'json' })
      .$type<MinyanDay[]>()
      .notNull()
      .default(sql`'[]'`),
    time: text(),
    zman: text(),
    offsetMinutes: integer().notNull().default(0),
    rounding: text({ enum: ROUNDINGS }).notNull().default('none'),
    validFrom: text(),
    validUntil: text(),
    date: text(),
    notes: text(),
    language: text(),
    /** Who entered the rule: an import replaces only its own source's rules. */
    source: text({ enum: TIMES_SOURCES }).notNull().default('admin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('minyanim_synagogue_idx').on(t.synagogueId)],
);

/**
 * Each listing's minyanim for the coming days, expanded from its rules (worker/src/services/
 * minyanim/occurrences.ts), so 'Minyan now' is one indexed query by area cell and start time.
 * Rule writers replace a listing's rows in the same batch as their change; the cron rolls the
 * window forward daily. `cell` is a 0.25° grid square of the listing's position.
 */
export const minyanOccurrences = sqliteTable(
  'minyan_occurrences',
  {
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    minyanId: integer().notNull(),
    tefillah: text({ enum: TEFILLOT }).notNull(),
    /** The start, milliseconds since the epoch. */
    startsAt: integer().notNull(),
    /** The civil date and clock time in the listing's zone, and the start with its UTC offset. */
    date: text().notNull(),
    time: text().notNull(),
    start: text().notNull(),
    cell: integer().notNull(),
    latitude: real().notNull(),
    longitude: real().notNull(),
  },
  (t) => [
    // Covering for 'Minyan now's filter: the area's cells and time range, then the box and the tefillah, without reading rows.
    index('minyan_occurrences_area_idx').on(t.cell, t.startsAt, t.latitude, t.longitude, t.tefillah),
    index('minyan_occurrences_synagogue_idx').on(t.synagogueId),
    // A listing's next minyan (the city pages' lists): one seek per listing.
    index('minyan_occurrences_synagogue_start_idx').on(t.synagogueId, t.startsAt),
  ],
);

/**
 * One row per listing with rules: when its occurrences were last expanded (the cron refreshes
 * those older than a day), 0 when due now. Triggers (migrations/0012) mark a listing due when
 * its rules change or it moves or is removed, and keep `cell` (its position's grid cell, as in
 * `minyan_occurrences`), so 'Minyan now' finds its area's due listings by cell.
 */
export const minyanOccurrenceRefreshes = sqliteTable(
  'minyan_occurrence_refreshes',
  {
    synagogueId: integer()
      .primaryKey()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    refreshedAt: integer().notNull(),
    cell: integer(),
  },
  (t) => [
    index('minyan_occurrence_refreshes_cell_idx').on(t.cell, t.refreshedAt),
    index('minyan_occurrence_refreshes_due_idx').on(t.refreshedAt),
  ],
);

export type MinyanRow = typeof minyanim.$inferSelect;
export type MinyanOccurrenceRow = typeof minyanOccurrences.$inferSelect;
