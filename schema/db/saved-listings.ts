// The listings a signed-in visitor saved for offline use: which ones and when, nothing more (the
// texts and times themselves live on the device). Deleted with the account or the listing (the
// foreign keys), listed in the account's export.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { synagogues } from './listings.ts';

export const savedListings = sqliteTable(
  'saved_listings',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    synagogueId: integer()
      .notNull()
      .references(() => synagogues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One row per account and listing; listing an account's rows reads the key's prefix. The
  // listing's own index lets deleting a listing find its rows.
  (t) => [primaryKey({ columns: [t.userId, t.synagogueId] }), index('saved_listings_synagogue_idx').on(t.synagogueId)],
);

export type SavedListingRow = typeof savedListings.$inferSelect;
