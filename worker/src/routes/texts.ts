// Prayer & study texts (spec §7 Text service): siddur sections, the 54 portions with this week's,
// a portion's reading, and psalms. Logic in services/sefaria/.
import { Hono } from 'hono';
import { parashasQuery, psalmParams, readingQuery, siddurParams } from '../../../schema/texts.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import { parashaList } from '../services/sefaria/parashas.ts';
import { getPsalm, getReading, getSiddurSection } from '../services/sefaria/texts.ts';

/** Texts do not change: browsers may keep them a day. The weekly list turns over on Shabbat. */
const TEXT_CACHE = 'public, max-age=86400';
const LIST_CACHE = 'public, max-age=3600';

const today = () => new Date().toISOString().slice(0, 10);

export const textRoutes = new Hono<AppEnv>()
  .get('/texts/siddur/:section', validate('param', siddurParams), async (c) => {
    const { section } = c.req.valid('param');
    return c.json(await getSiddurSection(c.env, section), 200, { 'Cache-Control': TEXT_CACHE });
  })
  .get('/texts/parashas', validate('query', parashasQuery), (c) => {
    const { il, date } = c.req.valid('query');
    return c.json(parashaList(date ?? today(), il), 200, { 'Cache-Control': LIST_CACHE });
  })
  .get('/texts/reading', validate('query', readingQuery), async (c) => {
    const { parsha } = c.req.valid('query');
    return c.json(await getReading(c.env, parsha), 200, { 'Cache-Control': TEXT_CACHE });
  })
  .get('/texts/tehillim/:n', validate('param', psalmParams), async (c) => {
    const { n } = c.req.valid('param');
    return c.json(await getPsalm(c.env, n), 200, { 'Cache-Control': TEXT_CACHE });
  });
