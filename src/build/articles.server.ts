// Build-time access to the articles and techniques for prerendering (route loaders run at build time
// only; *.server.ts modules stay out of the browser bundle, and so do the article bodies).
import { loadArticles, loadTechniques, toSummary } from "../server/content/articles.ts";
import { EDITORS, type Article, type ArticleSummary } from "../shared/articles/schema.ts";
import type { Recipe } from "../shared/recipes/schema.ts";
import { catalogRecipes } from "./catalog.server.ts";

export const articleSummaries = async (): Promise<ArticleSummary[]> => (await loadArticles()).map(toSummary);
export const articleIds = async (): Promise<string[]> => (await loadArticles()).map((a) => a.id);

/** 'Read More News' (docs/product.md#b-limits: 2): the newest other articles, preferring the same category. */
export function moreArticles(all: Article[], current: Article, n = 2): ArticleSummary[] {
  const others = all.filter((a) => a.id !== current.id);
  const same = others.filter((a) => a.category === current.category);
  const rest = others.filter((a) => a.category !== current.category);
  return [...same, ...rest].slice(0, n).map(toSummary);
}

export type ArticlePageData = { article: Article; relatedRecipes: Recipe[]; more: ArticleSummary[] };

export async function articlePageData(id: string): Promise<ArticlePageData | null> {
  const all = await loadArticles();
  const article = all.find((a) => a.id === id);
  if (!article) return null;
  const recipes = await catalogRecipes();
  const relatedRecipes = article.relatedRecipeIds.map((rid) => recipes.find((r) => r.id === rid)).filter((r): r is Recipe => !!r);
  return { article, relatedRecipes, more: moreArticles(all, article) };
}

export async function techniquesPageData() {
  const file = await loadTechniques();
  const recipes = await catalogRecipes();
  const title = (id: number) => recipes.find((r) => r.id === id)?.title;
  return {
    ...file,
    author: EDITORS,
    techniques: file.techniques.map((t) => ({
      ...t,
      recipes: t.relatedRecipeIds.flatMap((id) => (title(id) ? [{ id, title: title(id)! }] : [])),
    })),
  };
}

export { getRestaurantArticle } from "../server/content/restaurant-articles.ts";
