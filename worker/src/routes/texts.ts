// Prayer & study texts: siddur sections, the 54 portions with this week's,
// a portion's reading, and psalms. Logic in services/sefaria/; the list of portions is shared
// with the web app's prerendered /parsha page (#domain/parashas.ts).
import { Hono } from 'hono';
import { learningQuery, passageQuery, siddurPartsQuery, siddurTocParams, todayQuery } from '#contract/siddur.ts';
import { parashasQuery, psalmParams, readingQuery, siddurParams } from '#contract/texts.ts';
import { parashaList } from '#domain/parashas.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../middleware/validate.ts';
import { getSiddurParts, getSiddurToc } from '../services/sefaria/siddur.ts';
import { getAnyPassage, getPsalm, getReading, getSiddurSection } from '../services/sefaria/texts.ts';
import { dailyLearning } from '../services/today/learning.ts';
import { todayAt } from '../services/today/today-at-place.ts';

/** Texts do not change: browsers may keep them a day. The weekly list turns over on Shabbat. */
const TEXT_CACHE = 'public, max-age=86400';
const LIST_CACHE = 'public, max-age=3600';

const today = () => new Date().toISOString().slice(0, 10);

export const textRoutes = new Hono<AppEnv>()
  .get('/texts/siddur/:section', validate('param', siddurParams), async (c) => {
    const { section } = c.req.valid('param');
    return c.json(await getSiddurSection(c.env, section), 200, { 'Cache-Control': TEXT_CACHE });
  })
  .get('/texts/siddur/:nusach/:service', validate('param', siddurTocParams), async (c) => {
    const { nusach, service } = c.req.valid('param');
    return c.json(await getSiddurToc(c.env, nusach, service), 200, { 'Cache-Control': TEXT_CACHE });
  })
  .get('/texts/siddur-parts', validate('query', siddurPartsQuery), async (c) => {
    const { nusach, service, refs } = c.req.valid('query');
    return c.json(await getSiddurParts(c.env, nusach, service, refs), 200, { 'Cache-Control': TEXT_CACHE });
  })
  .get('/texts/passage', validate('query', passageQuery), async (c) => {
    const { ref } = c.req.valid('query');
    return c.json(await getAnyPassage(c.env, ref), 200, { 'Cache-Control': TEXT_CACHE });
  })
  .get('/texts/today', validate('query', todayQuery), async (c) => {
    return c.json(await todayAt(c.var.db, c.req.valid('query')), 200, { 'Cache-Control': LIST_CACHE });
  })
  .get('/texts/learning', validate('query', learningQuery), (c) => {
    const { date } = c.req.valid('query');
    return c.json(dailyLearning(date), 200, { 'Cache-Control': LIST_CACHE });
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
