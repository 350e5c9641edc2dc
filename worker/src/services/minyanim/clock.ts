// Civil dates and wall-clock times in an IANA time zone, from the runtime's Intl data:
// the only DST-aware piece the rule expansion needs besides @hebcal/core.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tzid: string): Intl.DateTimeFormat {
  let f = formatters.get(tzid);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tzid,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tzid, f);
  }
  return f;
}

/** True when the runtime knows the zone (an unknown tzid would throw deep inside a request). */
export function isValidTimeZone(tzid: string): boolean {
  try {
    formatter(tzid);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  /** yyyy-MM-dd */
  date: string;
  /** HH:MM */
  time: string;
  /** Minutes east of UTC at that instant. */
  offsetMinutes: number;
}

/** The local date, clock time and UTC offset of an instant in a zone. */
export function wallTime(instant: Date, tzid: string): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(tzid).formatToParts(instant)) parts[p.type] = p.value;
  const y = Number(parts.year);
  const mo = Number(parts.month);
  const d = Number(parts.day);
  const h = Number(parts.hour);
  const mi = Number(parts.minute);
  const s = Number(parts.second);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetMinutes = Math.round((asUtc - (instant.getTime() - instant.getMilliseconds())) / 60_000);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, offsetMinutes };
}

/**
 * The instant a local `HH:MM` on a civil date happens in a zone. In a spring-forward gap
 * (02:30 that never happens) it is moved later by the gap; in a fall-back overlap the
 * earlier of the two instants is used (RFC 5545 and Temporal's 'compatible' choice).
 */
export function zonedInstant(date: string, time: string, tzid: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Offsets a few hours either side bracket any transition near this wall time.
  const before = wallTime(new Date(asUtc - 12 * 3_600_000), tzid).offsetMinutes;
  const after = wallTime(new Date(asUtc + 12 * 3_600_000), tzid).offsetMinutes;
  // Try the earlier offset first (overlap → earlier instant), then the later one.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = new Date(asUtc - offset * 60_000);
    const wall = wallTime(candidate, tzid);
    if (wall.date === date && wall.time === time) return candidate;
  }
  // A gap: the wall time does not exist; read it with the offset before the change.
  return new Date(asUtc - before * 60_000);
}

/** Days after (or before, if negative) a civil date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Every civil date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
