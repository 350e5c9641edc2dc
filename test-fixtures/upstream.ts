// Recorded responses of the external services (Sefaria, Overpass), as msw handlers: the
// Worker tests answer outbound fetches with them, and the browser tests serve them from a
// loopback server (e2e/upstream-server.ts) that the Worker is pointed at.
import type { RequestHandler } from 'msw';
import { overpassHandlers } from './overpass.ts';
import { sefariaHandlers } from './sefaria.ts';

/** The real origins the handlers are written against; the loopback server maps path prefixes onto them. */
export const UPSTREAM_ORIGINS = {
  sefaria: 'https://www.sefaria.org',
  overpass: 'https://overpass-api.de',
} as const;

/** Every recorded handler; each service's module adds its own list here. */
export const upstreamHandlers: RequestHandler[] = [...sefariaHandlers, ...overpassHandlers];
