import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db.ts';
import type { ApiError } from '../../errors.ts';
import {
  FREE_LOGIN_FAILURES,
  INVALID_CREDENTIALS,
  INVALID_LINK,
  authenticate,
  isAdminEmail,
  newResetToken,
  newVerificationToken,
  registerUser,
  resetPassword,
  verifyEmail,
} from './accounts.ts';
import { PBKDF2_ITERATIONS } from './passwords.ts';

const db = createDb(env.DB);
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('resolved'),
    (e: unknown) => e as ApiError,
  );
const PASSWORD = 'lamplight orchard 23 violin';
const account = (email: string) => ({ email, password: PASSWORD, firstName: 'Gabbai', lastName: null });

describe('isAdminEmail', () => {
  it('matches a comma-separated list in any case, ignoring spaces and empties', () => {
    const list = ' Boss@Example.com, ,rav@shul.example ';
    expect(isAdminEmail(list, 'boss@example.com')).toBe(true);
    expect(isAdminEmail(list, 'RAV@shul.example')).toBe(true);
    expect(isAdminEmail(list, 'someone@example.com')).toBe(false);
    expect(isAdminEmail('', '')).toBe(false);
    expect(isAdminEmail(undefined, 'boss@example.com')).toBe(false);
  });
});

describe('accounts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes an ADMIN_EMAILS address admin only once it is verified (defect 1)', async () => {
    const admins = 'other@x.example,gabbai@shul.example';
    const { created, user } = await registerUser(db, account('gabbai@shul.example'));
    expect([created, user.role, user.emailVerifiedAt]).toEqual([true, 'member', null]);
    // Signing in with the password does not promote an unverified address.
    expect((await authenticate(db, admins, account('gabbai@shul.example'))).role).toBe('member');
    const token = (await newVerificationToken(db, user))!;
    const verified = await verifyEmail(db, admins, token);
    expect(verified.role).toBe('admin');
    expect(verified.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(user.id).first('role')).toBe('admin');
  });

  it('leaves a taken address unchanged and reports it to the caller, after the same hashing', async () => {
    await registerUser(db, account('twice@shul.example'));
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const again = await registerUser(db, { ...account('twice@shul.example'), password: 'another long phrase 77 harbor' });
    expect(again.created).toBe(false);
    expect(derive).toHaveBeenCalledTimes(1);
    // The password is still the first one.
    expect((await authenticate(db, '', account('twice@shul.example'))).email).toBe('twice@shul.example');
  });

  it('hashes at full cost for an unknown email too, so both failures cost the same', async () => {
    await registerUser(db, account('known@shul.example'));
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const costs = async (email: string) => {
      derive.mockClear();
      const err = await rejection(authenticate(db, '', { email, password: 'wrong horse' }));
      expect([err.status, err.said]).toEqual([401, INVALID_CREDENTIALS]);
      return derive.mock.calls.map(([params]) => (params as { iterations: number }).iterations);
    };
    expect(await costs('known@shul.example')).toEqual([PBKDF2_ITERATIONS]);
    expect(await costs('unknown@shul.example')).toEqual([PBKDF2_ITERATIONS]);
  });

  it('locks an address after repeated failures, known or not, growing, and the right password waits too (defect 6)', async () => {
    await registerUser(db, account('tried@shul.example'));
    const t0 = new Date('2030-01-01T00:00:00Z');
    for (const email of ['tried@shul.example', 'nobody@shul.example']) {
      for (let i = 0; i < FREE_LOGIN_FAILURES; i++) {
        expect((await rejection(authenticate(db, '', { email, password: 'wrong' }, t0))).status).toBe(401);
      }
      const locked = await rejection(authenticate(db, '', { email, password: 'wrong' }, t0));
      expect(locked.status).toBe(429);
      expect(locked.headers).toEqual({ 'Retry-After': '60' });
    }
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    expect((await rejection(authenticate(db, '', account('tried@shul.example'), new Date(t0.getTime() + 30_000)))).status).toBe(429);
    expect(derive).not.toHaveBeenCalled();
    // After the minute, one more failure locks it for two.
    const t1 = new Date(t0.getTime() + 61_000);
    expect((await rejection(authenticate(db, '', { email: 'tried@shul.example', password: 'wrong' }, t1))).status).toBe(401);
    expect((await rejection(authenticate(db, '', account('tried@shul.example'), t1))).headers).toEqual({ 'Retry-After': '120' });
    // The right password after the lock signs in and forgets the failures.
    const t2 = new Date(t1.getTime() + 121_000);
    expect((await authenticate(db, '', account('tried@shul.example'), t2)).email).toBe('tried@shul.example');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM login_failures WHERE email = ?').bind('tried@shul.example').first('n')).toBe(0);
  });

  it('refuses common, breached and self-derived passwords (defect 6)', async () => {
    for (const password of ['password123', 'qwertyuiop', '1234567890', 'iloveyou123', 'weak@shul.example']) {
      const err = await rejection(registerUser(db, { ...account('weak@shul.example'), password }));
      expect([err.status, Object.keys(err.errors!)], password).toEqual([400, ['password']]);
    }
  });
});

describe('links', () => {
  it('verification links are single-use, expire after 24 hours and are stored only hashed', async () => {
    const { user } = await registerUser(db, account('links@shul.example'));
    const token = (await newVerificationToken(db, user))!;
    const stored = await env.DB.prepare('SELECT token_hash FROM email_tokens WHERE user_id = ?')
      .bind(user.id)
      .all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const late = await rejection(verifyEmail(db, '', token, new Date(Date.now() + 24 * 3600_000 + 1000)));
    expect([late.status, late.said]).toEqual([400, INVALID_LINK]);
    const verified = await verifyEmail(db, '', token);
    expect((await rejection(verifyEmail(db, '', token))).status).toBe(400);
    // A verified address gets no further verification links.
    expect(await newVerificationToken(db, verified)).toBeNull();
  });

  it('reset links: a newer one retires the older, each works once for an hour, and sessions end', async () => {
    const { user } = await registerUser(db, account('reset@shul.example'));
    const first = (await newResetToken(db, 'reset@shul.example'))!.token;
    const second = (await newResetToken(db, 'reset@shul.example'))!.token;
    expect(await newResetToken(db, 'nobody-here@shul.example')).toBeNull();
    expect((await rejection(resetPassword(db, '', first, 'a brand new phrase 42 lantern'))).said).toEqual(INVALID_LINK);
    const late = new Date(Date.now() + 3600_000 + 1000);
    expect((await rejection(resetPassword(db, '', second, 'a brand new phrase 42 lantern', late))).said).toEqual(INVALID_LINK);
    // A weak password is refused without spending the link.
    expect((await rejection(resetPassword(db, '', second, 'password12'))).status).toBe(400);
    const updated = await resetPassword(db, '', second, 'a brand new phrase 42 lantern');
    expect(updated.sessionGeneration).toBe(user.sessionGeneration + 1);
    expect(updated.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await rejection(resetPassword(db, '', second, 'yet another phrase 99 meadow'))).said).toEqual(INVALID_LINK);
    expect((await authenticate(db, '', { email: 'reset@shul.example', password: 'a brand new phrase 42 lantern' })).id).toBe(user.id);
  });
});
