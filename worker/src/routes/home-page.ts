import { Hono } from 'hono';
import { HOME_PAGE_FILE } from '../../../schema/prerendered-pages.ts';
import type { AppEnv } from '../env.ts';

/**
 * `/`: the prerendered home page. The static assets answer `/` with index.html, which is the
 * neutral shell every unknown address falls back to, so the Worker runs first for `/`
 * (wrangler.toml `run_worker_first`) and serves the home page's own file.
 */
export const homePage = new Hono<AppEnv>().get('/', (c) => {
  // The assets serve `home.html` at `/home`; asking for `/home.html` would answer a redirect.
  const url = new URL(`/${HOME_PAGE_FILE.replace(/\.html$/, '')}`, c.req.url);
  return c.env.ASSETS.fetch(new Request(url, c.req.raw));
});
