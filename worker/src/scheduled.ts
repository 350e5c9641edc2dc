import type { Env } from './env.ts';

/**
 * The cron entry point (wrangler.toml [triggers]). The jobs engine (import and geocoding,
 * advanced one bounded batch per tick) hangs off this.
 */
export async function runScheduled(controller: ScheduledController, _env: Env): Promise<void> {
  console.log('cron tick', controller.cron, new Date(controller.scheduledTime).toISOString());
}
