// The conversion table: OpenStreetMap service_times values → minyan rules, evaluated by the
// opening_hours library. Real values from the OSM wiki (test-fixtures/osm-service-times/, see its
// SOURCES.md), then our own hand-written cases.
import { describe, expect, it } from 'vitest';
import type { MinyanValues } from '#contract/minyanim.ts';
import wikiValues from '#test-fixtures/osm-service-times/wiki-values.json';
import { convertServiceTimes, dayBoundsAt, type ServiceTimesConversion } from './osm-service-times.ts';

/** Borough Park, Brooklyn: where the fixed afternoon and evening times are judged. */
const BROOKLYN = { latitude: 40.6501, longitude: -73.94958 };
const JERUSALEM = { latitude: 31.7857, longitude: 35.2007 };

const describeRule = (r: MinyanValues) =>
  `${r.tefillah} ${r.days.join(',')} ${r.time ?? `${r.zman}${r.offsetMinutes >= 0 ? '+' : ''}${r.offsetMinutes}`}`;

/** Rules in words; `partial` when some times stayed as text; the reason when nothing converted. */
function summary(c: ServiceTimesConversion) {
  return c.ok ? { rules: c.rules.map(describeRule).sort(), text: c.leftover !== null } : { reason: c.reason, text: true };
}

describe('service_times values from the OpenStreetMap wiki', () => {
  const expected: Record<string, ReturnType<typeof summary> | RegExp> = {
    'Su 09:30': { rules: ['shacharit sun 09:30'], text: false },
    'Su 09:00': { rules: ['shacharit sun 09:00'], text: false },
    // 18:00 in Brooklyn is before sunset in summer and after it in winter: Mincha or Maariv.
    'Su 09:00,18:00': { rules: ['shacharit sun 09:00'], text: true },
    'Th[1] 17:00-19:00': /differ from week to week/,
    none: /not valid opening_hours syntax/,
    'Ma 10:00-12:00,12:30-15:00; Tu-Fr 08:00-12:00,12:30-15:00; Sa 08:00-12:00': /not valid opening_hours syntax: .*"ma" is ambiguous/,
    'Mo-Su 08:00-18:00; Apr 10-15 off; Jun 08:00-14:00; Aug off; Dec 25 off': /differ from week to week/,
    '(sunrise+02:00)-(sunset-02:00)': /reads as opening hours, not a service/,
  };

  it('covers every value of the fixture', () => {
    expect(wikiValues.map((v) => v.value).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const { value } of wikiValues) {
    it(value, () => {
      const want = expected[value]!;
      const got = convertServiceTimes(value, 'service_times', BROOKLYN);
      if (want instanceof RegExp) {
        expect(got.ok).toBe(false);
        expect(got.leftover).toBe(value);
        if (!got.ok) expect(got.reason).toMatch(want);
      } else {
        expect(summary(got)).toEqual(want);
      }
    });
  }

  it('counts: 8 values, 2 convert fully, 1 in part, 5 stay text', () => {
    const results = wikiValues.map((v) => convertServiceTimes(v.value, 'service_times', BROOKLYN));
    expect(results.filter((r) => r.ok && r.leftover === null)).toHaveLength(2);
    expect(results.filter((r) => r.ok && r.leftover !== null)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(5);
  });
});

describe('own test cases (hand-written, not recorded data)', () => {
  const cases: [string, ReturnType<typeof summary> | RegExp][] = [
    ['Mo-Fr 07:00; Sa 09:00', { rules: ['shacharit mon,tue,wed,thu,fri 07:00', 'shacharit sat 09:00'], text: false }],
    ['Su 08:00,09:30', { rules: ['shacharit sun 08:00', 'shacharit sun 09:30'], text: false }],
    // A range's start is the service's start.
    ['Mo-Fr 06:30-07:30', { rules: ['shacharit mon,tue,wed,thu,fri 06:30'], text: false }],
    // A later rule overrides an earlier one's days, as the evaluator reads it.
    ['Mo-Fr 07:00; We off', { rules: ['shacharit mon,tue,thu,fri 07:00'], text: false }],
    ['Mo-Fr 7:00', { rules: ['shacharit mon,tue,wed,thu,fri 07:00'], text: false }],
    // Sun-based times in parentheses are zmanim with an offset.
    [
      'Mo-Fr 07:00,(sunset-00:15); Sa 09:00,(sunset+00:45)',
      {
        rules: [
          'maariv sat sunset+45',
          'mincha mon,tue,wed,thu,fri sunset-15',
          'shacharit mon,tue,wed,thu,fri 07:00',
          'shacharit sat 09:00',
        ],
        text: false,
      },
    ],
    ['Mo-Fr (sunrise-00:30)', { rules: ['shacharit mon,tue,wed,thu,fri sunrise-30'], text: false }],
    ['Mo-Th (sunset-00:20)-(sunset+00:30)', { rules: ['mincha mon,tue,wed,thu sunset-20'], text: false }],
    // A comment naming the tefillah decides it.
    [
      'Mo-Fr 07:00 "Shacharit", 19:30 "Maariv"',
      { rules: ['maariv sun,mon,tue,wed,thu,fri,sat 19:30', 'shacharit mon,tue,wed,thu,fri 07:00'], text: false },
    ],
    ['Su-Th 21:30 "Arvit"', { rules: ['maariv sun,mon,tue,wed,thu 21:30'], text: false }],
    // Midday and late evening are unambiguous in Brooklyn all year; 18:00 is not.
    ['Mo-Fr 13:15, 21:45', { rules: ['maariv mon,tue,wed,thu,fri 21:45', 'mincha mon,tue,wed,thu,fri 13:15'], text: false }],
    ['Fr 18:00,(sunset-00:18)', { rules: ['mincha fri sunset-18'], text: true }],
    // Without parentheses `sunset-00:15` is a range from sunset to a quarter past midnight.
    ['Fr sunset-00:15', /reads as opening hours/],
    ['Sa (sunset+00:05)', /could be more than one tefillah/],
    ['Fr (dusk+00:10)', /civil twilight/],
    ['Mo-Fr 07:00 unknown', /marked unknown/],
    ['Su 08:00 "Shacharit"; Su 16:00 "talk"', /comment "talk" does not name a tefillah/],
    ['Su 10:00+', /reads as opening hours/],
    ['Sa 09:00; PH 08:00', /differ from week to week/],
    ['Sa 09:00; SH off', /differ from week to week/],
    ['week 1-53/2 Fr 18:00', /differ from week to week/],
    ['Shacharit 7am', /not valid opening_hours syntax/],
  ];

  for (const [value, want] of cases) {
    it(value, () => {
      const got = convertServiceTimes(value, 'service_times', BROOKLYN);
      if (want instanceof RegExp) {
        expect(got.ok).toBe(false);
        if (!got.ok) expect(got.reason).toMatch(want);
      } else {
        expect(summary(got)).toEqual(want);
      }
    });
  }

  it(`counts: ${cases.length} cases, 11 convert fully, 1 in part, 10 stay text`, () => {
    const results = cases.map(([v]) => convertServiceTimes(v, 'service_times', BROOKLYN));
    expect(results.filter((r) => r.ok && r.leftover === null)).toHaveLength(11);
    expect(results.filter((r) => r.ok && r.leftover !== null)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(10);
  });

  it('opening_hours converts only when written as points in time (ranges are when the building is open)', () => {
    expect(summary(convertServiceTimes('Sa 09:00', 'opening_hours', BROOKLYN))).toEqual({ rules: ['shacharit sat 09:00'], text: false });
    const hours = convertServiceTimes('Mo-Su 06:00-23:00', 'opening_hours', BROOKLYN);
    expect(hours.ok).toBe(false);
    if (!hours.ok) expect(hours.reason).toMatch(/when the building is open/);
  });

  it('judges fixed evening times by the listing’s own sunsets: 20:30 is Maariv all year in Jerusalem, not in Brooklyn', () => {
    expect(summary(convertServiceTimes('Su-Th 20:30', 'service_times', JERUSALEM))).toEqual({
      rules: ['maariv sun,mon,tue,wed,thu 20:30'],
      text: false,
    });
    expect(convertServiceTimes('Su-Th 20:30', 'service_times', BROOKLYN).ok).toBe(false);
    // Without a position only the morning can be told.
    expect(convertServiceTimes('Mo-Fr 13:15', 'service_times', null).ok).toBe(false);
  });

  it('takes the year’s bounds from the zmanim: Brooklyn’s earliest sunset is in December, before 16:35', () => {
    const b = dayBoundsAt(BROOKLYN.latitude, BROOKLYN.longitude)!;
    expect(b.earliestSunset).toBeLessThan(16 * 60 + 35);
    expect(b.latestChatzot).toBeGreaterThanOrEqual(12 * 60 + 55);
    expect(b.latestTzeit).toBeGreaterThan(21 * 60);
  });
});
