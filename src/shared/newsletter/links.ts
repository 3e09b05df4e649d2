// The web addresses in a newsletter's plain text, for the email's HTML part (server/newsletter/emails.ts)
// and the web archive (client/features/newsletter/archive.tsx): the same rule, so an address that is a
// link in the email is one on the site. Only http and https: nothing else, javascript: included, ever
// becomes a link.

/** A run of plain text, or an address to link. */
export type TextPart = { text: string } | { url: string };

// An http(s) address and what follows it up to a space, a quote or an angle bracket.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;

const count = (s: string, c: string) => s.split(c).length - 1;

/** Drops sentence punctuation after an address, and a closing bracket that was not opened in it. */
function trimUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last && ".,;:!?".includes(last)) end -= 1;
    else if (last === ")" && count(url.slice(0, end), "(") < count(url.slice(0, end), ")")) end -= 1;
    else break;
  }
  return url.slice(0, end);
}

function isWebAddress(url: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The text cut into plain runs and addresses, in order; joined back, the parts give the text. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = trimUrl(match[0]);
    if (!isWebAddress(url)) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ url });
    at = match.index + url.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
