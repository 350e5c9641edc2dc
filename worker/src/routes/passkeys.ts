// Passkeys (docs/api.md: Passkeys): registering one from the account page, signing in with one,
// and the account's list of them. The WebAuthn work is in services/passkeys/.
import { Hono, type Context } from 'hono';
import type { PublicUser } from '#contract/auth.ts';
import {
  authenticationVerifyInput,
  passkeyParam,
  registrationVerifyInput,
  renamePasskeyInput,
  type AccountPasskey,
} from '#contract/passkeys.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { requireUser } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { deviceName } from '../services/account/devices.ts';
import { promoteIfListed } from '../services/auth/accounts.ts';
import { authenticatePasskey, authenticationOptions } from '../services/passkeys/authentication.ts';
import { registerPasskey, registrationOptions } from '../services/passkeys/registration.ts';
import { relyingParty } from '../services/passkeys/relying-party.ts';
import { listPasskeys, removePasskey, renamePasskey, toAccountPasskey } from '../services/passkeys/store.ts';
import { startSession } from './auth.ts';

const PASSKEY_NOT_FOUND = said('errors.passkeyNotFound');
/** A passkey's name when the person gives none and the browser's User-Agent says nothing. */
const DEFAULT_PASSKEY_NAME = 'Passkey';

const rpOf = (c: Context<AppEnv>) => relyingParty(c.env.PUBLIC_ORIGIN, c.req.url);

/** What a registration challenge is bound to: this session (sessions older than the index: the account). */
const registrationOwner = (c: Context<AppEnv>) => c.var.session?.publicId ?? `user:${c.var.user!.id}`;

export const passkeyRoutes = new Hono<AppEnv>()
  .post('/passkeys/registration/options', requireUser, async (c) =>
    c.json(await registrationOptions(c.var.db, c.env.SESSIONS, rpOf(c), c.var.user!, registrationOwner(c))),
  )
  .post('/passkeys/registration/verify', requireUser, validate('json', registrationVerifyInput), async (c) => {
    const { response, name } = c.req.valid('json');
    const row = await registerPasskey(c.var.db, c.env.SESSIONS, rpOf(c), {
      userId: c.var.user!.id,
      owner: registrationOwner(c),
      response,
      name: name ?? deviceName(c.req.header('user-agent') ?? null) ?? DEFAULT_PASSKEY_NAME,
    });
    return c.json<AccountPasskey>(toAccountPasskey(row), 201);
  })
  .post('/passkeys/authentication/options', async (c) => c.json(await authenticationOptions(c.env.SESSIONS, rpOf(c))))
  // Signs in exactly as the password does (a new session, the old one ended), marked as a passkey session.
  .post('/passkeys/authentication/verify', validate('json', authenticationVerifyInput), async (c) => {
    const row = await authenticatePasskey(c.var.db, c.env.SESSIONS, rpOf(c), c.req.valid('json'));
    const user = await promoteIfListed(c.var.db, c.env.ADMIN_EMAILS, row);
    return c.json<PublicUser>(await startSession(c, user, true));
  })
  .get('/user/passkeys', requireUser, async (c) => {
    const rows = await listPasskeys(c.var.db, c.var.user!.id);
    return c.json<AccountPasskey[]>(rows.map(toAccountPasskey));
  })
  // Another account's passkey answers as one that does not exist.
  .patch('/user/passkeys/:id', requireUser, validate('param', passkeyParam), validate('json', renamePasskeyInput), async (c) => {
    const row = await renamePasskey(c.var.db, c.var.user!.id, c.req.valid('param').id, c.req.valid('json').name);
    if (!row) throw new ApiError(404, PASSKEY_NOT_FOUND);
    return c.json<AccountPasskey>(toAccountPasskey(row));
  })
  .delete('/user/passkeys/:id', requireUser, validate('param', passkeyParam), async (c) => {
    if (!(await removePasskey(c.var.db, c.var.user!.id, c.req.valid('param').id))) throw new ApiError(404, PASSKEY_NOT_FOUND);
    return c.body(null, 204);
  });
