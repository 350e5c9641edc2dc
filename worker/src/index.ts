import { app } from './app.ts';
import type { Env } from './env.ts';
import { runScheduled } from './scheduled.ts';

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Env>;
