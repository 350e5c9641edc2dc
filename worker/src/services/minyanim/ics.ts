// iCalendar (RFC 5545) output: events with local times and a TZID parameter, the matching
// VTIMEZONE built from the runtime's zone data, escaped text and folded lines.
import { isIanaTimeZone } from '#domain/time-zone.ts';
import { wallTime } from './clock.ts';

export interface IcsEvent {
  /** Globally unique and stable across regenerations, so calendar apps update rather than duplicate. */
  uid: string;
  start: Date;
  /** yyyy-MM-dd: an all-day event on that civil day (DTSTART;VALUE=DATE), `start` then unused. */
  day?: string;
  /** Omitted: the event takes no time (RFC 5545 §3.6.1), as for candle lighting. */
  durationMinutes?: number;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  categories?: string[];
  /** When this event's data last changed (DTSTAMP). */
  stamp: Date;
}

export interface IcsCalendar {
  name: string;
  tzid: string;
  events: IcsEvent[];
}

const PRODID = '-//Shul Finder//Minyanim and calendar//EN';
const DAY = 86_400_000;
const MINUTE = 60_000;

/** Every line break a parser might split on: CRLF, a lone CR or LF, NEL, and the Unicode separators. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Control characters RFC 5545 forbids in TEXT (all but HTAB, §3.3.11): dropped. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, any line break as `\n`, other controls removed. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(LINE_BREAKS, '\\n').replace(CONTROL_CHARS, '');
}

/**
 * A TZID for a property parameter: only a validated IANA name may be written, quoted when it holds
 * a character a parameter value cannot carry bare (§3.2: COLON, SEMICOLON, COMMA).
 */
export function tzidParam(tzid: string): string {
  if (!isIanaTimeZone(tzid)) throw new Error(`Not an IANA time zone: ${JSON.stringify(tzid)}`);
  return /[:;,]/.test(tzid) ? `"${tzid}"` : tzid;
}

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (t: Date) =>
  t
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `20260308T134500`: the wall-clock time in the zone, for DTSTART;TZID=… */
function localStamp(t: Date, tzid: string): string {
  const local = new Date(t.getTime() + wallTime(t, tzid).offsetMinutes * MINUTE);
  return utcStamp(local).replace('Z', '');
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const offsetAt = (t: number, tzid: string) => wallTime(new Date(t), tzid).offsetMinutes;

/** The instants in [from, to) where the zone's offset changes, found to the minute. */
function transitions(tzid: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let t = from; t < to; t += DAY) {
    const end = Math.min(t + DAY, to);
    if (offsetAt(t, tzid) === offsetAt(end, tzid)) continue;
    let lo = t;
    let hi = end;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(mid, tzid) === offsetAt(lo, tzid)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}

/**
 * A VTIMEZONE covering [from, to]: the offset in force at the start, then one observance per
 * change within the range, each with its onset in the local time before the change (§3.6.5).
 */
export function vtimezone(tzid: string, from: Date, to: Date): string[] {
  const start = from.getTime() - DAY;
  const year = new Date(start).getUTCFullYear();
  const standard = Math.min(offsetAt(Date.UTC(year, 0, 1), tzid), offsetAt(Date.UTC(year, 6, 1), tzid));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tzid}`];
  const observance = (onset: string, fromOffset: number, toOffset: number) => {
    const kind = toOffset > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${onset}`,
      `TZOFFSETFROM:${formatOffset(fromOffset)}`,
      `TZOFFSETTO:${formatOffset(toOffset)}`,
      `END:${kind}`,
    );
  };
  const initial = offsetAt(start, tzid);
  observance(localStamp(new Date(start), tzid).slice(0, 9) + '000000', initial, initial);
  for (const t of transitions(tzid, start, to.getTime() + DAY)) {
    const before = offsetAt(t - MINUTE, tzid);
    const onset = utcStamp(new Date(t + before * MINUTE)).replace('Z', '');
    observance(onset, before, offsetAt(t, tzid));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** A whole VCALENDAR, CRLF line endings, every line folded. */
export function buildCalendar(cal: IcsCalendar): string {
  tzidParam(cal.tzid); // refuses anything but an IANA name before it is written anywhere
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    `X-WR-TIMEZONE:${cal.tzid}`,
  ];
  const timed = cal.events.filter((e) => e.day === undefined);
  if (timed.length) {
    const times = timed.map((e) => e.start.getTime());
    lines.push(...vtimezone(cal.tzid, new Date(Math.min(...times)), new Date(Math.max(...times))));
  }
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(e.stamp)}`,
      e.day !== undefined
        ? `DTSTART;VALUE=DATE:${e.day.replaceAll('-', '')}`
        : `DTSTART;TZID=${tzidParam(cal.tzid)}:${localStamp(e.start, cal.tzid)}`,
    );
    if (e.durationMinutes !== undefined) lines.push(`DURATION:PT${e.durationMinutes}M`);
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    // A URI holds no line breaks or controls (RFC 3986); any that slipped in are dropped, not escaped.
    if (e.url) lines.push(`URL:${e.url.replace(LINE_BREAKS, '').replace(CONTROL_CHARS, '')}`);
    if (e.categories?.length) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(',')}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
