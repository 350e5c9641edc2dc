// Civil days as the planners hold them (yyyy-MM-dd), in the browser's own calendar.
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's time zone. */
export function todayHere(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A civil day as a Date that formats as that day in UTC (pass 'UTC' to the formatter). */
export const dayAsDate = (day: string) => new Date(`${day}T12:00:00Z`);
