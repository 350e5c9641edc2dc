// The city and country pages' data for the web app (docs/api.md: City and country pages): the
// same read as the pages the Worker writes (routes/pages.ts), so the app renders what the HTML held.
import { Hono } from 'hono';
import { cityPageQuery } from '#contract/city-pages.ts';
import { parseDirectoryPagePath } from '#domain/city-pages.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { readDirectoryPage } from '../services/pages/city-page-read.ts';

export const cityPageRoutes = new Hono<AppEnv>().get('/city-pages', validate('query', cityPageQuery), async (c) => {
  const { path, page } = c.req.valid('query');
  const address = parseDirectoryPagePath(path);
  const data = address ? await readDirectoryPage(c.var.db, address, page, new Date()) : null;
  if (!data) throw new ApiError(404, said('cityPages.notFound'));
  return c.json(data);
});
