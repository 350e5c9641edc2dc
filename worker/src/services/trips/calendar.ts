// A whole trip as one iCalendar file (GET /api/trips/calendar.ics): for each day and stop the
// earliest minyan of each tefillah, and candle lighting, havdalah and fast times, named in the
// feed's language (`?lang=`): prayers by the glossary (the `feeds` catalogs), the rest by Hebcal.
import type { TripResponse, TripTime } from '#contract/trips.ts';
import { DEFAULT_LOCALE, pagePathIn, type Locale } from '#domain/languages.ts';
import { translator } from '../../i18n/translate.ts';
import { hebcalText } from '../calendar/hebcal-locales.ts';
import { buildCalendar, type IcsEvent } from '../minyanim/ics.ts';

/** A minyan's place in a calendar: long enough to see, short enough not to hide the day. */
const SERVICE_MINUTES = 30;

/** `trip` as planned in `lang` (its holidays' and fasts' names). UIDs do not depend on the language. */
export function tripCalendar(trip: TripResponse, origin: string, now: Date, lang: Locale = DEFAULT_LOCALE): string {
  const t = translator(lang);
  const host = new URL(origin).hostname;
  const stamp = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const events: IcsEvent[] = [];
  const timed = (key: string, time: string, summary: string, stop: number) =>
    events.push({ uid: `trip-${key}-${time}@${host}`, start: new Date(time), summary, location: trip.stops[stop]?.label ?? null, stamp });
  for (const day of trip.days) {
    const firsts = new Map<string, (typeof day.services)[number]>();
    for (const s of day.services) if (!firsts.has(`${s.stop}-${s.tefillah}`)) firsts.set(`${s.stop}-${s.tefillah}`, s);
    for (const s of firsts.values()) {
      events.push({
        uid: `trip-${s.tefillah}-${s.listing.id}-${s.start}@${host}`,
        start: new Date(s.start),
        durationMinutes: SERVICE_MINUTES,
        summary: `${t(`feeds.tefillah.${s.tefillah}`)} · ${s.listing.name}`,
        location: [s.listing.address, s.listing.city].filter(Boolean).join(', '),
        url: `${origin}${pagePathIn(`/shul/${s.listing.id}`, lang)}`,
        stamp,
      });
    }
    if (day.candleLighting) timed('candles', day.candleLighting.time, hebcalText('Candle lighting', lang), day.candleLighting.stop);
    if (day.havdalah) timed('havdalah', day.havdalah.time, hebcalText('Havdalah', lang), day.havdalah.stop);
    const fast = (key: string, time: TripTime, event: string) =>
      timed(key, time.time, t('feeds.trip.fastEvent', { fast: day.fast!.name, event: hebcalText(event, lang) }), time.stop);
    if (day.fast?.begins) fast('fast-begins', day.fast.begins, 'Fast begins');
    if (day.fast?.ends) fast('fast-ends', day.fast.ends, 'Fast ends');
  }
  return buildCalendar({
    name: t('feeds.trip.calendarName', { stops: trip.stops.map((s) => s.name).join(' → ') }),
    tzid: trip.stops[0]!.tzid,
    events,
  });
}
