// Sample minyan schedules for the sample listings (local development and browser tests only).
// Each listing gets one of three realistic weekly patterns (weekday Shacharit at fixed times,
// some with two or three minyanim; Mincha relative to sunset, or a fixed early Mincha; Maariv
// fixed or at nightfall; Friday night and Shabbat; Sunday; a Rosh Chodesh Shacharit that
// replaces the weekday one). Every rule's notes say it is a sample.
import type { MinyanDay, Rounding, Tefillah } from '#domain/enums.ts';
import { sqlValue } from '../lib/sql.ts';
import { SAMPLE_LISTINGS } from './sample-data.ts';

export const SAMPLE_SCHEDULE_NOTE = 'Sample time for local development, not the shul’s';

interface SampleRule {
  tefillah: Tefillah;
  days: MinyanDay[];
  time?: string;
  zman?: 'sunset' | 'tzeit85deg' | 'plagHaMincha';
  offset?: number;
  rounding?: Rounding;
  note?: string;
}

const SUN_THU: MinyanDay[] = ['sun', 'mon', 'tue', 'wed', 'thu'];

/** Shared by every pattern: Friday night, Shabbat and Motzei Shabbat. */
const SHABBAT: SampleRule[] = [
  { tefillah: 'mincha', days: ['erev_shabbat'], zman: 'sunset', offset: -18, note: 'Mincha and Kabbalat Shabbat' },
  { tefillah: 'maariv', days: ['erev_shabbat'], zman: 'sunset', offset: 15, rounding: 'nearest5' },
  { tefillah: 'mincha', days: ['shabbat'], zman: 'sunset', offset: -40, rounding: 'down5' },
  { tefillah: 'maariv', days: ['shabbat'], zman: 'tzeit85deg', offset: 0 },
];

const PATTERNS: SampleRule[][] = [
  // A large shul: three weekday Shacharits, an early fixed Mincha for workers, two Maarivs.
  [
    { tefillah: 'shacharit', days: ['weekday'], time: '06:15' },
    { tefillah: 'shacharit', days: ['weekday'], time: '07:30' },
    { tefillah: 'shacharit', days: ['weekday'], time: '09:00' },
    { tefillah: 'shacharit', days: ['rosh_chodesh'], time: '06:00', note: 'Rosh Chodesh: Hallel and Musaf' },
    { tefillah: 'shacharit', days: ['rosh_chodesh'], time: '07:15', note: 'Rosh Chodesh: Hallel and Musaf' },
    { tefillah: 'shacharit', days: ['sunday'], time: '08:00' },
    { tefillah: 'shacharit', days: ['sunday'], time: '09:30' },
    { tefillah: 'shacharit', days: ['shabbat'], time: '08:30' },
    { tefillah: 'mincha', days: ['weekday', 'sunday'], time: '13:30', note: 'Mincha Gedola' },
    { tefillah: 'mincha', days: SUN_THU, zman: 'sunset', offset: -15, rounding: 'down5' },
    { tefillah: 'maariv', days: SUN_THU, zman: 'tzeit85deg', offset: 0, rounding: 'up5' },
    { tefillah: 'maariv', days: SUN_THU, time: '21:30' },
    ...SHABBAT,
  ],
  // A neighbourhood shul: one weekday Shacharit, Mincha before sunset, Maariv straight after.
  [
    { tefillah: 'shacharit', days: ['weekday'], time: '06:45' },
    { tefillah: 'shacharit', days: ['rosh_chodesh'], time: '06:30', note: 'Rosh Chodesh: Hallel and Musaf' },
    { tefillah: 'shacharit', days: ['sunday'], time: '08:00' },
    { tefillah: 'shacharit', days: ['shabbat'], time: '09:00' },
    { tefillah: 'mincha', days: SUN_THU, zman: 'sunset', offset: -20, rounding: 'down5' },
    { tefillah: 'maariv', days: SUN_THU, zman: 'sunset', offset: 0, rounding: 'nearest5', note: 'Straight after Mincha' },
    ...SHABBAT,
  ],
  // Two weekday minyanim, an afternoon Mincha, fixed evening Maarivs.
  [
    { tefillah: 'shacharit', days: ['weekday'], time: '06:30' },
    { tefillah: 'shacharit', days: ['weekday'], time: '08:00' },
    { tefillah: 'shacharit', days: ['rosh_chodesh'], time: '06:15', note: 'Rosh Chodesh: Hallel and Musaf' },
    { tefillah: 'shacharit', days: ['rosh_chodesh'], time: '07:45', note: 'Rosh Chodesh: Hallel and Musaf' },
    { tefillah: 'shacharit', days: ['sunday'], time: '08:30' },
    { tefillah: 'shacharit', days: ['shabbat'], time: '09:00' },
    { tefillah: 'mincha', days: ['weekday', 'sunday'], time: '13:15' },
    { tefillah: 'mincha', days: SUN_THU, zman: 'plagHaMincha', offset: 0, rounding: 'down5' },
    { tefillah: 'maariv', days: SUN_THU, time: '20:00' },
    { tefillah: 'maariv', days: SUN_THU, time: '22:00' },
    ...SHABBAT,
  ],
];

export const MINYAN_COLUMNS = [
  'synagogue_id',
  'tefillah',
  'days',
  'time',
  'zman',
  'offset_minutes',
  'rounding',
  'notes',
  'source',
] as const;

/** Which pattern sample listing `index` (0-based) gets. */
export const samplePattern = (index: number): SampleRule[] => PATTERNS[index % PATTERNS.length]!;

/**
 * SQL that gives every sample listing its schedule, found by its (source, source_id), and marks
 * its times as sample ones confirmed at load time.
 */
export function sampleScheduleSql(): string[] {
  const statements = SAMPLE_LISTINGS.map((_, i) => {
    const values = samplePattern(i).map((r) =>
      [
        r.tefillah,
        JSON.stringify(r.days),
        r.time ?? null,
        r.zman ?? null,
        r.offset ?? 0,
        r.rounding ?? 'none',
        r.note ? `${r.note}. ${SAMPLE_SCHEDULE_NOTE}` : SAMPLE_SCHEDULE_NOTE,
      ]
        .map(sqlValue)
        .join(', '),
    );
    return (
      `INSERT INTO minyanim (${MINYAN_COLUMNS.join(', ')})\n` +
      `SELECT s.id, v.column1, v.column2, v.column3, v.column4, v.column5, v.column6, v.column7, 'sample'\n` +
      `FROM (VALUES ${values.map((v) => `(${v})`).join(',\n  ')}) AS v\n` +
      `JOIN synagogues s ON s.source = 'sample' AND s.source_id = ${sqlValue(`sample/${i + 1}`)};`
    );
  });
  statements.push(
    "UPDATE synagogues SET times_source = 'sample', times_confirmed_at = cast(unixepoch('subsec') * 1000 as integer) WHERE source = 'sample';",
  );
  return statements;
}
