// A saved year of Kaddish in the mourner's language: the private feed in ?lang=, and the reminder
// mail's one-click page in the account's language (or the browser's, for a link without one).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { KaddishPlan, YahrzeitResponse } from '#contract/kaddish.ts';
import { signedIn } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';
import { parseIcs, prop } from '../../test/ics.ts';
import { mailbox } from '../../test/mail.ts';
import { createDb } from '../db.ts';
import { sendKaddishReminders } from '../services/kaddish/reminders.ts';

const box = mailbox();
// 10 Kislev 5786: its first yahrzeit is 10 Kislev 5787 = 2026-11-20; Kaddish ends 2026-10-20.
const DEATH = { hy: 5786, hm: 9, hd: 10 };
const nightBefore = (day: string) => new Date(Date.parse(`${day}T03:00:00Z`) - 86_400_000);
const HEBREW = /[\u0590-\u05FF]/;
/** A property's text as a calendar app reads it (RFC 5545 escapes commas and semicolons). */
const text = (value: string | undefined) => value?.replace(/\\([,;\\])/g, '$1');

async function feedOf(label: string) {
  const { cookie } = await signedIn();
  const plan = await json<KaddishPlan>(await api('/api/account/kaddish', { method: 'POST', json: { label, death: DEATH }, cookie }));
  const on = await json<KaddishPlan>(await api(`/api/account/kaddish/${plan.id}`, { method: 'PATCH', json: { feed: true }, cookie }));
  return new URL(on.feedUrl!).pathname;
}

const events = async (path: string) => {
  const res = await api(path);
  expect(res.status, path).toBe(200);
  const calendar = parseIcs(await res.text());
  return { name: prop(calendar, 'X-WR-CALNAME')?.value, events: calendar.children.filter((c) => c.type === 'VEVENT') };
};

describe('the Kaddish feed in ?lang=', () => {
  it('names its events and writes their Hebrew dates in the language, with the same UIDs', async () => {
    const path = await feedOf('Ima');
    const en = await events(path);
    const he = await events(`${path}?lang=he`);
    const fr = await events(`${path}?lang=fr`);
    expect(he.events.map((e) => prop(e, 'UID')?.value)).toEqual(en.events.map((e) => prop(e, 'UID')?.value));
    expect(en.name).toBe('Yahrzeit · Ima');
    expect(he.name).toBe('יארצייט · Ima');
    // The feed holds what is still ahead: the next yahrzeit, whatever today is.
    const today = new Date().toISOString().slice(0, 10);
    const next = (await json<YahrzeitResponse>(await api(`/api/yahrzeit?hy=5786&hm=9&hd=10&from=${today}&years=1`))).yahrzeits[0]!;
    const day = next.date.replaceAll('-', '');
    const eve = new Date(Date.parse(`${next.date}T12:00:00Z`) - 86_400_000);
    const on = (f: typeof en) => f.events.find((e) => prop(e, 'DTSTART')?.value === day)!;
    expect(prop(on(en), 'SUMMARY')?.value).toBe('Yahrzeit · Ima');
    expect(prop(on(he), 'SUMMARY')?.value).toBe('יארצייט · Ima');
    expect(prop(on(fr), 'SUMMARY')?.value).toBe('Yahrzeit · Ima');
    const hebrewEve = new Intl.DateTimeFormat('he', { dateStyle: 'long', timeZone: 'UTC' }).format(eve);
    expect(text(prop(on(he), 'DESCRIPTION')?.value)).toBe(`${next.hebrewDate.he}, מערב ${hebrewEve}`);
    expect(prop(on(he), 'URL')?.value).toMatch(/\/he\/kaddish$/);
    const frenchEve = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(eve);
    expect(text(prop(on(fr), 'DESCRIPTION')?.value)).toBe(
      `${next.hebrewDate.hd} Kislav ${next.hebrewDate.hy}, dès le soir du ${frenchEve}`,
    );
    const ru = await events(`${path}?lang=ru`);
    expect(prop(on(ru), 'SUMMARY')?.value).toBe('Йорцайт · Ima');
    expect(text(prop(on(ru), 'DESCRIPTION')?.value)).toMatch(/^\d+ Кислев \d{4}, с вечера /);
  });

  it('refuses a language it does not speak, naming lang', async () => {
    const res = await api(`${await feedOf('Abba')}?lang=de`);
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors).toHaveProperty('lang');
  });
});

describe('the reminders’ one-click page', () => {
  it('speaks the account’s language, from the mail’s link to the page after the click', async () => {
    const { cookie, user } = await signedIn('member', 'Rivka');
    expect((await api('/api/user', { method: 'PATCH', json: { language: 'he' }, cookie })).status).toBe(200);
    await api('/api/account/kaddish', { method: 'POST', json: { label: 'Abba', death: DEATH, reminders: true }, cookie });
    expect(await sendKaddishReminders(createDb(env.DB), env, nightBefore('2026-11-20'))).toBe(1);
    const [mail] = await box.waitFor(user.email);
    // The mail's Hebrew date is in Hebrew letters too.
    expect(mail!.text).toContain('י׳ כסלו תשפ״ז');
    const url = /https?:\/\/\S+\/api\/kaddish\/unsubscribe\?\S+/.exec(mail!.text)![0];
    expect(new URL(url).searchParams.get('lang')).toBe('he');
    const path = `${new URL(url).pathname}${new URL(url).search}`;
    const page = await (await api(path)).text();
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain('הפסקת התזכורות לקדיש');
    expect(page).toMatch(/action="\/api\/kaddish\/unsubscribe\?token=[\w-]+&amp;lang=he"/);
    const stopped = await api(path, { method: 'POST' });
    expect(stopped.status).toBe(200);
    const done = await stopped.text();
    expect(done).toContain('<html lang="he" dir="rtl">');
    expect(done).toContain('התזכורות הופסקו');
    expect(done).not.toMatch(/Reminders stopped/);
  });

  it('speaks the browser’s language for a link that names none, and English by default', async () => {
    const token = 'b'.repeat(43);
    const french = await (
      await api(`/api/kaddish/unsubscribe?token=${token}`, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    ).text();
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain('Arrêter les rappels');
    const english = await (await api(`/api/kaddish/unsubscribe?token=${token}`)).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Stop the reminders');
    expect(english).toMatch(/action="\/api\/kaddish\/unsubscribe\?token=b+"/);
    const unknown = await api(`/api/kaddish/unsubscribe?token=${token}&lang=ru`, { method: 'POST', headers: { 'accept-language': 'ru' } });
    expect([unknown.status, await json(unknown)]).toEqual([404, { message: 'Неизвестный или отозванный адрес' }]);
    expect(HEBREW.test(french)).toBe(false);
  });
});
