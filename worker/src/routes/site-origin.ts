import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

/** The public site's origin: pages and feeds name it in their links, whatever host a request came in on. */
export const siteOrigin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;
