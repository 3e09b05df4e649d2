import type { MergeSavedResponse, SavedArticlesResponse, SavedItem, SavedRecipesResponse, SavedType } from "../../../shared/saved-types.ts";
import { requestJson } from "./api-client.ts";

const idField = (type: SavedType) => (type === "recipe" ? "recipeId" : "articleId");
// Summaries are cut before sending: the card shows 120 characters (part 1 §9).
const snapshot = (item: SavedItem) => ({ title: item.title, image: item.image, summary: item.summary.slice(0, 600), url: item.url });

export const saveRemote = (type: SavedType, userId: string, item: SavedItem) =>
  requestJson(`/api/auth/save-${type}`, { userId, [idField(type)]: item.id, ...snapshot(item) });

export const unsaveRemote = (type: SavedType, userId: string, id: string) => requestJson(`/api/auth/unsave-${type}`, { userId, [idField(type)]: id });

export async function fetchSaved(type: SavedType, userId: string): Promise<SavedItem[]> {
  const data = await requestJson<SavedRecipesResponse | SavedArticlesResponse>(`/api/auth/saved-${type}s?userId=${encodeURIComponent(userId)}`);
  return data.items;
}

export const clearRemote = (type: SavedType, userId: string) => requestJson(`/api/auth/clear-saved`, { userId, type });

export const mergeRemote = (userId: string, recipes: SavedItem[], articles: SavedItem[]) =>
  requestJson<MergeSavedResponse>("/api/auth/merge-saved", {
    userId,
    recipes: recipes.map((i) => ({ id: i.id, savedAt: i.savedAt, ...snapshot(i) })),
    articles: articles.map((i) => ({ id: i.id, savedAt: i.savedAt, ...snapshot(i) })),
  });
