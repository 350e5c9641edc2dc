// The calendar computed on the device offline (web/src/features/offline/calendar/compute.ts) gives
// the same figures as the API: each place is asked of the Worker, and the browser's module is run
// on the place the answer names (what the device keeps), for the coming three months and for
// months with Purim, Pesach and a polar night, in several languages. The module's answers do not
// depend on the device's own time zone: web/src/features/offline/calendar/compute.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarLocation, HebrewCalendarResponse, HebrewDateResponse, ZmanimResponse } from '#contract/calendar.ts';
import type { Place } from '#domain/places.ts';
import {
  hebrewDateOnDevice,
  monthOnDevice,
  placeOfCoordinates,
  zmanimOnDevice,
} from '../../../web/src/features/offline/calendar/compute.ts';
import { api, json } from '../../test/helpers.ts';
import { insertPlaces } from '../../test/places.ts';

beforeAll(() => insertPlaces());

const LOCATIONS = {
  Jerusalem: 'geonameid=281184',
  'Old City (walled, in PS)': 'geonameid=6945291',
  Haifa: 'geonameid=294801',
  'New York': 'geonameid=5128581',
  Sydney: 'geonameid=2147714',
  Tromsø: 'geonameid=3133895',
  'ZIP 10001': 'zip=10001',
  'coordinates near Jerusalem': 'latitude=31.7800&longitude=35.2200&tzid=Asia/Jerusalem',
};

/** The place the device keeps from an answer: the answer's location without its rules. */
const placeOf = ({ il: _il, candleMins: _mins, ...place }: CalendarLocation & { candleMins?: number }): Place => place;

/** This month and the next three, and months with Purim (Jerusalem keeps Shushan Purim), Pesach and a polar night. */
function months(): [number, number][] {
  const now = new Date();
  const coming = Array.from({ length: 4 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return [d.getUTCFullYear(), d.getUTCMonth() + 1] as [number, number];
  });
  return [...coming, [2027, 3], [2027, 4], [2026, 12]];
}

/** Every fifth day of this month and the next three, and days around Purim 5787. */
function dates(): string[] {
  const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1);
  const coming = Array.from({ length: 25 }, (_, i) => new Date(start + i * 5 * 86_400_000).toISOString().slice(0, 10));
  return [...coming, '2027-03-23', '2027-03-24', '2026-12-21', '2026-06-21'];
}

describe('the calendar on the device gives the same figures as the API', () => {
  for (const [name, location] of Object.entries(LOCATIONS)) {
    it(`months at ${name}: candle lighting, havdalah, holidays, Hebrew dates`, async () => {
      for (const [year, month] of months()) {
        for (const lang of ['en', 'he', 'ru'] as const) {
          const res = await api(`/api/hebrew-calendar?${location}&year=${year}&month=${month}&lang=${lang}`);
          expect(res.status).toBe(200);
          const fromApi = await json<HebrewCalendarResponse>(res);
          expect(monthOnDevice(placeOf(fromApi.location), year, month, lang), `${year}-${month} ${lang}`).toEqual(fromApi);
        }
      }
    });

    it(`zmanim at ${name}`, async () => {
      for (const date of dates()) {
        const fromApi = await json<ZmanimResponse>(await api(`/api/zmanim?${location}&date=${date}`));
        expect(zmanimOnDevice(placeOf(fromApi.location), date), date).toEqual(fromApi);
      }
    });
  }

  it('names a Jerusalem Friday in November 2026 as the API does: candles at 16:05, 40 minutes before sunset', async () => {
    const fromApi = await json<HebrewCalendarResponse>(await api(`/api/hebrew-calendar?${LOCATIONS.Jerusalem}&year=2026&month=11`));
    const onDevice = monthOnDevice(placeOf(fromApi.location), 2026, 11, 'en');
    expect(onDevice.items).toContainEqual({
      date: '2026-11-06T16:05:00+02:00',
      title: 'Candle lighting',
      category: 'candles',
      hdate: '26 Cheshvan 5787',
    });
    expect(onDevice.location).toMatchObject({ il: true, candleMins: 40 });
  });

  it('computes coordinates no city names as the API names them', async () => {
    const location = 'latitude=0.0000&longitude=-30.0000&tzid=UTC';
    const fromApi = await json<HebrewCalendarResponse>(await api(`/api/hebrew-calendar?${location}&year=2026&month=12&lang=fr`));
    expect(monthOnDevice(placeOfCoordinates(0, -30, 'UTC'), 2026, 12, 'fr')).toEqual(fromApi);
    const zmanim = await json<ZmanimResponse>(await api(`/api/zmanim?${location}&date=2026-12-04`));
    expect(zmanimOnDevice(placeOfCoordinates(0, -30, 'UTC'), '2026-12-04')).toEqual(zmanim);
  });

  it('gives Hebrew dates as the API does', async () => {
    for (const date of dates().slice(0, 10)) {
      for (const lang of ['en', 'he', 'es'] as const) {
        expect(hebrewDateOnDevice(date, lang)).toEqual(
          await json<HebrewDateResponse>(await api(`/api/hebrew-date?date=${date}&lang=${lang}`)),
        );
      }
    }
  });
});
