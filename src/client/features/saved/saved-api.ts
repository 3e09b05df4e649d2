import type { MergeSavedResponse, SavedArticlesResponse, SavedItem, SavedRecipesResponse, SavedType } from "../../../shared/saved/types.ts";
import { apiRequest } from "../../lib/api.ts";

const idField = (type: SavedType) => (type === "recipe" ? "recipeId" : "articleId");
// Summaries are cut before sending: the card shows 120 characters (docs/product.md#a-limits).
const snapshot = (item: SavedItem) => ({ title: item.title, image: item.image, summary: item.summary.slice(0, 600), url: item.url });

export const saveRemote = (type: SavedType, userId: string, item: SavedItem) =>
  apiRequest(`/api/auth/save-${type}`, { body: { userId, [idField(type)]: item.id, ...snapshot(item) } });

export const unsaveRemote = (type: SavedType, userId: string, id: string) => apiRequest(`/api/auth/unsave-${type}`, { body: { userId, [idField(type)]: id } });

export async function fetchSaved(type: SavedType, userId: string): Promise<SavedItem[]> {
  const data = await apiRequest<SavedRecipesResponse | SavedArticlesResponse>(`/api/auth/saved-${type}s?userId=${encodeURIComponent(userId)}`);
  return data.items;
}

export const clearRemote = (type: SavedType, userId: string) => apiRequest(`/api/auth/clear-saved`, { body: { userId, type } });

export const mergeRemote = (userId: string, recipes: SavedItem[], articles: SavedItem[]) =>
  apiRequest<MergeSavedResponse>("/api/auth/merge-saved", {
    body: {
      userId,
      recipes: recipes.map((i) => ({ id: i.id, savedAt: i.savedAt, ...snapshot(i) })),
      articles: articles.map((i) => ({ id: i.id, savedAt: i.savedAt, ...snapshot(i) })),
    },
  });
