import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, PBKDF2_ITERATIONS, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hash to pbkdf2-sha256$100000$salt$hash with a fresh 16-byte salt each time', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a.split('$')[2]).not.toBe(b.split('$')[2]);
    expect(a).not.toBe(b);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verify a hash made at another cost, read from the string', async () => {
    const cheaper = await hashPassword('correct horse', 1000);
    expect(cheaper.split('$')[1]).toBe('1000');
    expect(await verifyPassword('correct horse', cheaper)).toBe(true);
  });

  it('never match a malformed or over-cost string', async () => {
    const stored = await hashPassword('pw');
    const [, , salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'pw',
      `sha1$1000$${salt}$${hash}`,
      `pbkdf2-sha256$0$${salt}$${hash}`,
      `pbkdf2-sha256$${PBKDF2_ITERATIONS + 1}$${salt}$${hash}`,
      `pbkdf2-sha256$1.5$${salt}$${hash}`,
      `pbkdf2-sha256$1000$${salt}$${hash}$extra`,
      `pbkdf2-sha256$1000$!!$${hash}`,
      `pbkdf2-sha256$1000$${salt}$c2hvcnQ=`,
      'pbkdf2-sha256$1$unused$unused',
    ]) {
      expect(await verifyPassword('pw', bad), bad).toBe(false);
    }
  });

  it('keep a dummy hash at full cost for unknown accounts', async () => {
    expect(DUMMY_PASSWORD_HASH.split('$').slice(0, 2)).toEqual(['pbkdf2-sha256', String(PBKDF2_ITERATIONS)]);
    expect(await verifyPassword('correct horse', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
