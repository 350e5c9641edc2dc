import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from './admin-grant.ts';
import { applyLocalMigrations, queryLocal, type LocalOptions } from './lib/wrangler.ts';

// Runs wrangler against a throwaway local D1, as `npm run admin:grant` does against .wrangler/state.
describe('admin:grant', { timeout: 120_000 }, () => {
  let dir: string;
  let o: LocalOptions;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'shul-grant-'));
    o = { persistTo: dir };
    applyLocalMigrations(o);
    queryLocal(
      "INSERT INTO users (id, email, password, first_name) VALUES ('u1', 'rabbi@shul.example', 'pbkdf2-sha256$1$x$y', 'Rabbi')",
      o,
    );
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('promotes an existing account, found by its normalised email', () => {
    expect(grantAdmin('  Rabbi@Shul.Example ', o)).toEqual({ email: 'rabbi@shul.example', previousRole: 'member' });
    // A second run reads the stored role: the promotion stuck.
    expect(grantAdmin('rabbi@shul.example', o).previousRole).toBe('admin');
  });

  it('refuses an unknown account or a non-email', () => {
    expect(() => grantAdmin('nobody@shul.example', o)).toThrow(/No account with the email nobody@shul\.example/);
    expect(() => grantAdmin('not an email', o)).toThrow(/Not an email address/);
  });
});
