import { env } from 'cloudflare:workers';
import { beforeAll } from 'vitest';
import type { Role } from '#domain/enums.ts';
import { createDb } from '../src/db.ts';
import { SESSION_COOKIE, createSession } from '../src/services/auth/sessions.ts';

let counter = 0;

/**
 * A signed-in user of the given role, made directly in D1 and KV (no password round trip),
 * for tests of routes that need a session. Returns the `cookie` header value and the user.
 */
export async function signedIn(role: Role = 'member', firstName = 'Test') {
  counter += 1;
  const id = crypto.randomUUID();
  const email = `${role}-${counter}-${id.slice(0, 8)}@example.com`;
  await env.DB.prepare('INSERT INTO users (id, email, password, first_name, role) VALUES (?, ?, ?, ?, ?)')
    .bind(id, email, 'pbkdf2-sha256$1$unused$unused', firstName, role)
    .run();
  const sid = await createSession(env.SESSIONS, createDb(env.DB), id, {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });
  return { cookie: `${SESSION_COOKIE}=${sid}`, user: { id, email, role } };
}

export const adminCookie = async () => (await signedIn('admin', 'Admin')).cookie;
export const memberCookie = async () => (await signedIn('member', 'Member')).cookie;

/**
 * An admin's and a member's cookie for the tests of a file, made in its beforeAll (storage is
 * per file). Read the fields inside tests, once they are set.
 */
export function adminAndMember() {
  const cookies = { admin: '', member: '' };
  beforeAll(async () => {
    cookies.admin = await adminCookie();
    cookies.member = await memberCookie();
  });
  return cookies;
}

/** Who a route test acts as: a member, a member who manages a listing, or an admin. */
export type AccountKind = 'member' | 'manager' | 'admin';
export const ACCOUNT_KINDS: readonly AccountKind[] = ['member', 'manager', 'admin'];

/** A signed-in account of that kind; a manager manages a listing of its own (`listingId`). */
export async function signedInAs(kind: AccountKind) {
  const session = await signedIn(kind === 'admin' ? 'admin' : 'member', kind === 'manager' ? 'Manager' : 'Test');
  if (kind !== 'manager') return { ...session, listingId: null };
  const listing = await env.DB.prepare(
    "INSERT INTO synagogues (name, address, city) VALUES ('Managed Shul', '1 Main St', 'Springfield') RETURNING id",
  ).first<{ id: number }>();
  await env.DB.prepare("INSERT INTO listing_managers (synagogue_id, user_id, role) VALUES (?, ?, 'Gabbai')")
    .bind(listing!.id, session.user.id)
    .run();
  return { ...session, listingId: listing!.id };
}
