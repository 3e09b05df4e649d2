import { CATEGORY_LABELS, type Subscriber } from "../../shared/newsletter/types.ts";

// RFC 4180 quoting; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula.
const cell = (v: string) => {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function subscribersCsv(subscribers: Subscriber[]): string {
  const lines = [["id", "name", "email", "categories", "subscribedAt"].join(",")];
  for (const s of subscribers) lines.push([s.id, s.name, s.email, s.categories.map((c) => CATEGORY_LABELS[c]).join("; "), s.subscribedAt].map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
