import { describe, expect, it } from 'vitest';
import { instantOf, parseIcs, prop, unescapeText } from '#worker-test/ics.ts';
import { buildCalendar, escapeText, foldLine, vtimezone } from './ics.ts';

const stamp = new Date('2026-01-05T12:00:00Z');

describe('iCalendar output', () => {
  it('writes local times with TZID and a VTIMEZONE that turns them back into the right instants across DST', () => {
    const starts = ['2026-03-07T12:00:00Z', '2026-03-08T11:00:00Z', '2026-10-31T11:00:00Z', '2026-11-01T12:00:00Z'].map((s) => new Date(s));
    const body = buildCalendar({
      name: 'Beth El, Queens; minyanim',
      tzid: 'America/New_York',
      events: starts.map((start, i) => ({
        uid: `minyan-1-${i}@example.org`,
        start,
        durationMinutes: 45,
        summary: 'Shacharit · Beth El',
        stamp,
      })),
    });
    const cal = parseIcs(body);
    expect(prop(cal, 'VERSION')?.value).toBe('2.0');
    expect(unescapeText(prop(cal, 'X-WR-CALNAME')!.value)).toBe('Beth El, Queens; minyanim');
    const vtz = cal.children.find((c) => c.type === 'VTIMEZONE')!;
    expect(prop(vtz, 'TZID')?.value).toBe('America/New_York');
    const observances = vtz.children.map(
      (o) => `${o.type} ${prop(o, 'DTSTART')!.value} ${prop(o, 'TZOFFSETFROM')!.value}>${prop(o, 'TZOFFSETTO')!.value}`,
    );
    expect(observances).toContain('DAYLIGHT 20260308T020000 -0500>-0400');
    expect(observances).toContain('STANDARD 20261101T020000 -0400>-0500');
    const events = cal.children.filter((c) => c.type === 'VEVENT');
    expect(events).toHaveLength(4);
    for (const [i, ev] of events.entries()) {
      const dtstart = prop(ev, 'DTSTART')!;
      expect(dtstart.params.TZID).toBe('America/New_York');
      expect(dtstart.value).toMatch(/T070000$/);
      expect(instantOf(cal, dtstart).toISOString()).toBe(starts[i]!.toISOString());
      expect(prop(ev, 'DTSTAMP')?.value).toBe('20260105T120000Z');
      expect(prop(ev, 'DURATION')?.value).toBe('PT45M');
    }
  });

  it('writes one standard observance for a zone without DST', () => {
    const lines = vtimezone('Asia/Jerusalem', new Date('2026-12-01T00:00:00Z'), new Date('2026-12-20T00:00:00Z'));
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Jerusalem',
      'BEGIN:STANDARD',
      'DTSTART:20261130T000000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0200',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'שחרית '.repeat(30)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const body = buildCalendar({
      name: 'x',
      tzid: 'UTC',
      events: [{ uid: 'u@x', start: stamp, summary: 'Mincha, Maariv; then a shiur\nin the beit midrash', stamp }],
    });
    const ev = parseIcs(body).children.find((c) => c.type === 'VEVENT')!;
    expect(unescapeText(prop(ev, 'SUMMARY')!.value)).toBe('Mincha, Maariv; then a shiur\nin the beit midrash');
  });
});

describe('text with line breaks or control characters cannot inject iCalendar lines', () => {
  const hostile = 'Beth El\rEND:VEVENT\rBEGIN:VEVENT\nSUMMARY:x\u2028y\u0085z\u0000\u0007\u001b\u007f\u009b\ttab';

  it('escapes every line break and drops other control characters, so no parser sees an extra line', () => {
    const body = buildCalendar({
      name: hostile,
      tzid: 'Asia/Jerusalem',
      events: [
        {
          uid: 'minyan-1@example.org',
          start: stamp,
          summary: hostile,
          description: hostile,
          location: hostile,
          url: 'https://a.example/\r\nX',
          stamp,
        },
      ],
    });
    // Split as the most lenient parser would: on any line break character.
    const lines = body.split(/\r\n|[\r\n\u0085\u2028\u2029]/).filter((l) => l !== '');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    const summary = prop(
      parseIcs(body).children.find((c) => c.type === 'VEVENT')!,
      'SUMMARY',
    )!.value;
    expect(unescapeText(summary)).toBe('Beth El\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:x\ny\nz\ttab');
    expect(escapeText('a\rb')).toBe('a\\nb');
  });

  it('refuses a TZID that is not an IANA time-zone name', () => {
    for (const tzid of ['+05:00', 'America/New_York:X', 'UTC;X=1', 'Nowhere/Atlantis']) {
      expect(() => buildCalendar({ name: 'x', tzid, events: [] }), tzid).toThrow(/IANA/);
    }
    expect(buildCalendar({ name: 'x', tzid: 'America/Argentina/Salta', events: [] })).toContain('X-WR-TIMEZONE:America/Argentina/Salta');
  });
});
