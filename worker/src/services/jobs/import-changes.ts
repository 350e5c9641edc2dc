// What an import run added, changed and deactivated (import_changes), for the admin's jobs panel.
import { sql } from 'drizzle-orm';
import { IMPORT_CHANGES, type ImportChange } from '#domain/enums.ts';
import { IMPORT_CHANGES_SHOWN, type ImportChangeItem, type ImportChanges } from '#contract/jobs.ts';
import type { Db } from '../../db.ts';

/** The run's counts per kind of change, and the first listings of each kind by name. */
export async function importChangesOf(db: Db, jobId: number): Promise<ImportChanges> {
  const [counted, ...lists] = await Promise.all([
    db.all<{ change: ImportChange; n: number }>(
      sql`SELECT change, count(*) AS n FROM import_changes WHERE job_id = ${jobId} GROUP BY change`,
    ),
    ...IMPORT_CHANGES.map((change) =>
      db.all<{ id: number; name: string; city: string; country: string; reason: string | null }>(sql`
        SELECT s.id, s.name, s.city, s.country, s.inactive_reason AS reason
        FROM import_changes c JOIN synagogues s ON s.source = c.source AND s.source_id = c.source_id
        WHERE c.job_id = ${jobId} AND c.change = ${change}
        ORDER BY s.name LIMIT ${IMPORT_CHANGES_SHOWN}`),
    ),
  ]);
  const counts = Object.fromEntries(IMPORT_CHANGES.map((c) => [c, counted.find((r) => r.change === c)?.n ?? 0])) as ImportChanges['counts'];
  const items = Object.fromEntries(
    IMPORT_CHANGES.map((c, i) => [
      c,
      lists[i]!.map((r): ImportChangeItem => ({ synagogueId: r.id, name: r.name, city: r.city, country: r.country, reason: r.reason })),
    ]),
  ) as ImportChanges['items'];
  return { counts, items };
}
