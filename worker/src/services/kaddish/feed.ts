// The private feed of a saved plan (GET /api/kaddish/{token}.ics): the end of shloshim, the last
// day of Kaddish and the yahrzeits of the coming years, as all-day events on their civil days,
// named in the feed's language (`?lang=`), their Hebrew dates written in it.
import { HDate } from '@hebcal/core';
import type { KaddishPlanRow } from '#db/tables.ts';
import { DEFAULT_LOCALE, pagePathIn, type Locale } from '#domain/languages.ts';
import { translator } from '../../i18n/translate.ts';
import { renderHebrewDate } from '../calendar/hebcal-locales.ts';
import { civilDate } from '../calendar/zmanim.ts';
import { buildCalendar, type IcsEvent } from '../minyanim/ics.ts';
import { yearOfKaddish } from './year-of-kaddish.ts';

/** Yahrzeits a subscriber sees ahead. */
export const FEED_YEARS = 10;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A civil day's Hebrew date in a language: '10 Kislev 5787', 'י׳ כסלו תשפ״ז', '10 Kislev 5787' in French's month name. */
export const hebrewDateOfDay = (day: string, lang: Locale) => renderHebrewDate(new HDate(civilDate(day)), lang);

export function kaddishFeed(plan: KaddishPlanRow, today: string, origin: string, lang: Locale = DEFAULT_LOCALE): string {
  const t = translator(lang);
  const host = new URL(origin).hostname;
  const year = yearOfKaddish({ hy: plan.deathYear, hm: plan.deathMonth, hd: plan.deathDay }, today, FEED_YEARS);
  const stamp = new Date(`${today}T00:00:00Z`);
  const whose = plan.label ? ` · ${plan.label}` : '';
  const longDate = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  // UIDs do not depend on the language, so a subscriber who switches keeps one event per day.
  const event = (kind: string, day: string, summary: string, description: string): IcsEvent => ({
    uid: `kaddish-${plan.id}-${kind}-${day.replaceAll('-', '')}@${host}`,
    day,
    start: new Date(`${day}T00:00:00Z`),
    summary: `${summary}${whose}`,
    description,
    url: `${origin}${pagePathIn('/kaddish', lang)}`,
    stamp,
  });
  const events = [
    event('shloshim', year.shloshimEnd.date, t('feeds.kaddish.shloshimEnd'), hebrewDateOfDay(year.shloshimEnd.date, lang)),
    event('kaddish', year.kaddishEnd.date, t('feeds.kaddish.kaddishEnd'), hebrewDateOfDay(year.kaddishEnd.date, lang)),
    ...year.yahrzeits.map((y) =>
      // The yahrzeit begins at nightfall of the evening before its civil day.
      event(
        'yahrzeit',
        y.date,
        t('feeds.kaddish.yahrzeit'),
        t('feeds.kaddish.fromEvening', {
          hebrewDate: hebrewDateOfDay(y.date, lang),
          eve: longDate.format(new Date(`${dayBefore(y.date)}T12:00:00Z`)),
        }),
      ),
    ),
  ].filter((e) => e.day! >= today);
  return buildCalendar({ name: `${t('feeds.kaddish.calendarName')}${whose}`, tzid: 'UTC', events });
}
