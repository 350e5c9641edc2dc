// Route audit (docs/api.md: Conventions): reads the app's route table, so a route added later is
// checked without anyone remembering to add a test for it.
//  1. Every route in an admin area (docs/product-rules.md: Roles) has `requireAdmin` in its chain.
//  2. Every state-changing route is either admin-only or on the short, reviewed list of public writes.
//  3. Every admin-only route really refuses an anonymous caller (401) and a member (403),
//     so `requireAdmin` cannot sit after a validator or the handler.
//  4. Every route of the manager area (/api/manage/synagogues/:id/…, and a listing's minyan rules
//     under /api/synagogues/:id/minyanim) has `requireListingManager`, and refuses an anonymous
//     caller (401), a member (403) and a manager of another listing (403).
import { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { memberCookie, signedIn } from '../test/auth.ts';
import { addListings } from '../test/listings.ts';
import { api } from '../test/helpers.ts';
import { app } from './app.ts';
import type { AppEnv } from './env.ts';
import { requireListingManager } from './middleware/listing-manager.ts';
import { requireAdmin } from './middleware/session.ts';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const ANY = ['GET', ...WRITES];

interface Rule {
  methods: string[];
  path: RegExp;
  why: string;
}

/** Routes that must be admin-only, whoever writes them. Matched against route templates. */
const ADMIN_ONLY: Rule[] = [
  { methods: ['POST'], path: /^\/api\/synagogues$/, why: 'create a listing' },
  { methods: ['PUT', 'PATCH', 'DELETE'], path: /^\/api\/synagogues\/[^/]+$/, why: 'edit or delete a listing' },
  { methods: ANY, path: /^\/api\/minyanim(\/|$)(?!next$)/, why: 'a minyan rule by its id alone (except the public next-minyan lookup)' },
  { methods: WRITES, path: /^\/api\/(sponsors|ads)(\/|$)/, why: 'sponsor and ad writes' },
  { methods: ['GET'], path: /^\/api\/(submissions|sponsor-submissions)$/, why: 'request and inquiry lists' },
  { methods: ANY, path: /^\/api\/(submissions|sponsor-submissions)\/.+/, why: 'reviews and deletes' },
  { methods: ANY, path: /^\/api\/(admin|jobs|uploads)(\/|$)/, why: 'stats, jobs, upload signing' },
  { methods: ANY, path: /^\/api\/(scrape-godaven|geocode-synagogues-basic)$/, why: 'import and geocoding' },
  { methods: ['POST'], path: /^\/api\/objects\/(upload|normalize)$/, why: 'logo uploads' },
  { methods: ANY, path: /^\/api\/manager-requests(\/|$)/, why: 'reviewing requests to manage a listing' },
  { methods: ANY, path: /^\/api\/synagogues\/[^/]+\/managers(\/|$)/, why: "a listing's managers, and revoking them" },
];

/** Routes of one listing's manager area: requireListingManager (admins pass it too). */
const MANAGER_AREA: Rule[] = [
  { methods: ANY, path: /^\/api\/manage\/synagogues\/:id/, why: "a listing's details, rules, announcements, proposals" },
  { methods: ANY, path: /^\/api\/synagogues\/:id[^/]*\/minyanim(\/|$)/, why: "a listing's minyan rules, under the listing's own path" },
];

/** Writes anyone may make (each is rate limited or harmless). Adding one is a reviewed decision. */
const PUBLIC_WRITES: Rule[] = [
  { methods: ['POST'], path: /^\/api\/(login|register|logout)$/, why: 'accounts' },
  {
    methods: ['POST'],
    path: /^\/api\/(verify-email|resend-verification|forgot-password|reset-password)$/,
    why: 'email verification and password reset: a single-use emailed token, or the signed-in user (resend), rate limited per IP',
  },
  { methods: ['POST'], path: /^\/api\/(submissions|sponsor-submissions)$/, why: 'the two public forms' },
  { methods: ['POST'], path: /^\/api\/synagogues\/:id[^/]*\/(confirm|report)$/, why: 'visitors confirm times or report a problem' },
  { methods: ['PUT'], path: /^\/api\/objects\/put\/:key[^/]*$/, why: 'authorised by its signed upload token, not the session' },
  { methods: ['POST'], path: /^\/api\/synagogues\/:id[^/]*\/proposals$/, why: 'visitors propose times (rate limited)' },
  {
    methods: ['POST'],
    path: /^\/api\/synagogues\/:id[^/]*\/manager-requests$/,
    why: 'a signed-in, verified member asks to manage a listing (requireUser)',
  },
  {
    methods: ['POST', 'PATCH', 'DELETE'],
    path: /^\/api\/user(\/sessions\/.+)?$/,
    why: "the signed-in user's own account, its settings and sessions (requireUser)",
  },
  {
    methods: ['PATCH', 'DELETE'],
    path: /^\/api\/user\/passkeys\/:id$/,
    why: "renaming and removing the signed-in user's own passkeys (requireUser; another account's is 404)",
  },
  {
    methods: ['POST'],
    path: /^\/api\/passkeys\/(registration|authentication)\/(options|verify)$/,
    why: 'passkeys: registering one needs the session (requireUser); signing in with one is anonymous, with single-use challenges, rate limited per IP',
  },
  {
    methods: ['POST', 'PATCH', 'DELETE'],
    path: /^\/api\/account\/kaddish(\/:id[^/]*)?$/,
    why: "the signed-in user's own saved years of Kaddish (requireUser)",
  },
  {
    methods: ['POST', 'PUT', 'DELETE'],
    path: /^\/api\/account\/saved-listings(\/:id[^/]*)?$/,
    why: "the signed-in user's own listings saved for offline use (requireUser)",
  },
  { methods: ['POST'], path: /^\/api\/kaddish\/unsubscribe$/, why: "stops one plan's reminders: its unguessable token from the mail" },
  {
    methods: ['POST'],
    path: /^\/api\/synagogues\/:id[^/]*\/proposals\/preview$/,
    why: 'the week before and after proposed changes: reads only, stores nothing',
  },
  {
    methods: ['POST'],
    path: /^\/api\/manage\/digest\/unsubscribe$/,
    why: "stops a manager's daily digest: its unguessable token from the mail",
  },
  { methods: ['POST'], path: /^\/api\/trips\/plan$/, why: 'a trip planned from its stops: reads only, stores nothing' },
  {
    methods: ['POST', 'DELETE'],
    path: /^\/api\/account\/trips(\/:id[^/]*)?$/,
    why: "the signed-in user's own saved trips (requireUser; another account's is 404)",
  },
];

interface Endpoint {
  method: string;
  path: string;
}

type RouteTable = Hono<AppEnv>['routes'];

const matches = (rules: Rule[], e: Endpoint) => rules.some((r) => r.methods.includes(e.method) && r.path.test(e.path));

/** Whether a middleware registered at `pattern` (`use('/x/*')`, or the route's own path) runs for `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern === path || pattern === '*' || pattern === '/*') return true;
  if (!pattern.endsWith('/*')) return false;
  const prefix = pattern.slice(0, -2);
  return path === prefix || path.startsWith(`${prefix}/`);
}

function endpoints(routes: RouteTable): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const r of routes) if (r.method !== 'ALL') seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  return [...seen.values()];
}

function guarded(routes: RouteTable, e: Endpoint, guard: unknown = requireAdmin): boolean {
  return routes.some(
    (r) => findTargetHandler(r.handler) === guard && (r.method === 'ALL' || r.method === e.method) && covers(r.path, e.path),
  );
}

/** Problems with the route table: admin routes without requireAdmin, manager routes without requireListingManager, unreviewed public writes. */
function audit(routes: RouteTable): string[] {
  const problems: string[] = [];
  for (const e of endpoints(routes)) {
    if (guarded(routes, e)) continue;
    if (matches(MANAGER_AREA, e)) {
      if (!guarded(routes, e, requireListingManager))
        problems.push(`${e.method} ${e.path} is a manager route without requireListingManager`);
      continue;
    }
    if (matches(ADMIN_ONLY, e)) problems.push(`${e.method} ${e.path} is an admin route without requireAdmin`);
    else if (WRITES.includes(e.method) && !matches(PUBLIC_WRITES, e)) {
      problems.push(`${e.method} ${e.path} changes state without requireAdmin and is not a reviewed public write`);
    }
  }
  return problems;
}

/** A concrete URL for a route template: every parameter and wildcard becomes `1`. */
const concrete = (path: string) => path.replace(/:[A-Za-z_]\w*(\{[^}]*\})?\??/g, '1').replace(/\*/g, '1');

describe('the route audit itself', () => {
  const noop = () => new Response(null);

  it('flags an admin route without requireAdmin and an unreviewed public write', () => {
    const fixture = new Hono<AppEnv>()
      .post('/api/ads', noop)
      .delete('/api/sponsors/:id{[0-9]+}', requireAdmin, noop)
      .post('/api/jobs/:id/cancel', noop)
      .post('/api/something-new', noop)
      .post('/api/login', noop)
      .get('/api/ads', noop)
      .get('/api/manage/synagogues/:id{[0-9]+}/announcements', noop)
      .patch('/api/manage/synagogues/:id{[0-9]+}', requireListingManager, noop);
    expect(audit(fixture.routes)).toEqual([
      'POST /api/ads is an admin route without requireAdmin',
      'POST /api/jobs/:id/cancel is an admin route without requireAdmin',
      'POST /api/something-new changes state without requireAdmin and is not a reviewed public write',
      'GET /api/manage/synagogues/:id{[0-9]+}/announcements is a manager route without requireListingManager',
    ]);
  });

  it('sees requireAdmin applied with use() on a prefix, and through a mounted sub-app', () => {
    const sub = new Hono<AppEnv>().use('/admin/*', requireAdmin).get('/admin/stats', noop).post('/admin/reindex', noop);
    const withOwnErrors = new Hono<AppEnv>().post('/scrape-godaven', requireAdmin, noop);
    withOwnErrors.onError(() => new Response(null, { status: 500 }));
    const fixture = new Hono<AppEnv>().route('/api', sub).route('/api', withOwnErrors);
    expect(audit(fixture.routes)).toEqual([]);
    expect(concrete('/api/x/:id{[0-9]+}/y/:key{.+}/*')).toBe('/api/x/1/y/1/1');
  });
});

describe('admin routes of the app', () => {
  const table = endpoints(app.routes);
  const adminOnly = table.filter((e) => guarded(app.routes, e));

  it('all carry requireAdmin, and every other write is a reviewed public one', () => {
    expect(audit(app.routes)).toEqual([]);
    // The app has admin routes to check (the admin API), so the checks below are not vacuous.
    expect(adminOnly.length).toBeGreaterThan(0);
  });

  it('each refuses an anonymous caller with 401 and a member with 403', async () => {
    const member = await memberCookie();
    const failures: string[] = [];
    for (const e of adminOnly) {
      const path = concrete(e.path);
      const json = e.method === 'GET' ? undefined : {};
      const anonymous = await api(path, { method: e.method, json });
      const asMember = await api(path, { method: e.method, json, cookie: member });
      if (anonymous.status !== 401) failures.push(`${e.method} ${path}: anonymous got ${anonymous.status}`);
      if (asMember.status !== 403) failures.push(`${e.method} ${path}: member got ${asMember.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('manager-area routes of the app', () => {
  const managerOnly = endpoints(app.routes).filter((e) => matches(MANAGER_AREA, e));

  it('each refuses an anonymous caller (401), a member (403) and the manager of another listing (403)', async () => {
    expect(managerOnly.length).toBeGreaterThan(10);
    // Listing 1 is the one every concrete path names; the manager manages listing 2 only.
    const [, other] = await addListings({ id: 1, name: 'Target' }, { id: 2, name: 'Other' });
    const manager = await signedIn('member', 'Manager');
    await env.DB.prepare('INSERT INTO listing_managers (synagogue_id, user_id) VALUES (?, ?)').bind(other!.id, manager.user.id).run();
    const member = await memberCookie();
    const failures: string[] = [];
    for (const e of managerOnly) {
      const path = concrete(e.path);
      const json = e.method === 'GET' ? undefined : {};
      const anonymous = await api(path, { method: e.method, json });
      const asMember = await api(path, { method: e.method, json, cookie: member });
      const asOtherManager = await api(path, { method: e.method, json, cookie: manager.cookie });
      if (anonymous.status !== 401) failures.push(`${e.method} ${path}: anonymous got ${anonymous.status}`);
      if (asMember.status !== 403) failures.push(`${e.method} ${path}: member got ${asMember.status}`);
      if (asOtherManager.status !== 403) failures.push(`${e.method} ${path}: manager of another listing got ${asOtherManager.status}`);
    }
    expect(failures).toEqual([]);
  });
});
