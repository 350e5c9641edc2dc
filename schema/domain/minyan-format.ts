// Words and limits for minyan rules, shared by the API, the calendar feed and the web app.
// No zod here: the home page's 'Minyan now' imports this without loading the schemas.
import type { ZmanKey } from './zmanim-keys.ts';
import { WEEKDAYS, type MinyanDay, type Rounding, type Tefillah } from './enums.ts';

/** How far a rule may sit from its zman: three hours either way covers every real schedule. */
export const MAX_OFFSET_MINUTES = 180;
/** 'Minyan now' looks this far ahead by default (two hours) and at most a day. */
export const NEXT_WITHIN_DEFAULT = 120;
export const NEXT_WITHIN_MAX = 1440;
export const NEXT_RADIUS_DEFAULT_KM = 10;
export const NEXT_RADIUS_MAX_KM = 100;
/** The listing page shows the next 7 days; the calendar feed the next 8 weeks. */
export const UPCOMING_DAYS = 7;
export const ICS_WEEKS = 8;

/** Friendlier names an admin may type for a zman (`plag+0`, `tzeit+0`); stored as the API key. */
export const ZMAN_ALIASES: Record<string, ZmanKey> = {
  alot: 'alotHaShachar',
  plag: 'plagHaMincha',
  chatzos: 'chatzot',
  shkia: 'sunset',
  netz: 'sunrise',
  tzeit: 'tzeit85deg',
  tzeis: 'tzeit85deg',
};

export const ZMAN_LABELS: Record<ZmanKey, string> = {
  alotHaShachar: 'Dawn (alot hashachar)',
  misheyakir: 'Misheyakir',
  sunrise: 'Sunrise',
  sofZmanShmaMGA: 'Latest Shema (MGA)',
  sofZmanShma: 'Latest Shema',
  sofZmanTfilla: 'Latest Shacharit',
  chatzot: 'Midday (chatzot)',
  minchaGedola: 'Earliest Mincha',
  minchaKetana: 'Mincha Ketana',
  plagHaMincha: 'Plag HaMincha',
  sunset: 'Sunset',
  tzeit7083deg: 'Nightfall (7.083°)',
  tzeit85deg: 'Nightfall (8.5°)',
};

export const TEFILLAH_LABELS: Record<Tefillah, string> = { shacharit: 'Shacharit', mincha: 'Mincha', maariv: 'Maariv' };

export const DAY_LABELS: Record<MinyanDay, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  weekday: 'Weekdays (Mon–Fri)',
  shabbat: 'Shabbat',
  sunday: 'Sunday',
  rosh_chodesh: 'Rosh Chodesh',
  fast_day: 'Fast days',
  yom_tov: 'Yom Tov',
  erev_shabbat: 'Erev Shabbat',
};

export const ROUNDING_LABELS: Record<Rounding, string> = {
  none: 'To the minute',
  down5: 'Down to 5 minutes (earlier)',
  up5: 'Up to 5 minutes (later)',
  nearest5: 'Nearest 5 minutes',
};

/** `sunset`, -15 → 'Sunset − 15 min'; a fixed time → '7:00 AM'. */
export function describeTime(m: { time: string | null; zman: string | null; offsetMinutes: number }): string {
  if (m.time) return formatClock(m.time);
  if (!m.zman) return 'No minyan';
  const label = ZMAN_LABELS[m.zman as ZmanKey] ?? m.zman;
  if (m.offsetMinutes === 0) return label;
  return `${label} ${m.offsetMinutes < 0 ? '−' : '+'} ${Math.abs(m.offsetMinutes)} min`;
}

/** ['sun','mon',…,'thu'] → 'Sun–Thu'; classes by name. */
export function describeDays(days: readonly MinyanDay[]): string {
  const weekdays = WEEKDAYS.map((d) => days.includes(d));
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!weekdays[i]) continue;
    let j = i;
    while (j + 1 < 7 && weekdays[j + 1]) j++;
    const first = DAY_LABELS[WEEKDAYS[i]!];
    const last = DAY_LABELS[WEEKDAYS[j]!];
    parts.push(j === i ? first : j === i + 1 ? `${first}, ${last}` : `${first}–${last}`);
    i = j;
  }
  for (const d of days) if (!(WEEKDAYS as readonly string[]).includes(d)) parts.push(DAY_LABELS[d]);
  return parts.join(', ');
}

/** The time format 'h:mm a': '13:05' → '1:05 PM'. */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}
