import { Hono } from 'hono';
import { hebrewCalendarQuery, hebrewDateQuery, zmanimQuery } from '#contract/calendar.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import { locate } from '../services/calendar/location.ts';
import { hebrewDateAnswer, monthAnswer, zmanimAnswer } from '../services/calendar/answers.ts';

// A month or a day for a given place never changes; a week's cache still lets a corrected
// places row reach visitors.
const PLACE_CACHE = { 'Cache-Control': 'public, max-age=604800' };
// A civil date's Hebrew date is fixed forever.
const DATE_CACHE = { 'Cache-Control': 'public, max-age=31536000, immutable' };

export const calendarRoutes = new Hono<AppEnv>()
  .get('/hebrew-calendar', validate('query', hebrewCalendarQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(monthAnswer(await locate(c.var.db, q), q), 200, PLACE_CACHE);
  })
  .get('/zmanim', validate('query', zmanimQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(zmanimAnswer(await locate(c.var.db, q), q), 200, PLACE_CACHE);
  })
  .get('/hebrew-date', validate('query', hebrewDateQuery), (c) => {
    const { date, lang } = c.req.valid('query');
    return c.json(hebrewDateAnswer(date, lang), 200, DATE_CACHE);
  });
