import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db.ts';
import { ApiError } from '../errors.ts';
import { EMAIL_TAKEN, INVALID_CREDENTIALS, authenticate, isAdminEmail, registerUser } from './auth.ts';
import { PBKDF2_ITERATIONS } from './passwords.ts';

const db = createDb(env.DB);
const rejection = (p: Promise<unknown>) => p.then(() => expect.unreachable('resolved'), (e: unknown) => e as ApiError);

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

  it('promotes a member to admin at sign-in once ADMIN_EMAILS lists them, and stores it', async () => {
    const input = { email: 'gabbai@shul.example', password: 'correct horse', firstName: 'Gabbai', lastName: null };
    const created = await registerUser(db, '', input);
    expect(created.role).toBe('member');
    expect((await authenticate(db, '', input)).role).toBe('member');
    const promoted = await authenticate(db, 'other@x.example,gabbai@shul.example', input);
    expect(promoted.role).toBe('admin');
    expect(await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(created.id).first('role')).toBe('admin');
  });

  it('refuses a taken email with 409 naming the field', async () => {
    const input = { email: 'twice@shul.example', password: 'correct horse', firstName: 'T', lastName: null };
    await registerUser(db, '', input);
    const err = await rejection(registerUser(db, '', input));
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.message, err.errors]).toEqual([409, EMAIL_TAKEN, { email: EMAIL_TAKEN }]);
  });

  it('hashes at full cost for an unknown email too, so both failures cost the same', async () => {
    const input = { email: 'known@shul.example', password: 'correct horse', firstName: 'K', lastName: null };
    await registerUser(db, '', input);
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const costs = async (email: string) => {
      derive.mockClear();
      const err = await rejection(authenticate(db, '', { email, password: 'wrong horse' }));
      expect([err.status, err.message]).toEqual([401, INVALID_CREDENTIALS]);
      return derive.mock.calls.map(([params]) => (params as { iterations: number }).iterations);
    };
    expect(await costs('known@shul.example')).toEqual([PBKDF2_ITERATIONS]);
    expect(await costs('unknown@shul.example')).toEqual([PBKDF2_ITERATIONS]);
  });
});
