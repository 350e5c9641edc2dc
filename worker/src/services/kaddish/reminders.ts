// The nightly reminders of saved years of Kaddish: a mail on the civil day before each yahrzeit
// and before the last day of Kaddish, once per event (remindedFor), only while reminders are on.
import { eq } from 'drizzle-orm';
import { kaddishPlans, users } from '#db/tables.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import type { Db } from '../../db.ts';
import type { Env } from '../../env.ts';
import { kaddishReminderMail, type KaddishReminder } from '../mail/kaddish-mail.ts';
import { sendMail } from '../mail/send.ts';
import { hebrewDateOfDay } from './feed.ts';
import { yearOfKaddish } from './year-of-kaddish.ts';

const DAY = 86_400_000;

/** The one-click address that stops a plan's reminders; its page speaks the account's language (`lang`, English unnamed). */
export const unsubscribeUrl = (origin: string, token: string, lang: Locale = DEFAULT_LOCALE) => {
  const url = new URL('/api/kaddish/unsubscribe', origin);
  url.searchParams.set('token', token);
  if (lang !== DEFAULT_LOCALE) url.searchParams.set('lang', lang);
  return url.toString();
};

/** What a plan's dates hold for `day`, the civil day after the run; its Hebrew date in the mail's language. */
function dueOn(death: { hy: number; hm: number; hd: number }, day: string, label: string | null, lang: Locale): KaddishReminder | null {
  const year = yearOfKaddish(death, day, 1);
  if (year.kaddishEnd.date === day) return { kind: 'kaddishEnd', date: day, hebrewDate: hebrewDateOfDay(day, lang), label };
  const next = year.yahrzeits[0];
  if (next?.date === day) return { kind: 'yahrzeit', date: day, hebrewDate: hebrewDateOfDay(day, lang), label };
  return null;
}

/**
 * Sends the reminders due for tomorrow (UTC) and marks each plan reminded for that day, so a run
 * repeated the same night sends nothing twice. Answers how many were sent.
 */
export async function sendKaddishReminders(db: Db, env: Pick<Env, 'EMAIL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN'>, now: Date): Promise<number> {
  const tomorrow = new Date(now.getTime() + DAY).toISOString().slice(0, 10);
  const rows = await db
    .select({ plan: kaddishPlans, email: users.email, firstName: users.firstName, language: users.language })
    .from(kaddishPlans)
    .innerJoin(users, eq(users.id, kaddishPlans.userId))
    .where(eq(kaddishPlans.reminders, true))
    .all();
  let sent = 0;
  for (const { plan, email, firstName, language } of rows) {
    if (plan.remindedFor === tomorrow) continue;
    const reminder = dueOn({ hy: plan.deathYear, hm: plan.deathMonth, hd: plan.deathDay }, tomorrow, plan.label, language);
    if (!reminder) continue;
    const origin = env.PUBLIC_ORIGIN;
    await sendMail(
      env,
      await kaddishReminderMail({ email, firstName, language }, origin, reminder, unsubscribeUrl(origin, plan.unsubscribeToken, language)),
    );
    await db.update(kaddishPlans).set({ remindedFor: tomorrow }).where(eq(kaddishPlans.id, plan.id));
    sent++;
  }
  return sent;
}
