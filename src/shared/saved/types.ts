// The zod-free half of the saved-items and likes contract: types, limits and the exact toasts the pages
// bundle. The schemas that enforce them on the server are in schema.ts (which re-exports all of this).

export const SAVED_TYPES = ["recipe", "article"] as const;
export type SavedType = (typeof SAVED_TYPES)[number];

/** Local storage keys of docs/product.md#a-data and docs/product.md#a-limits. */
export const LOCAL_LIST_KEYS: Record<SavedType, string> = { recipe: "saved_recipes", article: "saved_articles" };

/** Most items one list may hold (and one merge may carry). */
export const MAX_SAVED_ITEMS = 1000;

export const SAVED_MESSAGES = {
  saveFailedTitle: "Error",
  saveFailed: "Failed to save item. Please try again.",
  savedTitle: (type: SavedType) => (type === "recipe" ? "Recipe saved!" : "Article saved!"),
  savedDescription: (type: SavedType) => `Added to your saved ${type}s`,
  removed: (type: SavedType) => `Removed from your saved ${type}s`,
  localTitle: "Save locally",
  localDescription: "Sign in to sync your saved items across devices",
  loadFailed: "Failed to load saved items",
  detailsFailed: "Failed to load some recipe details",
  likeFailed: "Failed to update like status",
  signInToAccess: "Please sign in first.",
  notYours: "You can only read or change your own saved items.",
} as const;

/** A saved item as stored locally (docs/product.md#a-data) and answered by the server. */
export type SavedItem = { id: string; title: string; image: string; summary: string; url: string; savedAt: string };

export type SavedRecipesResponse = { savedRecipes: number[]; items: SavedItem[] };
export type SavedArticlesResponse = { savedArticles: string[]; items: SavedItem[] };
export type MergeSavedResponse = { recipes: SavedItem[]; articles: SavedItem[] };

/** The default url of a saved item (docs/product.md#a-data: /{type}/{id}; articles live under /articles/). */
export const defaultItemUrl = (type: SavedType, id: string) => (type === "recipe" ? `/recipe/${id}` : `/articles/${id}`);

export const ANON_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export type LikeState = { type: SavedType; id: string; count: number; liked: boolean };
