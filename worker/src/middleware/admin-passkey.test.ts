import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { createDb } from '../db.ts';
import { SESSION_COOKIE, createSession } from '../services/auth/sessions.ts';
import { translator } from '../i18n/translate.ts';
import { ADMIN_PASSKEY_REQUIRED } from './session.ts';

const settings = env as { ADMIN_REQUIRE_PASSKEY?: string };
afterEach(() => {
  settings.ADMIN_REQUIRE_PASSKEY = 'off';
});

describe('ADMIN_REQUIRE_PASSKEY', () => {
  it('is off in the tests: an admin signed in with a password reaches admin routes', async () => {
    const { cookie } = await signedIn('admin');
    expect((await api('/api/submissions', { cookie })).status).toBe(200);
  });

  it('on: an admin signed in with a password gets 403 with a message saying why; a passkey session passes', async () => {
    settings.ADMIN_REQUIRE_PASSKEY = 'on';
    const { cookie, user } = await signedIn('admin');
    const refused = await api('/api/submissions', { cookie });
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toBe(translator('en')(ADMIN_PASSKEY_REQUIRED.id));
    const passkeySid = await createSession(env.SESSIONS, createDb(env.DB), user.id, { passkey: true });
    expect((await api('/api/submissions', { cookie: `${SESSION_COOKIE}=${passkeySid}` })).status).toBe(200);
    // Members' own routes do not ask for one.
    const member = await signedIn('member');
    expect((await api('/api/user/sessions', { cookie: member.cookie })).status).toBe(200);
    expect((await api('/api/submissions', { cookie: member.cookie })).status).toBe(403);
  });
});
