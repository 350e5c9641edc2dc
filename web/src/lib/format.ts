// English number and date wording without Intl. A page's first Intl call loads ICU's locale
// data, one long task at start-up on a phone (docs/performance.md). The home and search
// pages' counts and the parsha page's date need nothing a table of month names can't do.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 27312 → '27,312' (en-US grouping; fractions are rounded away). */
export function formatInteger(n: number): string {
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** '2026-11-21' → 'November 21, 2026': a civil date, so no time zone can shift it. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
