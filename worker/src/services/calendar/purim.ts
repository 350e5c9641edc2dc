// Purim by place: which day a place keeps Purim, and what each day of Purim holds there. One
// module decides for today's prayers (/api/texts/today: Al HaNissim and the day's observances) and
// the calendar's items, with the Torah reading and haftarah taken from @hebcal/leyning, so a
// visitor in Jerusalem and one in Tel Aviv get the same answer from each. docs/domain.md: Purim by place.
//
// The rules and their sources:
// - An open city keeps Purim on 14 Adar; a city walled since the days of Joshua bin Nun keeps it
//   on 15 Adar, Shushan Purim (Mishnah Megillah 1:1; Shulchan Aruch OC 688:1). Jerusalem is the one
//   city kept as walled without doubt. In a leap year Purim is in Adar II (Megillah 6b).
// - A city in doubt whether it was walled then reads the Megillah on both days, with its blessings
//   on the 14th only (OC 688:4). Al HaNissim and the Torah reading are said on the 14th only: the
//   common practice, the 14th being the day its blessings follow.
// - Purim Meshulash, 15 Adar on Shabbat (OC 688:6): a walled city reads the Megillah on Friday,
//   the 14th, and gives gifts to the poor (matanot la'evyonim) then; on Shabbat it says Al
//   HaNissim and takes the Purim reading (Vayavo Amalek, Exodus 17:8–16) from a second scroll as
//   maftir, with the haftarah of Shabbat Zachor (I Samuel 15); the Purim meal (seudah) and
//   mishloach manot are on Sunday, the 16th, without Al HaNissim.
// - Tachanun is left out on both 14 and 15 Adar everywhere; @hebcal/core's tachanun() says so.
import { HDate, HebrewCalendar, months } from '@hebcal/core';
import { getLeyningForHoliday, getLeyningOnDate, type Leyning } from '@hebcal/leyning';
import type { PurimCity, PurimObservance, PurimObservanceKey, PrayerTime } from '#contract/siddur.ts';
import type { Locale as Language } from '#domain/languages.ts';
import { translator, type Translate } from '../../i18n/translate.ts';
import { distanceKm } from '../geo/geo.ts';
import { hebcalText } from './hebcal-locales.ts';

interface CityArea {
  name: string;
  latitude: number;
  longitude: number;
  /** How far from this centre the city's custom reaches. */
  km: number;
}

/**
 * Jerusalem, matched by distance from its centre (GeoNames 281184), so that coordinates anywhere
 * in the city (the Old City, Har Nof, Ramot, Gilo, Pisgat Ze'ev) keep its Purim. 7 km leaves out
 * the towns around it that keep the 14th (Mevaseret Zion, Ma'ale Adumim, Bethlehem); Neve Yaakov,
 * at the city's northern edge, falls outside too.
 */
export const WALLED_CITIES: readonly CityArea[] = [{ name: 'Jerusalem', latitude: 31.76904, longitude: 35.21633, km: 7 }];

/**
 * Cities that read the Megillah on both days by doubt: the common list of Eretz Yisrael's cities
 * of doubt (Luach Eretz Yisrael of R. Y. M. Tukachinsky, Hilchot Purim), kept
 * to the cities with Jewish communities that follow it. Each is matched around its old city; Jaffa's
 * small circle leaves Tel Aviv (4 km away) an open city. Haifa is left out: its reading on both
 * days concerned an ancient site, and the city keeps the 14th.
 */
export const DOUBT_CITIES: readonly CityArea[] = [
  { name: 'Hebron', latitude: 31.52935, longitude: 35.0938, km: 3 },
  { name: 'Safed', latitude: 32.96465, longitude: 35.496, km: 3 },
  { name: 'Tiberias', latitude: 32.79221, longitude: 35.53124, km: 3 },
  { name: 'Jaffa', latitude: 32.05043, longitude: 34.75224, km: 1.5 },
  { name: 'Akko', latitude: 32.92814, longitude: 35.07647, km: 2 },
  { name: 'Lod', latitude: 31.9467, longitude: 34.8903, km: 2.5 },
  { name: 'Shechem', latitude: 32.22111, longitude: 35.25444, km: 3 },
  { name: 'Gaza', latitude: 31.50161, longitude: 34.46672, km: 3 },
  { name: "Beit She'an", latitude: 32.49728, longitude: 35.49632, km: 2.5 },
];

export interface PurimPlace {
  city: PurimCity;
  /** The walled city or city of doubt, or null for an ordinary place. */
  name: string | null;
}

export const OPEN_CITY: PurimPlace = { city: 'open', name: null };
const JERUSALEM: PurimPlace = { city: 'walled', name: 'Jerusalem' };

const within = (lat: number, lng: number) => (c: CityArea) => distanceKm(lat, lng, c.latitude, c.longitude) <= c.km;

/** How a place at these coordinates keeps Purim. */
export function purimPlace(place: { latitude: number; longitude: number }): PurimPlace {
  const walled = WALLED_CITIES.find(within(place.latitude, place.longitude));
  if (walled) return { city: 'walled', name: walled.name };
  const doubt = DOUBT_CITIES.find(within(place.latitude, place.longitude));
  return doubt ? { city: 'doubt', name: doubt.name } : OPEN_CITY;
}

/** The `jerusalem` query flag, when given, over the place's own rule. */
export function purimPlaceFor(place: { latitude: number; longitude: number } | null, jerusalem: boolean | undefined): PurimPlace {
  if (jerusalem !== undefined) return jerusalem ? JERUSALEM : OPEN_CITY;
  return place ? purimPlace(place) : OPEN_CITY;
}

/** Purim's Adar: Adar II in a leap year. */
const purimMonth = (year: number) => (HDate.isLeapYear(year) ? months.ADAR_II : months.ADAR_I);

/** 14 for Purim, 15 for Shushan Purim, 16 for the Sunday after Purim Meshulash; 0 outside Purim's Adar. */
function adarDay(hd: HDate): number {
  return hd.getMonth() === purimMonth(hd.getFullYear()) ? hd.getDate() : 0;
}

/** 15 Adar on Shabbat: Purim Meshulash in a walled city. */
export const isPurimMeshulash = (year: number) => new HDate(15, purimMonth(year), year).getDay() === 6;

const ref = (p: { k: string; b: string; e: string }) => {
  const [c1, v1] = p.b.split(':');
  const [c2, v2] = p.e.split(':');
  return `${p.k} ${c1}:${v1}-${c2 === c1 ? v2 : `${c2}:${v2}`}`;
};

/** The Purim Torah reading (Vayavo Amalek), as @hebcal/leyning has it. */
function purimTorahReading(): string {
  const purim = (HebrewCalendar.getHolidaysOnDate(new HDate(14, months.ADAR_I, 5786), true) ?? []).find((h) => h.getDesc() === 'Purim');
  const leyning = purim ? getLeyningForHoliday(purim, true) : undefined;
  const exodus = leyning?.summaryParts?.find((p) => p.k === 'Exodus');
  if (!exodus) throw new Error('@hebcal/leyning has no Purim Torah reading');
  return ref(exodus);
}
const PURIM_TORAH = purimTorahReading();

/** The haftarah of Shabbat Zachor, the Shabbat before Purim that year, as @hebcal/leyning has it. */
function zachorHaftarah(year: number): string {
  const zachor = new HDate(14, purimMonth(year), year).onOrBefore(6);
  const haft = (getLeyningOnDate(zachor, true) as Leyning | undefined)?.haft;
  const first = Array.isArray(haft) ? haft[0] : haft;
  if (!first) throw new Error(`@hebcal/leyning has no haftarah for Shabbat Zachor ${year}`);
  return ref(first);
}

type Time = 'night' | 'morning' | 'day';

/** Why the day holds an observance there, said in a language by the `today` catalogs. */
type Reason = (t: Translate) => string;

interface Observance {
  key: PurimObservanceKey;
  /** Night: the evening's Maariv and the day after it; morning: Shacharit only; day: Shacharit and Mincha. */
  time: Time;
  reason: Reason;
  ref?: string;
}

/** A walled city's or a city of doubt's name in a language. */
export const purimCityName = (name: string, t: Translate) => t('today.purim.city', { city: name });

const at = (time: Time, key: PurimObservanceKey, reason: Reason, reading?: string): Observance =>
  reading ? { key, time, reason, ref: reading } : { key, time, reason };

/** A reason with what the day adds to it ('…: read on Friday, not on Shabbat'). */
const noted =
  (reason: Reason, note: 'fridayReading' | 'fridayGifts' | 'shabbatIsPurim' | 'secondScroll' | 'sunday' | 'sundayNoAlHanissim'): Reason =>
  (t) =>
    t(`today.purim.${note}`, { reason: reason(t) });

/** The whole of an ordinary Purim day (14 Adar, or 15 in a walled city). */
const purimDay = (reason: Reason): Observance[] => [
  at('night', 'megillah', reason),
  at('night', 'al_hanissim', reason),
  at('morning', 'torah_reading', reason, PURIM_TORAH),
  at('day', 'matanot_laevyonim', reason),
  at('day', 'mishloach_manot', reason),
  at('day', 'seudah', reason),
];

/** What a Hebrew day holds at a place, all day long. */
function observancesOn(hd: HDate, place: PurimPlace): Observance[] {
  const day = adarDay(hd);
  const year = hd.getFullYear();
  const where = place.name ?? '';
  const city = (t: Translate) => purimCityName(where, t);
  if (place.city === 'open') return day === 14 ? purimDay((t) => t('today.purim.purim')) : [];
  if (place.city === 'doubt') {
    if (day === 14) return purimDay((t) => t('today.purim.doubt14', { city: city(t) }));
    // No Megillah on Shabbat: a city of doubt has read it on the 14th.
    return day === 15 && hd.getDay() !== 6 ? [at('night', 'megillah', (t) => t('today.purim.doubt15', { city: city(t) }))] : [];
  }
  if (!isPurimMeshulash(year)) return day === 15 ? purimDay((t) => t('today.purim.shushan', { city: city(t) })) : [];
  const reason: Reason = (t) => t('today.purim.meshulash', { city: city(t) });
  if (day === 14)
    return [at('night', 'megillah', noted(reason, 'fridayReading')), at('day', 'matanot_laevyonim', noted(reason, 'fridayGifts'))];
  if (day === 15) {
    return [
      at('night', 'al_hanissim', noted(reason, 'shabbatIsPurim')),
      at('morning', 'torah_reading', noted(reason, 'secondScroll'), PURIM_TORAH),
      at('morning', 'haftarah', reason, zachorHaftarah(year)),
    ];
  }
  return day === 16
    ? [at('day', 'mishloach_manot', noted(reason, 'sunday')), at('day', 'seudah', noted(reason, 'sundayNoAlHanissim'))]
    : [];
}

const SAID_AT: Record<PrayerTime, readonly Time[]> = {
  maariv: ['night'],
  shacharit: ['night', 'morning', 'day'],
  mincha: ['night', 'day'],
};

/**
 * The observances at one service of a Hebrew day (Maariv belongs to the day it begins): the
 * Megillah and Al HaNissim at night and by day, the Torah reading at Shacharit, the rest by day.
 * Labels and reasons in `lang`.
 */
export function purimObservances(hd: HDate, service: PrayerTime, place: PurimPlace, lang: Language = 'en'): PurimObservance[] {
  const t = translator(lang);
  return observancesOn(hd, place)
    .filter((o) => SAID_AT[service].includes(o.time))
    .map(({ key, reason, ref: reading }) => {
      const said = { key, label: t('today.purim.label', { key }), reason: reason(t) };
      return reading ? { ...said, ref: reading } : said;
    });
}

/** Whether Al HaNissim is said for Purim on this Hebrew day at the place. */
export const saysPurimAlHanissim = (hd: HDate, place: PurimPlace) => observancesOn(hd, place).some((o) => o.key === 'al_hanissim');

/** The place's Purim days in a Hebrew year, with what each holds: for the calendar. */
export function purimDays(year: number, place: PurimPlace): { hd: HDate; observances: PurimObservance[] }[] {
  return [14, 15, 16]
    .map((d) => new HDate(d, purimMonth(year), year))
    .map((hd) => ({ hd, observances: purimObservances(hd, 'shacharit', place) }))
    .filter((d) => d.observances.length > 0);
}

/** Each observance as a calendar line names it, in each language (transliterations as docs/glossary.md spells them). */
const SHORT: Record<Language, Record<PurimObservanceKey, string>> = {
  en: {
    megillah: 'Megillah',
    al_hanissim: 'Al HaNissim',
    torah_reading: 'Torah reading Vayavo Amalek',
    haftarah: 'haftarah of Zachor',
    matanot_laevyonim: "matanot la'evyonim",
    mishloach_manot: 'mishloach manot',
    seudah: 'Purim meal',
  },
  he: {
    megillah: 'מקרא מגילה',
    al_hanissim: 'על הניסים',
    torah_reading: 'קריאת התורה ויבא עמלק',
    haftarah: 'הפטרת זכור',
    matanot_laevyonim: 'מתנות לאביונים',
    mishloach_manot: 'משלוח מנות',
    seudah: 'סעודת פורים',
  },
  fr: {
    megillah: 'Méguila',
    al_hanissim: 'Al hanissim',
    torah_reading: 'lecture de la Torah Vayavo Amalek',
    haftarah: 'haftara de Zakhor',
    matanot_laevyonim: 'matanot laévyonim',
    mishloach_manot: 'michloa’h manot',
    seudah: 'repas de Pourim',
  },
  es: {
    megillah: 'Meguilá',
    al_hanissim: 'Al HaNisim',
    torah_reading: 'lectura de la Torá Vayavó Amalek',
    haftarah: 'haftará de Zajor',
    matanot_laevyonim: 'matanot laevyonim',
    mishloach_manot: 'mishlóaj manot',
    seudah: 'comida de Purim',
  },
  ru: {
    megillah: 'Мегила',
    al_hanissim: 'Аль а-ниссим',
    torah_reading: 'чтение Торы «Ваяво Амалек»',
    haftarah: 'афтара «Захор»',
    matanot_laevyonim: 'матанот ле-эвьоним',
    mishloach_manot: 'мишлоах манот',
    seudah: 'пуримская трапеза',
  },
};

/** A calendar line for a Purim day at a walled city or a city of doubt: 'Jerusalem: Megillah, matanot la'evyonim'. */
export const purimDayTitle = (place: PurimPlace, observances: readonly PurimObservance[], lang: Language = 'en') =>
  `${place.name ? purimCityName(place.name, translator(lang)) : hebcalText('Purim', lang)}: ${observances.map((o) => SHORT[lang][o.key]).join(', ')}`;
