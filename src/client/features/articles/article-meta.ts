// JSON-LD for the article pages, with real values only (no ratings, views or invented dates).
import type { Article, ArticleSummary } from "../../../shared/articles/schema.ts";
import { articlePath } from "../../../shared/articles/text.ts";
import { recognitionText, type RestaurantArticle } from "../../../shared/restaurant-articles/types.ts";

type Site = { siteUrl: string; siteName: string };
const abs = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();
/**
 * An article's date is the day it was published; search engines want a time with its zone, so the day
 * is given as its start in UTC (the time of day is not known and is not claimed to be anything else).
 */
export const publishedAt = (day: string) => `${day}T00:00:00+00:00`;
const organization = (name: string, siteUrl: string) => ({ "@type": "Organization", name, url: abs("/", siteUrl) });
/** The site as an article's publisher, with its logo (the app icon, a 512x512 PNG: search engines want a raster logo). */
export const sitePublisher = (siteName: string, siteUrl: string) => ({
  ...organization(siteName, siteUrl),
  logo: { "@type": "ImageObject", url: abs("/icon-512.png", siteUrl), width: 512, height: 512 },
});

export function newsArticleJsonLd(a: Article, { siteUrl, siteName }: Site) {
  const url = abs(articlePath(a.id), siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: a.title,
    description: a.summary,
    image: [abs(a.image, siteUrl)],
    datePublished: publishedAt(a.publishDate),
    // Articles record no later change: last changed when published.
    dateModified: publishedAt(a.publishDate),
    author: a.authorType === "official" ? organization(a.author, siteUrl) : { "@type": "Person", name: a.author },
    publisher: sitePublisher(siteName, siteUrl),
    articleSection: a.category,
    keywords: a.tags.join(", "),
    wordCount: a.wordCount,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

export function articleListJsonLd(name: string, path: string, articles: ArticleSummary[], { siteUrl }: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name,
    url: abs(path, siteUrl),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: articles.map((a, i) => ({ "@type": "ListItem", position: i + 1, url: abs(articlePath(a.id), siteUrl), name: a.title })),
    },
  };
}

/** The techniques page: an Article by the editors. */
export function techniquesJsonLd(
  p: { title: string; description: string; path: string; publishDate: string; author: string; image: string[] },
  { siteUrl, siteName }: Site,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: p.title,
    description: p.description,
    image: p.image.map((src) => abs(src, siteUrl)),
    datePublished: publishedAt(p.publishDate),
    dateModified: publishedAt(p.publishDate),
    author: organization(p.author, siteUrl),
    publisher: sitePublisher(siteName, siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": abs(p.path, siteUrl) },
    url: abs(p.path, siteUrl),
  };
}

/** A restaurant article: an ItemList of Restaurant, in the list's order, with only what the content vouches for. */
export function restaurantListJsonLd(a: RestaurantArticle, path: string, { siteUrl }: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: a.title,
    description: a.description,
    url: abs(path, siteUrl),
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    numberOfItems: a.restaurants.length,
    itemListElement: a.restaurants.map((r, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Restaurant",
        name: r.name,
        servesCuisine: r.cuisine,
        address: { "@type": "PostalAddress", addressLocality: r.city, addressCountry: r.country },
        ...(r.website ? { url: r.website } : {}),
        award: r.recognitions.map(recognitionText),
      },
    })),
  };
}
