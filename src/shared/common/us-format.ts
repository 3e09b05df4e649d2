// US English dates and numbers without Intl. A page's first Intl call loads ICU's locale and time-zone
// data: 40-60 ms of main thread on this machine's Chromium, four times that on a throttled phone, on every
// page whose first render shows a date or a grouped count (docs/decisions/0018-hydration-budget.md).
// The site's copy is US English only, so these few fixed formats are written out; each test checks them
// against Intl's.

// The month names live here, not in calendar.ts: the date formats are on most pages, and importing the
// calendar's season tables would carry them into every page's shared chunk.
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SHORT_MONTH_NAMES = MONTH_NAMES.map((m) => m.slice(0, 3));

/** "November 29, 2026"; with `weekday`, "Sunday, November 29, 2026". In local time, as Date's getters read it. */
export function usLongDate(d: Date, { weekday = false } = {}): string {
  const date = `${MONTH_NAMES[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
  return weekday ? `${WEEKDAY_NAMES[d.getDay()]}, ${date}` : date;
}

/** "Nov 29, 2026", in local time. */
export function usShortDate(d: Date): string {
  return `${SHORT_MONTH_NAMES[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** A calendar date "YYYY-MM-DD" (or the date part of an ISO time, read in UTC) as "November 29, 2026". */
export function usLongDateOfIso(iso: string): string {
  const d = new Date(iso); // a date-only ISO string is read as UTC midnight
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** An integer with thousands separators: 12345 -> "12,345" (what toLocaleString("en-US") gives). */
export function usInteger(n: number): string {
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
