// Member accounts for the managers' and proposals' journeys: registered and verified as a person would be,
// by the link in the verification mail that `wrangler dev` keeps locally (e2e/session.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { registerAndSignIn, unique, verifyByMail } from './session.ts';

export const MEMBER_PASSWORD = 'member password for e2e 4711';

/** Registers a new member in the page's context (signed in afterwards) and returns its email. */
export async function registerMember(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${unique()}@example.com`;
  if (!page.url().startsWith('http')) await page.goto('/');
  await registerAndSignIn(page, { email, password: MEMBER_PASSWORD, firstName });
  return email;
}

/** Confirms `email` by following the link of its verification mail, signed in as its owner. */
export async function markEmailVerified(page: Page, email: string) {
  expect(await verifyByMail(page, email)).toBe(200);
}
