// The account page's API: the signed-in user's sessions, their data as a download, and deleting
// the account (docs/privacy.md), confirmed with the password or a fresh passkey assertion. Every
// route needs a session; none changes public data.
import { Hono } from 'hono';
import { deleteAccountInput, sessionParam, type AccountSession, type EndedSessions } from '#contract/account.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { requireUser } from '../middleware/session.ts';
import { clearSessionCookie } from '../middleware/session-cookie.ts';
import { validate } from '../middleware/validate.ts';
import { deleteAccount } from '../services/account/delete.ts';
import { deviceName } from '../services/account/devices.ts';
import { exportAccount } from '../services/account/export.ts';
import { authenticate } from '../services/auth/accounts.ts';
import { endOtherSessions, endUserSession, listUserSessions } from '../services/auth/sessions.ts';
import { accountDeletedMail } from '../services/mail/account-mail.ts';
import { sendMail } from '../services/mail/send.ts';
import { confirmWithPasskey } from '../services/passkeys/authentication.ts';
import { relyingParty } from '../services/passkeys/relying-party.ts';

export const accountRoutes = new Hono<AppEnv>()
  .get('/user/export', requireUser, async (c) => {
    const data = await exportAccount(c.var.db, c.var.user!);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="shul-finder-export.json"',
      'Cache-Control': 'no-store',
    });
  })
  .get('/user/sessions', requireUser, async (c) => {
    const current = c.var.session?.publicId;
    const rows = await listUserSessions(c.var.db, c.var.user!.id);
    return c.json(
      rows.map((r): AccountSession => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        device: deviceName(r.userAgent),
        passkey: r.passkey,
        current: r.id === current,
      })),
    );
  })
  // Another account's session id answers as one that does not exist.
  .delete('/user/sessions/:id', requireUser, validate('param', sessionParam), async (c) => {
    if (!(await endUserSession(c.var.db, c.var.user!.id, c.req.valid('param').id))) throw new ApiError(404, said('errors.sessionNotFound'));
    return c.body(null, 204);
  })
  .post('/user/sessions/end-others', requireUser, async (c) => {
    const ended = await endOtherSessions(c.var.db, c.var.user!.id, c.var.session?.publicId ?? undefined);
    return c.json<EndedSessions>({ ended });
  })
  .delete('/user', requireUser, validate('json', deleteAccountInput), async (c) => {
    const user = c.var.user!;
    const proof = c.req.valid('json');
    // The same checks and 401 as signing in: the password with its lockout, or a passkey assertion
    // (single-use challenge, counter) made with one of this account's own passkeys.
    if (proof.passkey) {
      await confirmWithPasskey(c.var.db, c.env.SESSIONS, relyingParty(c.env.PUBLIC_ORIGIN, c.req.url), user.id, proof.passkey);
    } else {
      await authenticate(c.var.db, c.env.ADMIN_EMAILS, { email: user.email, password: proof.password! });
    }
    await deleteAccount(c.var.db, user);
    clearSessionCookie(c);
    c.executionCtx.waitUntil(accountDeletedMail(user, c.env.PUBLIC_ORIGIN).then((m) => sendMail(c.env, m)));
    return c.body(null, 204);
  });
