// A mourner's saved year of Kaddish: kept only when a signed-in person saves it, deleted with
// the account (the foreign key), listed in the account's export.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/** Where the mourner davens: a gazetteer place or a point. */
export type KaddishPlace = { geonameid: number } | { latitude: number; longitude: number };

export const kaddishPlans = sqliteTable(
  'kaddish_plans',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mourner's own words for whom the plan is ('My father'); optional. */
    label: text(),
    /** The Hebrew day of death (Hebcal's month numbers: Nisan 1 … Adar II 13). */
    deathYear: integer().notNull(),
    deathMonth: integer().notNull(),
    deathDay: integer().notNull(),
    places: text({ mode: 'json' }).$type<KaddishPlace[]>().notNull(),
    /** Mail the day before each yahrzeit and before Kaddish ends. */
    reminders: flag(false),
    /** The secret in the one-click unsubscribe link of every reminder; works without signing in. */
    unsubscribeToken: text().notNull().unique(),
    /** The secret in the private feed's address; null when the feed is off (revoked). */
    feedToken: text().unique(),
    /** The civil day of the last event reminded of, so a reminder goes once. */
    remindedFor: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('kaddish_plans_user_idx').on(t.userId), index('kaddish_plans_reminders_idx').on(t.reminders)],
);

export type KaddishPlanRow = typeof kaddishPlans.$inferSelect;
