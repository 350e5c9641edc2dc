/**
 * True for an IANA time-zone name the runtime knows ('Asia/Jerusalem', 'America/Argentina/Salta',
 * 'Etc/GMT+5', 'UTC'). Intl alone also accepts offsets such as '+05:00', which are not IANA names
 * and must never reach an iCalendar TZID, hence the shape check first.
 */
export function isIanaTimeZone(tzid: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*){0,2}$/.test(tzid)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/** The civil date (yyyy-MM-dd) it is at `now` in `tzid` (en-CA writes dates as yyyy-MM-dd). */
export function todayIn(tzid: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tzid, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
