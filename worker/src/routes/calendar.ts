import { Hono } from 'hono';
import { hebrewCalendarQuery, hebrewDateQuery, zmanimQuery, type HebrewCalendarResponse, type ZmanimResponse } from '#contract/calendar.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import { locate } from '../services/calendar/location.ts';
import { calendarRules, gridDays, hebrewDate, monthItems } from '../services/calendar/hebrew-calendar.ts';
import { zmanimIso } from '../services/calendar/zmanim.ts';

// A month or a day for a given place never changes; a week's cache still lets a corrected
// places row reach visitors.
const PLACE_CACHE = { 'Cache-Control': 'public, max-age=604800' };
// A civil date's Hebrew date is fixed forever.
const DATE_CACHE = { 'Cache-Control': 'public, max-age=31536000, immutable' };

export const calendarRoutes = new Hono<AppEnv>()
  .get('/hebrew-calendar', validate('query', hebrewCalendarQuery), async (c) => {
    const q = c.req.valid('query');
    const place = await locate(c.var.db, q);
    const rules = calendarRules(place, q);
    const body: HebrewCalendarResponse = {
      location: { ...place, ...rules },
      items: monthItems(place, q.year, q.month, rules, q.lang),
      days: gridDays(q.year, q.month, q.lang),
    };
    return c.json(body, 200, PLACE_CACHE);
  })
  .get('/zmanim', validate('query', zmanimQuery), async (c) => {
    const q = c.req.valid('query');
    const place = await locate(c.var.db, q);
    const body: ZmanimResponse = {
      date: q.date,
      location: { ...place, il: calendarRules(place, q).il },
      zmanim: zmanimIso(q.date, place),
    };
    return c.json(body, 200, PLACE_CACHE);
  })
  .get('/hebrew-date', validate('query', hebrewDateQuery), (c) => {
    const { date, lang } = c.req.valid('query');
    return c.json(hebrewDate(date, lang), 200, DATE_CACHE);
  });
