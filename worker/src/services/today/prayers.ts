// What a date changes in the prayers, computed with @hebcal/core: one table of rules (RULES), each
// deciding for one Hebrew day and one service whether an insert is said (and why). The evening
// service belongs to the Hebrew day that begins at nightfall, so Maariv of a civil date is read
// on the next Hebrew date. Documented in docs/domain.md: Prayers of the day.
import { HDate, HebrewCalendar, OmerEvent, flags, months, tachanun, type HolidayEvent } from '@hebcal/core';
import type { InsertKey, PrayerTime, TodayInsert, TodayOmission, TodayResponse } from '#contract/siddur.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/languages.ts';
import { translator, type Translate } from '../../i18n/translate.ts';
import { HEBCAL_LOCALE, hebcalText, renderHebrewDate } from '../calendar/hebcal-locales.ts';
import { OPEN_CITY, purimCityName, purimObservances, saysPurimAlHanissim, type PurimPlace } from '../calendar/purim.ts';

export interface DayContext {
  /** The Hebrew day the service belongs to. */
  hd: HDate;
  /** The civil date the service is prayed on (yyyy-MM-dd). */
  civil: string;
  service: PrayerTime;
  il: boolean;
  /** How the place keeps Purim: on the 14th of Adar, the 15th (a walled city) or both by doubt. */
  purim: PurimPlace;
  holidays: HolidayEvent[];
  /** The language of the answer's words: holidays by Hebcal's translations, the rest by the `today` catalogs. */
  lang: Locale;
  t: Translate;
}

const isShabbat = (c: DayContext) => c.hd.getDay() === 6;
const has = (c: DayContext, flag: number) => c.holidays.some((h) => (h.getFlags() & flag) !== 0);
/** A holiday's name as Hebcal writes it in the answer's language. */
const holidayName = (h: HolidayEvent, lang: Locale) => h.render(HEBCAL_LOCALE[lang]);
const named = (c: DayContext, flag: number) => {
  const found = c.holidays.find((h) => (h.getFlags() & flag) !== 0);
  return found ? holidayName(found, c.lang) : '';
};
/** Rosh Chodesh by its Hebcal name ('Rosh Chodesh Kislev'), else the words alone. */
const roshChodeshName = (c: DayContext) => named(c, flags.ROSH_CHODESH) || c.t('today.reason.roshChodesh');
const isYomTov = (c: DayContext) => has(c, flags.CHAG);
/** A weekday Amidah (with its middle blessings) is said: not on Shabbat or Yom Tov. */
const weekdayAmidah = (c: DayContext) => !isShabbat(c) && !isYomTov(c);

const isRoshChodesh = (c: DayContext) =>
  (c.hd.getDate() === 1 || c.hd.getDate() === 30) && !(c.hd.getMonth() === months.TISHREI && c.hd.getDate() === 1);
/** The day of Chanukah (1-8), or 0: Kislev and Tevet are in the same Hebrew year. */
const chanukahDay = (c: DayContext) => {
  const day = c.hd.abs() - new HDate(25, months.KISLEV, c.hd.getFullYear()).abs();
  return day >= 0 && day <= 7 ? day + 1 : 0;
};
/** A public fast: the Fast of the Firstborn is a private one (no Aneinu or Avinu Malkeinu). */
const isMinorFast = (c: DayContext) =>
  c.holidays.some(
    (h) =>
      (h.getFlags() & flags.MINOR_FAST) !== 0 && !h.getDesc().startsWith('Ta’anit Bechorot') && !h.getDesc().startsWith("Ta'anit Bechorot"),
  );
/** Tachanun is said at this service (Avinu Malkeinu of a fast day follows it at Mincha). */
const tachanunAt = (c: DayContext) => (c.service === 'mincha' ? tachanun(c.hd, c.il).mincha : tachanun(c.hd, c.il).shacharit);
const isTishaBav = (c: DayContext) => c.hd.getMonth() === months.AV && has(c, flags.MAJOR_FAST);
const inTenDays = (c: DayContext) => c.hd.getMonth() === months.TISHREI && c.hd.getDate() <= 10;
const isFestival = (c: DayContext) => isYomTov(c) || has(c, flags.CHOL_HAMOED);

const nisan15 = (hd: HDate) => new HDate(15, months.NISAN, hd.getFullYear()).abs();
const sheminiAtzeret = (hd: HDate) => new HDate(22, months.TISHREI, hd.getFullYear()).abs();

/**
 * Mashiv HaRuach from Musaf of Shemini Atzeret (22 Tishrei) to Musaf of the first day of Pesach
 * (15 Nisan): on those two days Shacharit still has the season it began in.
 */
function rainSeason(c: DayContext): boolean {
  const abs = c.hd.abs();
  if (abs === sheminiAtzeret(c.hd)) return c.service !== 'shacharit';
  if (abs === nisan15(c.hd)) return c.service !== 'mincha';
  return abs > sheminiAtzeret(c.hd) && abs < nisan15(c.hd);
}

const isLeapCivilYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The civil date (yyyy-MM-dd) the diaspora begins asking for rain: Maariv of 4 December, or of 5 December before a civil leap year. */
export const diasporaRainStart = (civilYear: number) => `${civilYear}-12-0${isLeapCivilYear(civilYear + 1) ? 5 : 4}`;

/** Ve-ten Tal U-Matar: Israel from Maariv of 7 Cheshvan, the diaspora from Maariv of 4/5 December; both until Pesach. */
function askingForRain(c: DayContext): boolean {
  const abs = c.hd.abs();
  if (abs >= nisan15(c.hd)) return false;
  if (c.il) return abs >= new HDate(7, months.CHESHVAN, c.hd.getFullYear()).abs();
  if (abs <= sheminiAtzeret(c.hd)) return false;
  const civilYear = Number(c.civil.slice(0, 4));
  // From January to Pesach the season began the December before.
  const start = Number(c.civil.slice(5, 7)) >= 9 ? diasporaRainStart(civilYear) : diasporaRainStart(civilYear - 1);
  return c.civil > start || (c.civil === start && c.service === 'maariv');
}

interface Rule {
  key: InsertKey;
  /** The reason it is said in this service (in the context's language), or null when it is not. */
  applies: (c: DayContext) => string | null;
}

const when = (test: boolean, reason: string) => (test ? reason : null);

/** The table: every insert, in the order it comes in the service. */
export const RULES: readonly Rule[] = [
  {
    key: 'mashiv_haruach',
    applies: (c) => when(rainSeason(c), c.t('today.reason.winter')),
  },
  {
    key: 'morid_hatal',
    applies: (c) => when(!rainSeason(c), c.t('today.reason.summer')),
  },
  {
    key: 'aseret_yemei_teshuva',
    applies: (c) => when(inTenDays(c), c.t('today.reason.tenDays')),
  },
  {
    key: 'vten_tal_umatar',
    applies: (c) => when(weekdayAmidah(c) && askingForRain(c), c.t(c.il ? 'today.reason.rainIsrael' : 'today.reason.rainDiaspora')),
  },
  {
    key: 'vten_bracha',
    applies: (c) => when(weekdayAmidah(c) && !askingForRain(c), c.t('today.reason.untilRain')),
  },
  {
    key: 'aneinu',
    applies: (c) =>
      when(
        (isMinorFast(c) && c.service !== 'maariv') || (isTishaBav(c) && c.service === 'mincha'),
        named(c, isTishaBav(c) ? flags.MAJOR_FAST : flags.MINOR_FAST),
      ),
  },
  {
    key: 'yaaleh_veyavo',
    applies: (c) =>
      when(isRoshChodesh(c) || isFestival(c), isRoshChodesh(c) ? roshChodeshName(c) : named(c, flags.CHAG) || named(c, flags.CHOL_HAMOED)),
  },
  {
    key: 'al_hanissim',
    applies: (c) => (chanukahDay(c) ? chanukahReason(c) : saysPurimAlHanissim(c.hd, c.purim) ? purimReason(c) : null),
  },
  {
    key: 'avinu_malkeinu',
    applies: (c) =>
      c.service === 'maariv' || isShabbat(c)
        ? null
        : isMinorFast(c)
          ? when(c.service === 'shacharit' || tachanunAt(c), named(c, flags.MINOR_FAST))
          : when(inTenDays(c) && c.hd.getDate() !== 9, c.t('today.reason.tenDays')),
  },
  {
    key: 'hallel_full',
    applies: (c) =>
      when(
        c.service === 'shacharit' && HebrewCalendar.hallel(c.hd, c.il) === 2,
        chanukahDay(c) ? chanukahReason(c) : named(c, flags.CHAG) || named(c, flags.CHOL_HAMOED),
      ),
  },
  {
    key: 'hallel_half',
    applies: (c) =>
      when(
        c.service === 'shacharit' && HebrewCalendar.hallel(c.hd, c.il) === 1,
        isRoshChodesh(c) ? roshChodeshName(c) : named(c, flags.CHOL_HAMOED) || named(c, flags.CHAG),
      ),
  },
  {
    key: 'musaf',
    applies: (c) =>
      when(
        c.service === 'shacharit' &&
          (isRoshChodesh(c) || isFestival(c) || isShabbat(c) || (c.hd.getMonth() === months.TISHREI && c.hd.getDate() <= 2)),
        isShabbat(c)
          ? c.t(isRoshChodesh(c) ? 'today.reason.shabbatRoshChodesh' : 'today.reason.shabbat')
          : isRoshChodesh(c)
            ? roshChodeshName(c)
            : named(c, flags.CHAG) || named(c, flags.CHOL_HAMOED),
      ),
  },
  {
    key: 'sefirat_haomer',
    applies: (c) => {
      const day = omerDay(c.hd);
      return day !== null && c.service === 'maariv' ? c.t('today.reason.omerDay', { day }) : null;
    },
  },
];

/** The day of the Omer a Hebrew date is (16 Nisan = 1 … 5 Sivan = 49), or null. */
export function omerDay(hd: HDate): number | null {
  const day = hd.abs() - nisan15(hd);
  return day >= 1 && day <= 49 ? day : null;
}

function omissions(c: DayContext): TodayOmission[] {
  if (c.service === 'maariv' || isShabbat(c) || isYomTov(c)) return [];
  const result: TodayOmission[] = [];
  const said = tachanun(c.hd, c.il);
  const reason =
    c.holidays.map((h) => holidayName(h, c.lang)).join(', ') ||
    c.t(c.hd.getMonth() === months.NISAN ? 'today.reason.nisan' : 'today.reason.noTachanun');
  if (!tachanunAt(c)) {
    const tomorrow = c.service === 'mincha' && said.shacharit;
    const why = tomorrow ? c.t('today.reason.dayBefore', { reason, next: nextDayReason(c) }) : reason;
    result.push({ key: 'tachanun', label: c.t('today.omission', { key: 'tachanun' }), reason: why });
    if (c.service === 'shacharit') result.push({ key: 'lamenatzeach', label: c.t('today.omission', { key: 'lamenatzeach' }), reason });
  }
  if (inTenDays(c) && c.hd.getDate() === 9)
    result.push({
      key: 'avinu_malkeinu',
      label: c.t('today.omission', { key: 'avinu_malkeinu' }),
      reason: c.t('today.reason.erevYomKippur'),
    });
  return result;
}

/** A Hebrew date as the answer writes it: Hebcal's English ('1st of Adar I, 5787'), else in the language (in Hebrew letters in Hebrew). */
const hebrewDateIn = (hd: HDate, lang: Locale) => (lang === DEFAULT_LOCALE ? hd.render('en') : renderHebrewDate(hd, lang));

function nextDayReason(c: DayContext): string {
  const next = c.hd.next();
  return (HebrewCalendar.getHolidaysOnDate(next, c.il) ?? []).map((h) => holidayName(h, c.lang)).join(', ') || hebrewDateIn(next, c.lang);
}

const chanukahReason = (c: DayContext) => c.t('today.reason.chanukahDay', { day: chanukahDay(c) });

/** Why Al HaNissim is said for Purim: its reason among the day's Purim observances. */
const purimReason = (c: DayContext) =>
  purimObservances(c.hd, c.service, c.purim, c.lang).find((o) => o.key === 'al_hanissim')?.reason ?? hebcalText('Purim', c.lang);

/** The Hebrew day and context of a service prayed on a civil date, its words in `lang`. */
export function dayContext(
  civil: string,
  service: PrayerTime,
  il: boolean,
  purim: PurimPlace = OPEN_CITY,
  lang: Locale = DEFAULT_LOCALE,
): DayContext {
  const [y, m, d] = civil.split('-').map(Number) as [number, number, number];
  const day = new HDate(new Date(y, m - 1, d));
  const hd = service === 'maariv' ? day.next() : day;
  return { hd, civil, service, il, purim, holidays: HebrewCalendar.getHolidaysOnDate(hd, il) ?? [], lang, t: translator(lang) };
}

export function insertsFor(c: DayContext): TodayInsert[] {
  return RULES.flatMap((rule) => {
    const reason = rule.applies(c);
    return reason === null ? [] : [{ key: rule.key, label: c.t('today.insert', { key: rule.key }), reason }];
  });
}

/** The service of the hour: Shacharit until noon, Mincha until 18:00, then Maariv (no place is known). */
export function serviceAt(time: string | undefined): PrayerTime {
  if (!time) return 'shacharit';
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? 'shacharit' : hour < 18 ? 'mincha' : 'maariv';
}

/**
 * What `date` changes at the service of `time`. `purim` is how the place keeps Purim
 * (calendar/purim.ts). `at.service` overrides the clock's service (at a place, its zmanim decide:
 * today-at-place.ts), `at.place` names that place in the answer, and `at.lang` is the language of
 * its words (the Hebrew date, holidays, labels and reasons; English by default).
 */
export function todaysPrayers(
  date: string,
  il: boolean,
  time?: string,
  purim: PurimPlace = OPEN_CITY,
  at: { service?: PrayerTime; place?: TodayResponse['place']; lang?: Locale } = {},
): TodayResponse {
  const service = at.service ?? serviceAt(time);
  const lang = at.lang ?? DEFAULT_LOCALE;
  const c = dayContext(date, service, il, purim, lang);
  const said = tachanun(c.hd, il);
  const tonight = dayContext(date, 'maariv', il, purim).hd;
  const observances = purimObservances(c.hd, service, purim, lang);
  const omer = omerDay(tonight);
  const omerEvent = omer ? new OmerEvent(tonight, omer) : null;
  return {
    date,
    hebrewDate: hebrewDateIn(c.hd, lang),
    il,
    service,
    place: at.place ?? null,
    inserts: insertsFor(c),
    omissions: omissions(c),
    tachanun: service === 'maariv' || isShabbat(c) || isYomTov(c) ? false : service === 'shacharit' ? said.shacharit : said.mincha,
    omer,
    omerText: omerEvent ? { he: omerEvent.getTodayIs('he'), en: omerEvent.getTodayIs('en') } : null,
    holidays: c.holidays.map((h) => holidayName(h, lang)),
    purim: observances.length
      ? { city: purim.city, cityName: purim.name === null ? null : purimCityName(purim.name, c.t), observances }
      : null,
  };
}
