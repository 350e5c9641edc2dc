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
