// The device's calendar is the same whatever time zone the device is set to: the visitor abroad
// sees the times of the place, not of the phone. (That these are the API's figures:
// worker/src/routes/calendar-on-device.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import type { Place } from '#domain/places.ts';
import { hebrewDateOnDevice, monthOnDevice, zmanimOnDevice } from './compute.ts';

// The gazetteer's rows (worker/test/places.ts), as the API names them.
const JERUSALEM: Place = {
  name: 'Jerusalem',
  label: 'Jerusalem, Israel',
  country: 'IL',
  admin1: '06',
  latitude: 31.76904,
  longitude: 35.21633,
  tzid: 'Asia/Jerusalem',
  geonameid: 281184,
};
const NEW_YORK: Place = {
  name: 'New York City',
  label: 'New York City, NY',
  country: 'US',
  admin1: 'NY',
  latitude: 40.71427,
  longitude: -74.00597,
  tzid: 'America/New_York',
  geonameid: 5128581,
};
const SYDNEY: Place = {
  name: 'Sydney',
  label: 'Sydney, Australia',
  country: 'AU',
  admin1: '02',
  latitude: -33.86785,
  longitude: 151.20732,
  tzid: 'Australia/Sydney',
  geonameid: 2147714,
};

const DEVICE_ZONES = ['America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Jerusalem'];
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

function everything() {
  const out: unknown[] = [];
  for (const place of [JERUSALEM, NEW_YORK, SYDNEY]) {
    for (const [year, month] of [
      [2026, 11],
      [2027, 3],
      [2027, 4],
    ] as const)
      out.push(monthOnDevice(place, year, month, 'en'));
    for (const date of ['2026-11-06', '2027-03-14', '2027-03-28', '2027-04-03']) out.push(zmanimOnDevice(place, date));
  }
  out.push(hebrewDateOnDevice('2027-03-23', 'he'));
  return out;
}

describe("the device's calendar", () => {
  it('gives Jerusalem its candle lighting 40 minutes before sunset', () => {
    process.env.TZ = 'UTC';
    expect(monthOnDevice(JERUSALEM, 2026, 11, 'en').items).toContainEqual({
      date: '2026-11-06T16:05:00+02:00',
      title: 'Candle lighting',
      category: 'candles',
      hdate: '26 Cheshvan 5787',
    });
  });

  it('answers the same in every time zone the device may be set to', () => {
    process.env.TZ = 'UTC';
    const inUtc = everything();
    for (const zone of DEVICE_ZONES) {
      process.env.TZ = zone;
      expect(new Date(2026, 0, 1).getTimezoneOffset() !== 0 || zone === 'UTC', `the process follows TZ=${zone}`).toBe(true);
      expect(everything(), zone).toEqual(inUtc);
    }
  });
});
