// Minyanim: a listing with its minyan times, 'Minyan now', calendar feeds and the freshness
// buttons (writing a listing's rules is minyan-rules.ts). Numeric id patterns keep these routes
// clear of /synagogues/count and /synagogues/viewport.
import { Hono } from 'hono';
import { candleFeedQuery } from '#contract/calendar.ts';
import { languageQuery } from '#contract/language.ts';
import { idParam } from '#contract/fields.ts';
import { listingReportInput, minyanNextQuery } from '#contract/minyanim.ts';
import type { AppEnv } from '../env.ts';
import { limitPerIp } from '../middleware/rate-limit.ts';
import { validate } from '../middleware/validate.ts';
import { locate } from '../services/calendar/location.ts';
import { calendarRules } from '../services/calendar/hebrew-calendar.ts';
import { candleFeed, locationKey } from '../services/minyanim/candles-feed.ts';
import { confirmTimes, reportProblem } from '../services/minyanim/freshness.ts';
import { listingCalendar, listingDetail } from '../services/minyanim/listing.ts';
import { nextMinyanim } from '../services/minyanim/next.ts';
import { changesPublic } from '../middleware/edge-cache.ts';
import { siteOrigin } from './site-origin.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';
/** Feeds change when rules do and when the day rolls over; calendar apps poll, so an hour is plenty. */
const ICS_CACHE = 'public, max-age=3600';

/** Links and UIDs in feeds name the public site, not whatever host a request came in on. */
const origin = siteOrigin;

export const minyanRoutes = new Hono<AppEnv>()
  .get('/synagogues/:id{[0-9]+}', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await listingDetail(c.var.db, id, new Date(), { includeInactive: c.var.user?.role === 'admin' }));
  })
  .get('/synagogues/:id{[0-9]+}/calendar.ics', validate('param', idParam), validate('query', languageQuery), async (c) => {
    const { id } = c.req.valid('param');
    const body = await listingCalendar(c.var.db, id, new Date(), origin(c), c.req.valid('query').lang);
    return c.body(body, 200, {
      'content-type': ICS_TYPE,
      'content-disposition': `inline; filename="shul-${id}-minyanim.ics"`,
      'cache-control': ICS_CACHE,
    });
  })
  .get('/hebrew-calendar.ics', validate('query', candleFeedQuery), async (c) => {
    const q = c.req.valid('query');
    const place = await locate(c.var.db, q);
    const body = candleFeed(place, calendarRules(place, {}), locationKey(q), new Date(), origin(c), q.lang);
    return c.body(body, 200, {
      'content-type': ICS_TYPE,
      'content-disposition': 'inline; filename="shabbat-times.ics"',
      'cache-control': ICS_CACHE,
    });
  })
  .get('/minyanim/next', validate('query', minyanNextQuery), async (c) => {
    const q = c.req.valid('query');
    // To the minute, as minyanim start: visitors asking within the same minute share an edge-cache entry.
    const at = q.at ? new Date(q.at) : new Date();
    at.setUTCSeconds(0, 0);
    return c.json(await nextMinyanim(c.var.db, { ...q, at }));
  })
  .post(
    '/synagogues/:id{[0-9]+}/confirm',
    limitPerIp('FORM_RATE_LIMITER', 'confirm'),
    changesPublic('directory'),
    validate('param', idParam),
    async (c) => {
      const at = await confirmTimes(c.var.db, c.req.valid('param').id, new Date());
      return c.json({ timesConfirmedAt: at.toISOString() });
    },
  )
  .post(
    '/synagogues/:id{[0-9]+}/report',
    limitPerIp('FORM_RATE_LIMITER', 'report'),
    validate('param', idParam),
    validate('json', listingReportInput),
    async (c) => {
      const row = await reportProblem(c.var.db, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ id: row.id, status: row.status }, 201);
    },
  );
