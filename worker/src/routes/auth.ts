// Account API: register, login, current user, logout, email verification and
// password reset (docs/architecture.md: Sessions and accounts); and the page a browser sees at GET /api/login.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  emailOnlyInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  userSettingsInput,
  verifyEmailInput,
  type CurrentUser,
  type MessageResponse,
  type PublicUser,
} from '#contract/auth.ts';
import type { UserRow } from '#db/tables.ts';
import { pagePathIn, type Locale } from '#domain/languages.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../middleware/session.ts';
import { clearSessionCookie, setSessionCookie } from '../middleware/session-cookie.ts';
import { validate } from '../middleware/validate.ts';
import { authenticate, newResetToken, newVerificationToken, registerUser, resetPassword, verifyEmail } from '../services/auth/accounts.ts';
import { sendMail, type MailMessage } from '../services/mail/send.ts';
import { alreadyRegisteredMail, resetMail, verificationMail } from '../services/mail/account-mail.ts';
import { SESSION_COOKIE, createSession, destroySession, endOtherSessions } from '../services/auth/sessions.ts';
import { managedRefs } from '../services/listings/managers.ts';
import { findUserById, setUserLanguage, toPublicUser } from '../services/auth/users.ts';
import { ApiError, said } from '../errors.ts';
import { translator, type WorkerMessageId } from '../i18n/translate.ts';
import { requestLocale } from '../middleware/language.ts';

/**
 * Ends the request's session. The session middleware set `c.var.user` only if the cookie held
 * a live session id, so a malformed or stale cookie never reaches KV.
 */
async function endSession(c: Context<AppEnv>) {
  const id = getCookie(c, SESSION_COOKIE);
  if (id && c.var.user) await destroySession(c.env.SESSIONS, c.var.db, id, c.var.session?.publicId ?? undefined);
}

/** Signs `user` in with a new session id, ending the session the browser had before (if any). */
export async function startSession(c: Context<AppEnv>, user: UserRow, passkey = false) {
  await endSession(c);
  const sid = await createSession(c.env.SESSIONS, c.var.db, user.id, {
    generation: user.sessionGeneration,
    userAgent: c.req.header('user-agent'),
    passkey,
  });
  setSessionCookie(c, sid);
  return toPublicUser(user);
}

/**
 * A page of the site in the account's language: links in mail always use PUBLIC_ORIGIN, never the
 * request's Host header.
 */
const siteUrl = (c: Context<AppEnv>, path: string, language: Locale, token?: string) => {
  const url = new URL(pagePathIn(path, language), c.env.PUBLIC_ORIGIN);
  if (token) url.searchParams.set('token', token);
  return url.toString();
};

/**
 * Sends after the response, so the answer's timing does not depend on whether mail went out
 * (that would tell which addresses have accounts).
 */
function mailLater(c: Context<AppEnv>, compose: () => Promise<MailMessage | null>) {
  c.executionCtx.waitUntil(compose().then((message) => (message ? sendMail(c.env, message) : undefined)));
}

const english = translator('en');
export const REGISTERED_MESSAGE = english('auth.registered');
export const RESET_REQUESTED_MESSAGE = english('auth.resetRequested');
export const VERIFICATION_SENT_MESSAGE = english('auth.verificationSent');
export const PASSWORD_CHANGED_MESSAGE = english('auth.passwordChanged');

/** What the account answers say, in the request's language. */
const say = (c: Context<AppEnv>, id: WorkerMessageId) => translator(requestLocale(c))(id);

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
  // The same answer for a new address and a taken one; the owner of a taken one gets a mail.
  .post('/register', validate('json', registerInput), async (c) => {
    const { created, user } = await registerUser(c.var.db, c.req.valid('json'), requestLocale(c));
    const origin = c.env.PUBLIC_ORIGIN;
    mailLater(c, async () => {
      const { language } = user;
      if (!created) return alreadyRegisteredMail(user, origin, siteUrl(c, '/auth', language), siteUrl(c, '/auth?mode=forgot', language));
      const token = await newVerificationToken(c.var.db, user);
      return token ? verificationMail(user, origin, siteUrl(c, '/auth/verify', language, token)) : null;
    });
    return c.json<MessageResponse>({ message: say(c, 'auth.registered') }, 202);
  })
  .post('/login', validate('json', loginInput), async (c) => {
    const user = await authenticate(c.var.db, c.env.ADMIN_EMAILS, c.req.valid('json'));
    return c.json(await startSession(c, user));
  })
  .post('/verify-email', validate('json', verifyEmailInput), async (c) => {
    const user = await verifyEmail(c.var.db, c.env.ADMIN_EMAILS, c.req.valid('json').token);
    return c.json(toPublicUser(user));
  })
  .post('/resend-verification', requireUser, async (c) => {
    const user = c.var.user!;
    if (user.emailVerified) return c.json<MessageResponse>({ message: say(c, 'auth.alreadyConfirmed') });
    mailLater(c, async () => {
      const row = await findUserById(c.var.db, user.id);
      const token = row ? await newVerificationToken(c.var.db, row) : null;
      return row && token ? verificationMail(row, c.env.PUBLIC_ORIGIN, siteUrl(c, '/auth/verify', row.language, token)) : null;
    });
    return c.json<MessageResponse>({ message: say(c, 'auth.verificationSent') }, 202);
  })
  .post('/forgot-password', validate('json', emailOnlyInput), async (c) => {
    const { email } = c.req.valid('json');
    mailLater(c, async () => {
      const reset = await newResetToken(c.var.db, email);
      return reset ? resetMail(reset.user, c.env.PUBLIC_ORIGIN, siteUrl(c, '/auth/reset', reset.user.language, reset.token)) : null;
    });
    return c.json<MessageResponse>({ message: say(c, 'auth.resetRequested') }, 202);
  })
  // Every session of the account ends; this browser is signed in afresh with the new password.
  .post('/reset-password', validate('json', resetPasswordInput), async (c) => {
    const { token, password } = c.req.valid('json');
    const user = await resetPassword(c.var.db, c.env.ADMIN_EMAILS, token, password);
    // The raised generation already ends them; their rows go too, so the list shows only live sessions.
    await endOtherSessions(c.var.db, user.id, undefined);
    return c.json({ message: say(c, 'auth.passwordChanged'), user: await startSession(c, user) });
  })
  .get('/login', (c) => c.html(LOGIN_PAGE))
  // Signed out is an answer, not an error: every page asks on load, and a 401 there would be a
  // console error for every visitor.
  .get('/user', async (c) => {
    const user = c.var.user;
    if (!user) return c.json<CurrentUser | null>(null);
    return c.json<CurrentUser | null>({ ...user, manages: await managedRefs(c.var.db, user.id) });
  })
  // The account's own settings: the language its mail is written in.
  .patch('/user', requireUser, validate('json', userSettingsInput), async (c) => {
    const row = await setUserLanguage(c.var.db, c.var.user!.id, c.req.valid('json').language);
    if (!row) throw new ApiError(401, said('errors.unauthorized'));
    return c.json<PublicUser>(toPublicUser(row));
  })
  .post('/logout', async (c) => {
    await endSession(c);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
