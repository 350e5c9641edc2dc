import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HANDLED_REQUEST_DAYS, UNVERIFIED_ACCOUNT_DAYS } from '#domain/retention.ts';
import worker from '../../index.ts';
import { NIGHTLY_CRON } from '../../scheduled.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The night the tests run the cron at: a fixed clock, far from the real one. */
const NIGHT = Date.parse('2031-06-15T03:00:00Z');

async function nightly(at = NIGHT) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: NIGHTLY_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function locationRequest(status: string, reviewedDaysAgo: number | null) {
  const reviewedAt = reviewedDaysAgo === null ? null : NIGHT - reviewedDaysAgo * DAY;
  const row = await env.DB.prepare(
    "INSERT INTO submissions (type, status, synagogue_name, submitter_name, submitter_email, submitter_phone, notes, reviewed_at) VALUES ('add', ?, 'Kept Shul', 'Dina Levi', 'dina@example.org', '555-0111', 'Call after 6', ?) RETURNING id",
  )
    .bind(status, reviewedAt)
    .first<{ id: number }>();
  return row!.id;
}

async function sponsorInquiry(status: string, reviewedDaysAgo: number) {
  const row = await env.DB.prepare(
    "INSERT INTO sponsor_submissions (company_name, contact_name, email, phone, description, status, reviewed_at) VALUES ('Levi Foods', 'Dina Levi', 'dina@example.org', '555-0112', 'Kosher catering', ?, ?) RETURNING id",
  )
    .bind(status, NIGHT - reviewedDaysAgo * DAY)
    .first<{ id: number }>();
  return row!.id;
}

async function account(verified: boolean, madeDaysAgo: number) {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO users (id, email, password, first_name, email_verified_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(
      id,
      `${id.slice(0, 8)}@example.org`,
      'pbkdf2-sha256$1$x$x',
      'Dina',
      verified ? NIGHT - madeDaysAgo * DAY : null,
      NIGHT - madeDaysAgo * DAY,
    )
    .run();
  return id;
}

describe('nightly retention', () => {
  it(`erases the sender of location requests and sponsor inquiries ${HANDLED_REQUEST_DAYS} days after review, keeping what was asked`, async () => {
    const old = await locationRequest('approved', HANDLED_REQUEST_DAYS + 1);
    const recent = await locationRequest('rejected', HANDLED_REQUEST_DAYS - 1);
    const pending = await locationRequest('pending', null);
    const oldInquiry = await sponsorInquiry('approved', HANDLED_REQUEST_DAYS + 1);
    const recentInquiry = await sponsorInquiry('approved', 10);
    await nightly();

    const request = (id: number) =>
      env.DB.prepare('SELECT synagogue_name, submitter_name, submitter_email, submitter_phone, notes FROM submissions WHERE id = ?')
        .bind(id)
        .first();
    expect(await request(old)).toEqual({
      synagogue_name: 'Kept Shul',
      submitter_name: '',
      submitter_email: '',
      submitter_phone: '',
      notes: null,
    });
    expect(await request(recent)).toMatchObject({
      submitter_name: 'Dina Levi',
      submitter_email: 'dina@example.org',
      notes: 'Call after 6',
    });
    expect(await request(pending)).toMatchObject({ submitter_name: 'Dina Levi' });
    const inquiry = (id: number) =>
      env.DB.prepare('SELECT company_name, contact_name, email, phone, description FROM sponsor_submissions WHERE id = ?').bind(id).first();
    expect(await inquiry(oldInquiry)).toEqual({
      company_name: 'Levi Foods',
      contact_name: '',
      email: '',
      phone: null,
      description: 'Kosher catering',
    });
    expect(await inquiry(recentInquiry)).toMatchObject({ contact_name: 'Dina Levi', email: 'dina@example.org' });
  });

  it(`deletes accounts never verified ${UNVERIFIED_ACCOUNT_DAYS} days after they were made, and no others`, async () => {
    const stale = await account(false, UNVERIFIED_ACCOUNT_DAYS + 1);
    const fresh = await account(false, UNVERIFIED_ACCOUNT_DAYS - 1);
    const verified = await account(true, 400);
    await nightly();
    const exists = async (id: string) => (await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(id).first()) !== null;
    expect(await exists(stale)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(verified)).toBe(true);
  });

  it('runs only on the nightly tick', async () => {
    const stale = await account(false, UNVERIFIED_ACCOUNT_DAYS + 5);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: NIGHT + 60_000, cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(stale).first()).not.toBeNull();
  });
});
