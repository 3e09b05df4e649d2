// The two restaurant articles (content/restaurant-articles/*.json): read and checked once, for the build's
// prerendering and the content check.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RestaurantArticle } from "../../shared/restaurant-articles/types.ts";
import type { RestaurantArticleId } from "../../shared/restaurant-articles/ids.ts";
import type { SourcedFile } from "./content-check.ts";
import { checkRestaurantArticles } from "./restaurant-article-check.ts";

export const RESTAURANT_ARTICLES_DIR = join(process.cwd(), "content", "restaurant-articles");

export async function readRestaurantArticleFiles(dir = RESTAURANT_ARTICLES_DIR): Promise<SourcedFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => ({ file: f, raw: JSON.parse(await readFile(join(dir, f), "utf8")) as unknown })));
}

let once: Promise<RestaurantArticle[]> | undefined;
/** Both articles; a file that fails the check stops the build (a page must not show unchecked claims). */
export function loadRestaurantArticles(): Promise<RestaurantArticle[]> {
  once ??= readRestaurantArticleFiles().then((items) => {
    const { articles, problems } = checkRestaurantArticles(items);
    if (problems.length) throw new Error(`content/restaurant-articles: ${problems.map((p) => `${p.file}: ${p.message}`).join("; ")}`);
    return articles;
  });
  return once;
}

export async function getRestaurantArticle(id: RestaurantArticleId): Promise<RestaurantArticle> {
  const article = (await loadRestaurantArticles()).find((a) => a.id === id);
  if (!article) throw new Error(`content/restaurant-articles/${id}.json is missing`);
  return article;
}
