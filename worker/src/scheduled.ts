import { createDb } from './db.ts';
import { publicDataChanged } from './middleware/edge-cache.ts';
import type { Env } from './env.ts';
import { CRON_LIMITS } from './services/jobs/budget.ts';
import { advanceJobs } from './services/jobs/engine.ts';
import { runnersFor } from './services/jobs/runner-registry.ts';
import { startNightlyImport } from './services/jobs/start.ts';
import { applyRetention } from './services/account/retention.ts';
import { sendKaddishReminders } from './services/kaddish/reminders.ts';
import { sendProposalDigests } from './services/listings/digest.ts';
import { refreshDueOccurrences } from './services/minyanim/occurrences.ts';
import { TIE_BATCH, tieListingPlaces } from './services/places/listing-place.ts';

/** wrangler.toml [triggers]: this one starts the nightly import; every other tick advances jobs. */
export const NIGHTLY_CRON = '0 3 * * *';

/**
 * The cron entry point. Every minute, running and queued import and geocoding jobs advance
 * by bounded batches and due listings' minyan occurrences are expanded again; at 03:00 UTC an import starts from IMPORT_SOURCES (none when empty)
 * the retention rules run (docs/privacy.md), tomorrow's Kaddish reminders go out, and each
 * manager gets the day's digest of proposed times.
 * One line per job goes to the log (`jobs tick {...}`): batches, rows, peak rows per statement.
 */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  // On the primary, in a session whose bookmark names what this tick wrote (for the edge cache's version).
  const session = env.DB.withSession('first-primary');
  const db = createDb(session);
  if (controller.cron === NIGHTLY_CRON) {
    const started = await startNightlyImport(db, env);
    if (!started) console.log('jobs nightly: no import sources configured (IMPORT_SOURCES)');
    else if (started.ok) console.log(`jobs nightly: queued import job ${started.job.id} from ${started.job.source}`);
    else console.log(`jobs nightly: import job ${started.active.id} is still ${started.active.status}`);
    console.log(`retention nightly ${JSON.stringify(await applyRetention(db, new Date(controller.scheduledTime)))}`);
    console.log(`kaddish reminders nightly: ${await sendKaddishReminders(db, env, new Date(controller.scheduledTime))} sent`);
    console.log(`proposal digests nightly: ${await sendProposalDigests(db, env, new Date(controller.scheduledTime))} sent`);
    return;
  }
  const reports = await advanceJobs(db, runnersFor({ db, env }), CRON_LIMITS, controller.scheduledTime);
  for (const report of reports) console.log(`jobs tick ${JSON.stringify(report)}`);
  // Each listing's minyanim for the coming days move forward a day at a time (docs/architecture.md: Jobs and the cron).
  const refreshed = await refreshDueOccurrences(db, new Date(controller.scheduledTime));
  if (refreshed) console.log(`minyan occurrences refreshed for ${refreshed} listings`);
  // Listings this tick's jobs added or moved, and any not yet tied, get their city's place (city pages, counts).
  const tied = await tieListingPlaces(db, { limit: TIE_BATCH });
  if (tied) console.log(`listing places: ${tied} listings tied`);
  if (refreshed || tied || reports.some((r) => r.batches > 0)) await publicDataChanged(env, session, 'directory');
}
