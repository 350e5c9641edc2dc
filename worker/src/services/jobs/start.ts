// Starting jobs: an import from a source (by an admin, or the nightly cron from IMPORT_SOURCES)
// and the geocoding pass.
import { and, eq, inArray, max } from 'drizzle-orm';
import { IMPORT_SOURCES, type ImportSource } from '#contract/jobs.ts';
import { jobs } from '#db/tables.ts';
import type { Db } from '../../db.ts';
import type { Env } from '../../env.ts';
import { countLacking } from '../places/geocode.ts';
import { partnerFeedConfig } from '../importers/partner-feed.ts';
import { resumeFailedImport, startJob, type StartResult } from './store.ts';

/** The sources IMPORT_SOURCES turns on (comma-separated; empty means none). Unknown names are ignored. */
export function configuredSources(env: Pick<Env, 'IMPORT_SOURCES'>): ImportSource[] {
  const names = (env.IMPORT_SOURCES ?? '').split(',').map((s) => s.trim().toLowerCase());
  return IMPORT_SOURCES.filter((s) => names.includes(s));
}

/**
 * Queues an import from `source`, or resumes the source's last import where it stopped if
 * it failed. Throws PartnerFeedConfigError when the partner feed is not configured, so that
 * a misconfiguration is reported at once, not after retries.
 */
export async function startImport(db: Db, env: Env, source: ImportSource, startedBy: string | null): Promise<StartResult> {
  if (source === 'partner') partnerFeedConfig(env);
  const resumed = await resumeFailedImport(db, source);
  if (resumed) return { ok: true, job: resumed, resumed: true };
  return startJob(db, { kind: 'import', source, startedBy });
}

/** Queues a geocoding pass over the listings that lack coordinates now. */
export const startGeocode = (db: Db, startedBy: string | null) =>
  startJob(db, { kind: 'geocode', source: 'places', startedBy, total: countLacking });

/**
 * The nightly run: starts an import from the configured source imported least recently
 * (never-imported first), unless an import is queued or running. With several sources the
 * nights take turns. Returns the queued job's result, or null when no source is configured.
 */
export async function startNightlyImport(db: Db, env: Env): Promise<StartResult | null> {
  const sources = configuredSources(env);
  if (!sources.length) return null;
  const last = await db
    .select({ source: jobs.source, at: max(jobs.finishedAt) })
    .from(jobs)
    .where(and(eq(jobs.kind, 'import'), eq(jobs.status, 'succeeded'), inArray(jobs.source, sources)))
    .groupBy(jobs.source)
    .all();
  const lastRun = new Map(last.map((r) => [r.source, r.at?.getTime() ?? 0]));
  const source = [...sources].sort((a, b) => (lastRun.get(a) ?? -1) - (lastRun.get(b) ?? -1))[0]!;
  return startImport(db, env, source, null);
}
