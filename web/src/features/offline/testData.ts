// Shapes for the device store's tests, made here (not recorded): a listing as GET /api/synagogues/:id
// answers it and its schedule, with only the fields the device's code reads filled in.
import type { MinyanOccurrence, SynagogueDetail } from '#contract/minyanim.ts';
import type { ScheduleResponse } from '#contract/schedule.ts';

export const TZ = 'America/New_York';

/** A minyan of rule `minyanId` on `date` at `time` in New York (winter, UTC−5). */
export const occurrence = (
  minyanId: number,
  date: string,
  time: string,
  tefillah: MinyanOccurrence['tefillah'] = 'shacharit',
): MinyanOccurrence => ({
  minyanId,
  tefillah,
  date,
  start: `${date}T${time}:00-05:00`,
  time,
  rule: time,
  notes: null,
  language: null,
});

export function listing(id: number, overrides: Partial<SynagogueDetail> = {}): SynagogueDetail {
  return {
    id,
    name: `Shul ${id}`,
    hebrewName: null,
    address: `${id} Main St`,
    city: 'New York',
    state: 'NY',
    zipCode: null,
    country: 'USA',
    latitude: '40.71280',
    longitude: '-74.00600',
    nusach: 'ashkenaz',
    phone: null,
    website: null,
    tzid: TZ,
    minyanim: [
      { id: id * 10, tefillah: 'shacharit' },
      { id: id * 10 + 1, tefillah: 'mincha' },
    ] as SynagogueDetail['minyanim'],
    upcoming: [],
    announcements: [],
    freshness: { source: 'shul', confirmedAt: null, stale: false, label: null },
    ...overrides,
  } as SynagogueDetail;
}

/** `days` days from `from`, each with a Shacharit at 07:00 and a Mincha at 16:15. */
export function schedule(id: number, from: string, days = 14): ScheduleResponse {
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(Date.parse(`${from}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    synagogue: { id, name: `Shul ${id}`, address: '', city: 'New York', country: 'USA', url: `http://localhost/shul/${id}` },
    tzid: TZ,
    from,
    days: dates.map((date) => ({
      date,
      zmanim: {} as ScheduleResponse['days'][number]['zmanim'],
      minyanim: [occurrence(id * 10, date, '07:00'), occurrence(id * 10 + 1, date, '16:15', 'mincha')],
    })),
    announcements: [],
    freshness: { source: 'shul', confirmedAt: null, stale: false, label: null },
    osmServiceTimes: null,
  };
}
