// What a shared link or a search engine reads about a recipe page: the description and the JSON-LD
// Recipe. Real values only (docs/architecture.md#honesty): no rating, no review count, no invented times or yields.
// Pure, so the page's meta and the preview function (netlify/functions/recipe-preview.ts) agree.
import type { Recipe } from "./schema.ts";
import { isoDuration } from "../common/durations.ts";
import { recipeImagePath } from "./normalize.ts";
import { capitalize, plainText, recipeSteps } from "./text.ts";
import { ART_FRAME_NAMES, OG_DEFAULT_IMAGE, imageAlt, ogImageFor, ogImageTags, recipeFramePath } from "../site/og-image.ts";

export const recipePath = (id: number) => `/recipe/${id}`;

/** The page's description: the summary as plain text (the meta tag cuts it to 160, docs/product.md#a-limits). */
export function recipeDescription(r: Pick<Recipe, "summary" | "title">): string {
  return plainText(r.summary) || r.title;
}

/** Cuts to `max` characters at a word boundary, with an ellipsis. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

type Site = { siteUrl: string; siteName: string };

const absolute = (url: string, siteUrl: string) => new URL(url, siteUrl).toString();
const unique = (values: string[]) => [...new Map(values.filter(Boolean).map((v) => [v.toLowerCase(), v])).values()];
const positive = (n: number | null | undefined) => (typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined);

/** When a catalog recipe was first published on the site and last changed (docs/product.md#a-recipe-dates). */
export type RecipeDates = { published: string; modified: string };

/**
 * Keywords are the descriptors recipeCategory and recipeCuisine do not carry (Google asks not to repeat
 * them): the diets, the country unless a cuisine already names it ("India" beside "Indian"), and the
 * meals the dish is for beyond its category (a main course that is also "lunch" and "dinner").
 */
export function recipeKeywords(r: Pick<Recipe, "cuisines" | "dishTypes" | "diets" | "country">): string | undefined {
  const category = r.dishTypes?.[0] ?? "";
  const taken = new Set([...(r.cuisines ?? []), category].map((v) => v.toLowerCase()));
  const country = r.country?.trim() ?? "";
  const countryRepeats = (r.cuisines ?? []).some((c) => c.toLowerCase().startsWith(country.toLowerCase().slice(0, 4)));
  const words = unique([...(r.diets ?? []), country && !countryRepeats ? country : "", ...(r.dishTypes ?? []).slice(1)]).filter(
    (w) => !taken.has(w.toLowerCase()),
  );
  return words.join(", ") || undefined;
}

/**
 * schema.org Recipe from the recipe's own data. Fields without a real value are left out. `built`: the
 * page was prerendered, so its 1200x630 PNG exists and is listed first (`ogImageFor`); `dates` are the
 * catalog's record of when it was published and changed.
 */
export function recipeJsonLd(r: Recipe, site: Site, opts: { built?: boolean; dates?: RecipeDates } = {}): Record<string, unknown> {
  // The recipe's own rendered card only, never the site-wide default one.
  const card = opts.built ? ogImageFor(r.image, true) : null;
  const png = card && card.url !== OG_DEFAULT_IMAGE ? card.url : "";
  // A built catalog drawing is listed in the three aspect ratios search engines ask for, not at its own
  // 400x260; a photo or a Spoonacular picture as it is.
  const framed = opts.built && r.image === recipeImagePath(r.id);
  const own = framed ? ART_FRAME_NAMES.map((f) => recipeFramePath(r.id, f)) : [r.image ?? ""];
  const images = unique([png, ...own].filter(Boolean).map((u) => absolute(u, site.siteUrl)));
  const pageUrl = absolute(recipePath(r.id), site.siteUrl);
  const steps = recipeSteps(r);
  const ingredients = (r.extendedIngredients ?? []).map((i) => i.original.trim()).filter(Boolean);
  const n = r.nutrition;
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${pageUrl}#recipe`,
    name: r.title,
    description: recipeDescription(r),
    url: pageUrl,
    image: images.length ? images : undefined,
    datePublished: opts.dates?.published,
    dateModified: opts.dates?.modified,
    // The catalog is written by the site's own team; a Spoonacular recipe's author is its source.
    author: r.source === "catalog" ? { "@type": "Organization", name: site.siteName, url: absolute("/", site.siteUrl) } : undefined,
    isBasedOn: r.sourceUrl || undefined,
    prepTime: isoDuration(positive(r.preparationMinutes)),
    // A dish with no cooking (a salad, a lassi) says so: no cooking time is a time of none.
    cookTime: r.cookingMinutes === 0 && positive(r.preparationMinutes) ? "PT0M" : isoDuration(positive(r.cookingMinutes)),
    totalTime: isoDuration(positive(r.readyInMinutes)),
    recipeYield: positive(r.servings) ? `${r.servings} servings` : undefined,
    recipeCategory: r.dishTypes?.[0] ? capitalize(r.dishTypes[0]) : undefined,
    recipeCuisine: r.cuisines?.length ? r.cuisines.join(", ") : undefined,
    keywords: recipeKeywords(r),
    suitableForDiet: [
      r.vegan && "https://schema.org/VeganDiet",
      r.vegetarian && "https://schema.org/VegetarianDiet",
      r.glutenFree && "https://schema.org/GlutenFreeDiet",
    ].filter(Boolean),
    nutrition: n
      ? {
          "@type": "NutritionInformation",
          servingSize: "1 serving",
          calories: `${Math.round(n.calories)} kcal`,
          fatContent: `${Math.round(n.fat)} g`,
          carbohydrateContent: `${Math.round(n.carbohydrates)} g`,
          proteinContent: `${Math.round(n.protein)} g`,
          ...(n.fiber !== undefined ? { fiberContent: `${Math.round(n.fiber)} g` } : {}),
          ...(n.sodium !== undefined ? { sodiumContent: `${Math.round(n.sodium)} mg` } : {}),
        }
      : undefined,
    recipeIngredient: ingredients.length ? ingredients : undefined,
    recipeInstructions: steps.length
      ? steps.map((s) => ({ "@type": "HowToStep", position: s.number, text: s.step, url: `${pageUrl}#step-${s.number}` }))
      : undefined,
  };
  if (!(ld.suitableForDiet as unknown[]).length) delete ld.suitableForDiet;
  for (const key of Object.keys(ld)) if (ld[key] === undefined) delete ld[key];
  return ld;
}

/** schema.org BreadcrumbList matching the visible breadcrumbs: Recipes (/all-recipes) > title. */
export function breadcrumbJsonLd(r: Pick<Recipe, "id" | "title">, site: Pick<Site, "siteUrl">): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Recipes", item: absolute("/all-recipes", site.siteUrl) },
      { "@type": "ListItem", position: 2, name: r.title, item: absolute(recipePath(r.id), site.siteUrl) },
    ],
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// JSON inside <script>: "<" escaped so a title containing "</script>" cannot end the block.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The head tags a shared link needs (title, description, canonical, Open Graph, JSON-LD), as HTML for
 * the preview function to put into the SPA shell. Marked data-recipe-preview so the app can drop them
 * once it renders its own.
 */
export function previewHeadTags(r: Recipe, site: Site): string {
  const title = `${r.title} | ${site.siteName}`;
  const description = cutText(recipeDescription(r), 160);
  const url = absolute(recipePath(r.id), site.siteUrl);
  const meta = (attr: "name" | "property", key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-recipe-preview/>`;
  return [
    `<title data-recipe-preview>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url)}" data-recipe-preview/>`,
    meta("property", "og:site_name", site.siteName),
    meta("property", "og:type", "article"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    // Served by the function: the page (and so its build-time PNG) was not part of the build.
    ...ogImageTags(ogImageFor(r.image, false), site.siteUrl, imageAlt(r.title)).map(([attr, key, content]) => meta(attr, key, content)),
    meta("name", "twitter:card", "summary_large_image"),
    `<script type="application/ld+json" data-recipe-preview>${scriptJson(recipeJsonLd(r, site))}</script>`,
  ].join("");
}

/** The not-found variant: a title and noindex, so the 404 shell is not indexed. */
export function notFoundHeadTags(siteName: string): string {
  return `<title data-recipe-preview>Recipe Not Found | ${escapeHtml(siteName)}</title><meta name="robots" content="noindex" data-recipe-preview/>`;
}

/** Puts head tags into the SPA shell, dropping any <title> it already has. */
export function injectHead(shell: string, tags: string): string {
  const withoutTitle = shell.replace(/<title>[\s\S]*?<\/title>/i, "");
  const at = withoutTitle.search(/<\/head>/i);
  if (at < 0) throw new Error("The SPA shell has no </head>.");
  return `${withoutTitle.slice(0, at)}${tags}${withoutTitle.slice(at)}`;
}
