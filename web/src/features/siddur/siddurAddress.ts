// The siddur page's choices live in its address (`/siddur?section=shabbat&service=shabbat_musaf&nusach=sefard`),
// so links and reloads keep them and the choices work as plain links before the app starts.
// `nusach` also takes a shul's nusach (a listing links `?nusach=arizal`), mapped to its siddur.
import { NUSACHOT, NUSACH_OF_SHUL, SECTION_SERVICES, type Nusach, type PrayerTime, type Service } from '#domain/siddur.ts';
import { SIDDUR_SECTIONS, type SiddurSection } from '#domain/texts.ts';

export interface SiddurChoice {
  section: SiddurSection;
  service: Service;
  nusach: Nusach;
}

export function nusachOf(value: string | null): Nusach {
  if ((NUSACHOT as readonly string[]).includes(value ?? '')) return value as Nusach;
  return NUSACH_OF_SHUL[value ?? ''] ?? 'ashkenaz';
}

/** The prayer of a clock time (HH:MM) where no place's zmanim are known. */
const prayerAt = (time: string): PrayerTime => (time < '12:00' ? 'shacharit' : time < '18:00' ? 'mincha' : 'maariv');

/**
 * The service prayed at this hour, Shabbat's from Friday evening: by the clock (Shacharit until
 * 12:00, Mincha until 18:00), or `prayer` when the place's zmanim have said which it is.
 */
export function serviceOfTheHour(
  now: Date,
  prayer: PrayerTime = prayerAt(`${String(now.getHours()).padStart(2, '0')}:00`),
): { section: SiddurSection; service: Service } {
  const day = now.getDay();
  if (day === 5 && prayer === 'maariv') return { section: 'shabbat', service: 'kabbalat_shabbat' };
  if (day === 6 && prayer === 'shacharit') return { section: 'shabbat', service: 'shabbat_shacharit' };
  if (day === 6 && prayer === 'mincha') return { section: 'shabbat', service: 'shabbat_mincha' };
  return { section: prayer, service: `weekday_${prayer}` };
}

/** The prayer whose changes a service shows (Shabbat's evening services are Maariv's); none for the blessings. */
const PRAYER_OF: Record<Service, PrayerTime | null> = {
  weekday_shacharit: 'shacharit',
  weekday_mincha: 'mincha',
  weekday_maariv: 'maariv',
  kabbalat_shabbat: 'maariv',
  shabbat_maariv: 'maariv',
  shabbat_shacharit: 'shacharit',
  shabbat_musaf: 'shacharit',
  shabbat_mincha: 'mincha',
  birkat_hamazon: null,
  blessings: null,
  tefillat_haderech: null,
};
const AN_HOUR_OF: Record<PrayerTime, string> = { shacharit: '08:00', mincha: '13:00', maariv: '20:00' };

/** The prayer whose changes `service` shows, or null (the blessings). */
export const prayerOf = (service: Service): PrayerTime | null => PRAYER_OF[service];

/**
 * A civil date (yyyy-MM-dd, the place's) as a moment of that day in the browser's calendar, so
 * `serviceOfTheHour` reads the place's weekday, not the visitor's.
 */
export const dayOf = (date: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

/**
 * The time to ask today's changes for (`/api/texts/today?time=`), so that the page marks the
 * changes of the service it shows: the visitor's time (HH:MM) in that service's hours, else an
 * hour of that service (Shacharit read in the afternoon shows Shacharit's Hallel).
 */
export function todayTimeFor(service: Service, time: string): string {
  const prayer = PRAYER_OF[service];
  return !prayer || prayerAt(time) === prayer ? time : AN_HOUR_OF[prayer];
}

/** The page's choice from its address; with no section there, the service of the hour (`now`, and the place's `prayer`). */
export function choiceOf(params: URLSearchParams, now: Date | null, prayer?: PrayerTime): SiddurChoice {
  const nusach = nusachOf(params.get('nusach'));
  const asked = params.get('section');
  if (!(SIDDUR_SECTIONS as readonly string[]).includes(asked ?? '')) {
    return { ...(now ? serviceOfTheHour(now, prayer) : { section: 'shacharit', service: 'weekday_shacharit' }), nusach };
  }
  const section = asked as SiddurSection;
  const services = SECTION_SERVICES[section];
  const service = (services as readonly string[]).includes(params.get('service') ?? '') ? (params.get('service') as Service) : services[0]!;
  return { section, service, nusach };
}

/**
 * Where the visitor prays (`?place=` a GeoNames id, as the calendar's, and `?il=`): `il` null
 * takes the place's customs (Israel's in Israel), and the diaspora's without a place.
 */
export interface Customs {
  il: boolean | null;
  place: string | null;
}

export function customsOf(params: URLSearchParams): Customs {
  const il = params.get('il');
  const place = params.get('place');
  return { il: il === '1' ? true : il === '0' ? false : null, place: place && /^[1-9]\d{0,9}$/.test(place) ? place : null };
}

/** `choice.nusach` absent: the link names none (a section link of the prerendered page, see nusachFromReferrer). */
export function siddurHref(choice: Partial<SiddurChoice>, customs: Customs): string {
  const params = new URLSearchParams();
  if (choice.section) params.set('section', choice.section);
  if (choice.service && choice.section && SECTION_SERVICES[choice.section][0] !== choice.service) params.set('service', choice.service);
  if (choice.nusach) params.set('nusach', choice.nusach);
  if (customs.place) params.set('place', customs.place);
  // Outside Israel is the default without a place; at a place it overrides the place's customs.
  if (customs.il === true || (customs.il === false && customs.place)) params.set('il', customs.il ? '1' : '0');
  return `/siddur?${params}`;
}

/**
 * The nusach of the siddur page this one was opened from, when this address names none. The page
 * is prerendered without an address, so until the app has started its section links cannot carry
 * the address's nusach: they name none, and a click that comes that early arrives here with the
 * nusach only in the referrer (same origin: the site's Referrer-Policy sends the full address).
 */
export function nusachFromReferrer(referrer: string, origin: string): Nusach | null {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return null;
  }
  if (from.origin !== origin || from.pathname !== '/siddur' || !from.searchParams.has('nusach')) return null;
  return nusachOf(from.searchParams.get('nusach'));
}
