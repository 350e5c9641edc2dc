// Account API (spec §7 Account): register, login, current user, logout; and the page a
// browser sees at GET /api/login (spec §2).
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { loginInput, registerInput, type CurrentUser } from '../../../schema/auth.ts';
import type { UserRow } from '../../../schema/tables.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../middleware/session.ts';
import { clearSessionCookie, setSessionCookie } from '../middleware/session-cookie.ts';
import { validate } from '../middleware/validate.ts';
import { authenticate, registerUser } from '../services/auth.ts';
import { SESSION_COOKIE, createSession, destroySession } from '../services/sessions.ts';
import { managedRefs } from '../services/managers.ts';
import { toPublicUser } from '../services/users.ts';

/**
 * Ends the request's session. The session middleware set `c.var.user` only if the cookie held
 * a live session id, so a malformed or stale cookie never reaches KV.
 */
async function endSession(c: Context<AppEnv>) {
  const id = getCookie(c, SESSION_COOKIE);
  if (id && c.var.user) await destroySession(c.env.SESSIONS, id);
}

/** Signs `user` in with a new session id, ending the session the browser had before (if any). */
async function startSession(c: Context<AppEnv>, user: UserRow) {
  await endSession(c);
  setSessionCookie(c, await createSession(c.env.SESSIONS, user.id));
  return toPublicUser(user);
}

const LOGIN_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API endpoint | Shul Finder</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a202c}a{color:#1e3a8a}</style>
</head>
<body>
<main>
<h1>This is an API endpoint</h1>
<p>/api/login accepts sign-in requests from the Shul Finder app. To sign in or create an account, use the sign-in page.</p>
<p><a href="/auth">Go to Sign In</a></p>
</main>
</body>
</html>
`;

export const authRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', registerInput), async (c) => {
    const user = await registerUser(c.var.db, c.env.ADMIN_EMAILS, c.req.valid('json'));
    return c.json(await startSession(c, user), 201);
  })
  .post('/login', validate('json', loginInput), async (c) => {
    const user = await authenticate(c.var.db, c.env.ADMIN_EMAILS, c.req.valid('json'));
    return c.json(await startSession(c, user));
  })
  .get('/login', (c) => c.html(LOGIN_PAGE))
  .get('/user', requireUser, async (c) => {
    const user = c.var.user!;
    const current: CurrentUser = { ...user, manages: await managedRefs(c.var.db, user.id) };
    return c.json(current);
  })
  .post('/logout', async (c) => {
    await endSession(c);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
