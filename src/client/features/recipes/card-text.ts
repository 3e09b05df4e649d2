// Text rules of the recipe card (docs/product.md#a-screens, docs/product.md#a-limits).

/** docs/product.md#a-limits: the card's summary is cut at 120 characters. */
export const SUMMARY_LIMIT = 120;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Spoonacular summaries carry HTML (<b>, <a>); the card shows plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `limit` characters including the ellipsis, cut at a word boundary when one is near. */
export function truncate(text: string, limit = SUMMARY_LIMIT): string {
  const t = text.trim();
  if (t.length <= limit) return t;
  const cut = t.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  const base = space >= limit * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,.;:!?-]+$/, "")}…`;
}

export const cardSummary = (summary: string) => truncate(plainText(summary), SUMMARY_LIMIT);

export const servingsLabel = (n: number) => `Serves ${n}`;
