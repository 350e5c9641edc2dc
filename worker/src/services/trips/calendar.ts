// A whole trip as one iCalendar file (GET /api/trips/calendar.ics): for each day and stop the
// earliest minyan of each tefillah, and candle lighting, havdalah and fast times.
import type { TripResponse } from '#contract/trips.ts';
import { buildCalendar, type IcsEvent } from '../minyanim/ics.ts';

const TEFILLAH_NAMES = { shacharit: 'Shacharit', mincha: 'Mincha', maariv: 'Maariv' } as const;
/** A minyan's place in a calendar: long enough to see, short enough not to hide the day. */
const SERVICE_MINUTES = 30;

export function tripCalendar(trip: TripResponse, origin: string, now: Date): string {
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
        summary: `${TEFILLAH_NAMES[s.tefillah]} · ${s.listing.name}`,
        location: [s.listing.address, s.listing.city].filter(Boolean).join(', '),
        url: `${origin}/shul/${s.listing.id}`,
        stamp,
      });
    }
    if (day.candleLighting) timed('candles', day.candleLighting.time, 'Candle lighting', day.candleLighting.stop);
    if (day.havdalah) timed('havdalah', day.havdalah.time, 'Havdalah', day.havdalah.stop);
    if (day.fast?.begins) timed('fast-begins', day.fast.begins.time, `${day.fast.name}: fast begins`, day.fast.begins.stop);
    if (day.fast?.ends) timed('fast-ends', day.fast.ends.time, `${day.fast.name}: fast ends`, day.fast.ends.stop);
  }
  return buildCalendar({ name: `Trip · ${trip.stops.map((s) => s.name).join(' → ')}`, tzid: trip.stops[0]!.tzid, events });
}
