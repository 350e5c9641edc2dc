// The schedule on the shul's own website: the JSON schedule API, the framable embed
// page and the script that inserts it. None of these read or set cookies (the session
// middleware runs on /api/* only and the schedule needs no user).
import { Hono, type Context } from 'hono';
import { idParam } from '#contract/fields.ts';
import { languageQuery } from '#contract/language.ts';
import { scheduleQuery } from '#contract/schedule.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import { renderEmbedPage } from '../services/embed/page.ts';
import { EMBED_SCRIPT } from '../services/embed/script.ts';
import { listingSchedule } from '../services/minyanim/schedule.ts';

const origin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;

/** Schedules change when rules do and at midnight: a few minutes at the edge is fresh enough. */
const SCHEDULE_CACHE = 'public, max-age=300';

/** The embed page's own policy: framable by any site, no resources but its inline style and its nonce'd script. */
const embedCsp = (nonce: string) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');

export const scheduleRoutes = new Hono<AppEnv>().get(
  '/synagogues/:id{[0-9]+}/schedule',
  validate('param', idParam),
  validate('query', scheduleQuery),
  async (c) => {
    const { from, days } = c.req.valid('query');
    const body = await listingSchedule(c.var.db, c.req.valid('param').id, { from, days, now: new Date(), origin: origin(c) });
    c.header('cache-control', SCHEDULE_CACHE);
    return c.json(body);
  },
);

export const embedRoutes = new Hono<AppEnv>()
  .get('/embed/shul/:id{[0-9]+}', validate('param', idParam), validate('query', languageQuery), async (c) => {
    const { lang } = c.req.valid('query');
    const schedule = await listingSchedule(c.var.db, c.req.valid('param').id, { days: 7, now: new Date(), origin: origin(c) });
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    return c.html(renderEmbedPage(schedule, lang, nonce), 200, {
      'content-security-policy': embedCsp(nonce),
      'cache-control': SCHEDULE_CACHE,
    });
  })
  .get('/embed.js', (c) =>
    c.body(EMBED_SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
