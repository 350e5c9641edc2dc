// Member accounts for the journeys of issue 18. Verifying an email is one function here, so that
// once verification mails exist (issue 16) it can read the local mail store and follow the link
// instead of marking the account in the database.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { queryLocal } from '../scripts/lib/wrangler.ts';
import { call, unique } from './session.ts';

export const MEMBER_PASSWORD = 'member password for e2e';

/** Registers a new member in the page's context (signed in afterwards) and returns its email. */
export async function registerMember(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${unique()}@example.com`;
  if (!page.url().startsWith('http')) await page.goto('/');
  const registered = await call(page, 'POST', '/api/register', { email, password: MEMBER_PASSWORD, firstName });
  expect(registered.status).toBe(201);
  return email;
}

/**
 * Marks `email` as verified, as following the link of the verification mail would: in the test
 * app's local database (wrangler d1 execute on the same --persist-to state as the running Worker).
 */
export function markEmailVerified(email: string) {
  const local = inject('local');
  const rows = queryLocal<{ id: string }>(
    `UPDATE users SET email_verified_at = ${Date.now()} WHERE email = '${email.replaceAll("'", "''")}' RETURNING id`,
    local,
  );
  expect(rows, `no account for ${email}`).toHaveLength(1);
}
