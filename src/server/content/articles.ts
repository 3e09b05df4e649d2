// The articles, news and cooking techniques (content/): read once per instance, validated, searched.
// The functions GET /api/articles and GET /api/articles/{id} and the build's prerendering call these.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Article, ArticleSearchQuery, ArticleSearchResponse, ArticleSummary, TechniquesFile } from "../../shared/articles/schema.ts";
import { queryTerms, searchArticleList } from "../../shared/articles/hub.ts";
import { notFound } from "../http/http-error.ts";
import { checkArticles, checkTechniques, type SourcedFile } from "./content-check.ts";

export const ARTICLES_DIR = join(process.cwd(), "content", "articles");
export const TECHNIQUES_FILE = join(process.cwd(), "content", "techniques.json");

export async function readArticleFiles(dir = ARTICLES_DIR): Promise<SourcedFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => ({ file: f, raw: JSON.parse(await readFile(join(dir, f), "utf8")) as unknown })));
}

export const readTechniquesFile = async (path = TECHNIQUES_FILE): Promise<unknown> => JSON.parse(await readFile(path, "utf8"));

let articlesOnce: Promise<Article[]> | undefined;
/** Every sound article, newest first. A file that fails the check is skipped with a warning, as recipes are. */
export function loadArticles(): Promise<Article[]> {
  articlesOnce ??= readArticleFiles().then((items) => {
    // Related recipe ids are checked by the content check (npm test), not at every cold start.
    const { articles, problems } = checkArticles(items, null);
    for (const p of problems) console.warn(`[articles] ${p.file}: ${p.message}`);
    return articles.sort((x, y) => y.publishDate.localeCompare(x.publishDate) || x.title.localeCompare(y.title));
  });
  return articlesOnce;
}

let techniquesOnce: Promise<TechniquesFile> | undefined;
export function loadTechniques(): Promise<TechniquesFile> {
  techniquesOnce ??= readTechniquesFile().then((raw) => {
    const { techniques, problems } = checkTechniques(raw, null);
    if (!techniques) throw new Error(`content/techniques.json: ${problems.map((p) => p.message).join("; ")}`);
    return techniques;
  });
  return techniquesOnce;
}

export function toSummary(a: Article): ArticleSummary {
  const { content: _content, relatedRecipeIds: _related, ...summary } = a;
  return summary;
}

export async function getArticle(id: string): Promise<Article> {
  const article = (await loadArticles()).find((a) => a.id === id);
  if (!article) throw notFound(`No article with id ${id}.`);
  return article;
}

/** GET /api/articles?q=&limit=: matching articles (best first), their total, and the techniques the query names. */
export async function searchArticles({ q, limit }: ArticleSearchQuery): Promise<ArticleSearchResponse> {
  const articles = await loadArticles();
  const matches = q ? searchArticleList(articles, q) : articles;
  const terms = queryTerms(q);
  const techniques = terms.length
    ? (await loadTechniques()).techniques
        .filter((t) => terms.every((term) => [t.name, t.category, ...t.keywords].some((s) => s.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.startsWith(term)))))
        .map((t) => ({ id: t.id, name: t.name }))
    : [];
  return { results: matches.slice(0, limit).map(toSummary), total: matches.length, techniques };
}
