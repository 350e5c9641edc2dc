import { describe, expect, it } from 'vitest';
import { instantOf, parseIcs, prop, unescapeText } from '../../../test/ics.ts';
import { buildCalendar, escapeText, foldLine, vtimezone } from './ics.ts';

const stamp = new Date('2026-01-05T12:00:00Z');

describe('iCalendar output', () => {
  it('writes local times with TZID and a VTIMEZONE that turns them back into the right instants across DST', () => {
    const starts = ['2026-03-07T12:00:00Z', '2026-03-08T11:00:00Z', '2026-10-31T11:00:00Z', '2026-11-01T12:00:00Z'].map((s) => new Date(s));
    const body = buildCalendar({
      name: 'Beth El, Queens; minyanim',
      tzid: 'America/New_York',
      events: starts.map((start, i) => ({ uid: `minyan-1-${i}@example.org`, start, durationMinutes: 45, summary: 'Shacharit · Beth El', stamp })),
    });
    const cal = parseIcs(body);
    expect(prop(cal, 'VERSION')?.value).toBe('2.0');
    expect(unescapeText(prop(cal, 'X-WR-CALNAME')!.value)).toBe('Beth El, Queens; minyanim');
    const vtz = cal.children.find((c) => c.type === 'VTIMEZONE')!;
    expect(prop(vtz, 'TZID')?.value).toBe('America/New_York');
    const observances = vtz.children.map((o) => `${o.type} ${prop(o, 'DTSTART')!.value} ${prop(o, 'TZOFFSETFROM')!.value}>${prop(o, 'TZOFFSETTO')!.value}`);
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
    expect(lines).toEqual(['BEGIN:VTIMEZONE', 'TZID:Asia/Jerusalem', 'BEGIN:STANDARD', 'DTSTART:20261130T000000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0200', 'END:STANDARD', 'END:VTIMEZONE']);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'שחרית '.repeat(30)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const body = buildCalendar({ name: 'x', tzid: 'UTC', events: [{ uid: 'u@x', start: stamp, summary: 'Mincha, Maariv; then a shiur\nin the beit midrash', stamp }] });
    const ev = parseIcs(body).children.find((c) => c.type === 'VEVENT')!;
    expect(unescapeText(prop(ev, 'SUMMARY')!.value)).toBe('Mincha, Maariv; then a shiur\nin the beit midrash');
  });
});
