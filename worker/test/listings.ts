import { env } from 'cloudflare:workers';
import { synagogues, type SynagogueRow } from '#db/tables.ts';
import { createDb } from '../src/db.ts';

type NewRow = typeof synagogues.$inferInsert;

/** Inserts listings straight into D1 (name, address and city default to placeholders) and returns the rows. */
export async function addListings(...rows: Partial<NewRow>[]): Promise<SynagogueRow[]> {
  const db = createDb(env.DB);
  const values = rows.map((r, i) => ({ name: `Listing ${i}`, address: `${i} Main St`, city: 'Springfield', ...r }));
  const out: SynagogueRow[] = [];
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < values.length; i += 5)
    out.push(
      ...(await db
        .insert(synagogues)
        .values(values.slice(i, i + 5))
        .returning()),
    );
  return out;
}

/** Ids of an API answer, in order. */
export const ids = (list: { id: number }[]) => list.map((s) => s.id);
