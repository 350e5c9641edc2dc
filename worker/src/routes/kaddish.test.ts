import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { KaddishPlan, YahrzeitResponse } from '#contract/kaddish.ts';
import { signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { parseIcs, prop } from '../../test/ics.ts';
import { mailbox } from '../../test/mail.ts';
import { createDb } from '../db.ts';
import { deleteAccount } from '../services/account/delete.ts';
import { exportAccount } from '../services/account/export.ts';
import { sendKaddishReminders } from '../services/kaddish/reminders.ts';

const box = mailbox();

// 10 Kislev 5786: the first yahrzeit is 10 Kislev 5787 = 2026-11-20 (1 Kislev 5787 is 2026-11-11);
// Kaddish ends on 9 Cheshvan 5787 = 2026-10-20 (Cheshvan 5787 has 30 days).
const DEATH = { hy: 5786, hm: 9, hd: 10 };
const nightBefore = (day: string) => new Date(Date.parse(`${day}T03:00:00Z`) - 86_400_000);

const save = (cookie: string, body: unknown) => api('/api/account/kaddish', { method: 'POST', json: body, cookie });
const patch = (cookie: string, id: number, body: unknown) => api(`/api/account/kaddish/${id}`, { method: 'PATCH', json: body, cookie });

describe('GET /api/yahrzeit', () => {
  it('answers the Hebrew date, shloshim, the end of Kaddish and the yahrzeits from a day', async () => {
    const res = await api('/api/yahrzeit?date=2025-11-30&afterSunset=false&years=2&from=2026-01-01');
    expect(res.status).toBe(200);
    const body = await json<YahrzeitResponse>(res);
    expect(body.hebrewDate.text).toBe('10 Kislev 5786');
    expect(body.shloshimEnd.hebrewDate.text).toBe('9 Tevet 5786');
    expect(body.kaddishEnd).toMatchObject({ date: '2026-10-20', hebrewDate: { text: '9 Cheshvan 5787' } });
    expect(body.yahrzeits.map((y) => [y.date, y.hebrewDate.text])).toEqual([
      ['2026-11-20', '10 Kislev 5787'],
      [expect.any(String), '10 Kislev 5788'],
    ]);
  });

  it('reads a Hebrew date, and after sunset the next Hebrew day', async () => {
    const hebrew = await json<YahrzeitResponse>(await api('/api/yahrzeit?hy=5786&hm=9&hd=10&from=2026-01-01&years=1'));
    const evening = await json<YahrzeitResponse>(await api('/api/yahrzeit?date=2025-11-29&afterSunset=true&from=2026-01-01&years=1'));
    expect(evening).toEqual(hebrew);
  });

  it('answers 400 naming the field', async () => {
    const missing = await api('/api/yahrzeit');
    expect(missing.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(missing)).errors).toHaveProperty('date');
    const adar2 = await api('/api/yahrzeit?hy=5786&hm=13&hd=1');
    expect(adar2.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(adar2)).errors).toHaveProperty('hm');
    const years = await api('/api/yahrzeit?date=2025-11-30&years=99');
    expect((await json<{ errors: Record<string, string> }>(years)).errors).toHaveProperty('years');
  });
});

describe('saved years of Kaddish', () => {
  it('need a session', async () => {
    expect((await api('/api/account/kaddish')).status).toBe(401);
    expect((await save('', { death: DEATH })).status).toBe(401);
  });

  it('are saved, listed, and hidden from other accounts', async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const res = await save(cookie, { label: 'Abba', death: { date: '2025-11-29', afterSunset: true }, places: [{ geonameid: 2988507 }] });
    expect(res.status).toBe(201);
    const plan = await json<KaddishPlan>(res);
    expect(plan).toMatchObject({ label: 'Abba', death: DEATH, reminders: false, feedUrl: null });
    expect(await json<KaddishPlan[]>(await api('/api/account/kaddish', { cookie }))).toHaveLength(1);
    expect(await json<KaddishPlan[]>(await api('/api/account/kaddish', { cookie: other.cookie }))).toEqual([]);
    expect((await patch(other.cookie, plan.id, { reminders: true })).status).toBe(404);
    expect((await api(`/api/account/kaddish/${plan.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
  });

  it('refuse a bad body naming the field', async () => {
    const { cookie } = await signedIn();
    const res = await save(cookie, { death: DEATH, places: [{ latitude: 100, longitude: 0 }] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/places/);
  });

  it('have a private feed that a new address or revoking stops at once', async () => {
    const { cookie } = await signedIn();
    const plan = await json<KaddishPlan>(await save(cookie, { label: 'Ima', death: DEATH }));
    const on = await json<KaddishPlan>(await patch(cookie, plan.id, { feed: true }));
    const path = new URL(on.feedUrl!).pathname;
    expect(path).toMatch(/^\/api\/kaddish\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await api(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/text\/calendar/);
    expect(feed.headers.get('cache-control')).toMatch(/private/);
    const events = parseIcs(await feed.text()).children.filter((c) => c.type === 'VEVENT');
    const yahrzeit = events.find((e) => prop(e, 'SUMMARY')?.value === 'Yahrzeit · Ima');
    expect(yahrzeit && prop(yahrzeit, 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: expect.stringMatching(/^\d{8}$/) });

    const renewed = await json<KaddishPlan>(await patch(cookie, plan.id, { feed: true }));
    expect(renewed.feedUrl).not.toBe(on.feedUrl);
    expect((await api(path)).status).toBe(404);
    await patch(cookie, plan.id, { feed: false });
    expect((await api(new URL(renewed.feedUrl!).pathname)).status).toBe(404);
  });
});

describe('Kaddish reminders', () => {
  it('mail the day before the yahrzeit and before Kaddish ends, once, and stop at once when unsubscribed', async () => {
    const { cookie, user } = await signedIn('member', 'Dovid');
    await save(cookie, { label: 'Abba', death: DEATH, reminders: true });
    const db = createDb(env.DB);

    expect(await sendKaddishReminders(db, env, nightBefore('2026-10-19'))).toBe(0);
    expect(await sendKaddishReminders(db, env, nightBefore('2026-10-20'))).toBe(1);
    const [end] = await box.waitFor(user.email);
    expect(end!.subject).toBe('The last day of Kaddish is tomorrow (Abba)');

    expect(await sendKaddishReminders(db, env, nightBefore('2026-11-20'))).toBe(1);
    expect(await sendKaddishReminders(db, env, nightBefore('2026-11-20'))).toBe(0);
    const mails = await box.waitFor(user.email, 2);
    expect(mails[1]!.subject).toBe('Yahrzeit tomorrow (Abba)');
    expect(mails[1]!.text).toContain('10 Kislev 5787');

    const { url } = await box.link(user.email, '/api/kaddish/unsubscribe', 2);
    const path = `${new URL(url).pathname}${new URL(url).search}`;
    const page = await api(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    const stopped = await api(path, { method: 'POST' });
    expect(stopped.status).toBe(200);
    const [saved] = await json<KaddishPlan[]>(await api('/api/account/kaddish', { cookie }));
    expect(saved!.reminders).toBe(false);
    // The next yahrzeit, 10 Kislev 5788, passes in silence.
    const next = await json<YahrzeitResponse>(await api('/api/yahrzeit?hy=5786&hm=9&hd=10&from=2027-01-01&years=1'));
    expect(await sendKaddishReminders(db, env, nightBefore(next.yahrzeits[0]!.date))).toBe(0);
  });

  it('refuse an unknown unsubscribe token', async () => {
    const res = await api(`/api/kaddish/unsubscribe?token=${'a'.repeat(43)}`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('an account’s saved years of Kaddish', () => {
  it('are in its export and deleted with it', async () => {
    const { cookie, user } = await signedIn();
    await save(cookie, { label: 'Zeide', death: DEATH, places: [{ latitude: 48.85, longitude: 2.35 }] });
    const db = createDb(env.DB);
    const data = await exportAccount(db, {
      id: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: null,
      role: 'member',
      createdAt: '',
    } as never);
    expect(data.kaddishPlans).toEqual([expect.objectContaining({ label: 'Zeide', dateOfDeath: DEATH, feed: false })]);
    await deleteAccount(db, user);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM kaddish_plans WHERE user_id = ?').bind(user.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});
