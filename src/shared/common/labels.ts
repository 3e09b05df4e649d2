/** The label of a lower-case id: its words (joined by "_" or "-") capitalised, so "fast_food" is "Fast Food". */
export const labelOfId = (id: string): string =>
  id
    .split(/[_-]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");

/** Each id's label: `labelOfId` unless `named` gives another, so a new id is never left without one. */
export function labelsOf<T extends string>(ids: readonly T[], named: Partial<Record<T, string>> = {}): Record<T, string> {
  return Object.fromEntries(ids.map((id) => [id, named[id] ?? labelOfId(id)])) as Record<T, string>;
}
