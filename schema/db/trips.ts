// A traveller's saved trip: kept only when a signed-in person saves it from /trip, deleted with
// the account (the foreign key), listed in the account's export. A trip that is not saved lives
// on the device and in its shareable link only (docs/privacy.md).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** One stop as the planner takes it (POST /api/trips/plan), with the place's name as the page showed it. */
export interface SavedTripStop {
  place: number | { latitude: number; longitude: number };
  /** 'Paris, Île-de-France, France': the gazetteer's label, or the point's coordinates. */
  label: string | null;
  /** Local `yyyy-MM-ddTHH:mm` at the stop. */
  from: string;
  to: string;
}

export const savedTrips = sqliteTable(
  'saved_trips',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The traveller's own name for the trip ('Paris and London in December'); optional. */
    name: text(),
    stops: text({ mode: 'json' }).$type<SavedTripStop[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_trips_user_idx').on(t.userId)],
);

export type SavedTripRow = typeof savedTrips.$inferSelect;
