// Recipe ids, zod-free so the pages can import them: catalog ids, Spoonacular's shifted past them.

/** Spoonacular recipe ids are shifted by this much so they never clash with catalog ids. */
export const SPOONACULAR_ID_OFFSET = 10_000_000;

/** Parses the :id of /recipe/:id and /api/recipes/:id; null for anything that is not a positive whole number. */
export function parseRecipeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null; // the API takes up to 9 digits
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
