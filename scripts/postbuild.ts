// After the page build:
// - one illustration per catalog recipe in build/client/recipe-images/, with its 1:1, 4:3 and 16:9 frames
//   (static files for the CDN; the recipe-image function draws any that are missing), and one per article in
//   build/client/article-images/;
// - a 1200x630 PNG link-preview card per recipe and article in build/client/og/ and the site's default
//   card, /og-default.png (social networks do not read SVG), cached between builds;
// - sitemap.xml listing every prerendered page worth indexing (canonical addresses, not noindex, not thin,
//   docs/product.md#b-sitemap) with lastmod where recorded, and robots.txt pointing to it;
// - the web manifest with its icons; _headers with the CSP that allows the pages' inline scripts by hash;
//   and last (it lists the finished files) the service worker.
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { PHOTO_DIR, loadCatalogRecipes, recipePhotoFiles } from "../src/server/recipes/seed.ts";
import { artVariants } from "../src/shared/recipes/art.ts";
import { recipeArtSvg } from "../src/server/pictures/recipe-drawing.ts";
import type { CatalogRecipe } from "../src/shared/recipes/schema.ts";
import fallbackCatalog from "../content/fallback-recipes.json";
import { loadArticles } from "../src/server/content/articles.ts";
import { articleArtSvg } from "../src/server/pictures/article-drawing.ts";
import { deferHydrationInDir, withEarlyRequests } from "./lib/defer-hydration.ts";
import { EARLY_REQUESTS } from "../src/client/app/early-requests.ts";
import { earlyFetchScript } from "../src/client/lib/early-fetch.ts";
import { RESTAURANT_ARTICLE_IDS, restaurantArticlePath } from "../src/shared/restaurant-articles/ids.ts";
import { ART_FRAME_NAMES, OG_DEFAULT_IMAGE, articleOgImagePath, recipeFramePath, recipeOgImagePath } from "../src/shared/site/og-image.ts";
import { ogCardFromIllustration, ogCardFromPhoto, renderOgImages, type OgJob } from "./lib/og-images.ts";
import { writeAppManifest, writeServiceWorker } from "./lib/pwa.ts";
import { articleFeeds } from "../src/server/content/feeds.ts";
import { questionCardDates, recipeDates } from "../src/server/content/content-dates.ts";
import { sitemapXml, unlistedReason, type SitemapEntry } from "./lib/sitemap.ts";
import { writeStaticCsp } from "./lib/csp.ts";
import { ARTICLE_FEEDS } from "../src/shared/site/feeds.ts";

const client = join(process.cwd(), "build", "client");
const siteUrl = (process.env.URL ?? process.env.SITE_URL ?? "http://localhost:8888").replace(/\/$/, "");

const imageDir = join(client, "recipe-images");
await mkdir(imageDir, { recursive: true });
const { recipes } = await loadCatalogRecipes();
// Variants keep every catalog picture distinct (recipes whose data alone would draw alike).
const variants = artVariants(recipes);
await Promise.all(
  recipes.flatMap((r) => {
    const variant = variants.get(r.id) ?? 0;
    // The drawing, and the same in the aspect ratios a recipe's structured data lists (ART_FRAMES).
    return [
      writeFile(join(imageDir, `${r.id}.svg`), recipeArtSvg(r, variant)),
      ...ART_FRAME_NAMES.map((frame) => writeFile(join(client, recipeFramePath(r.id, frame)), recipeArtSvg(r, variant, frame))),
    ];
  }),
);
// The home page's three built-in recipes, shown when trending cannot be loaded (kept offline: pwa.ts).
await Promise.all((fallbackCatalog as CatalogRecipe[]).map((r) => writeFile(join(imageDir, `${r.id}.svg`), recipeArtSvg(r))));
// Real photos (content/photos/<id>.jpg|png|webp) win over the drawing: copied beside the build.
const photos = await recipePhotoFiles();
if (photos.size) {
  await mkdir(join(client, "recipe-photos"), { recursive: true });
  await Promise.all([...photos.values()].map((f) => copyFile(join(PHOTO_DIR, f), join(client, "recipe-photos", f))));
}
const articleImageDir = join(client, "article-images");
await mkdir(articleImageDir, { recursive: true });
const articles = await loadArticles();
await Promise.all(articles.map((a) => writeFile(join(articleImageDir, `${a.id}.svg`), articleArtSvg(a))));

// The articles' RSS and Atom feeds (the newsletter archive's are served by a function).
const articleFeed = articleFeeds(articles, siteUrl);
await mkdir(join(client, "feeds"), { recursive: true });
await writeFile(join(client, ARTICLE_FEEDS.rss.slice(1)), articleFeed.rss);
await writeFile(join(client, ARTICLE_FEEDS.atom.slice(1)), articleFeed.atom);

const ogStarted = performance.now();
const ogJobs: OgJob[] = [
  { svg: await readFile(join(process.cwd(), "public", "og-default.svg"), "utf8"), out: join(client, OG_DEFAULT_IMAGE) },
  ...(await Promise.all(
    recipes.map(async (r) => {
      const photo = photos.get(r.id);
      const svg = (photo && (await ogCardFromPhoto(join(PHOTO_DIR, photo)))) || ogCardFromIllustration(recipeArtSvg(r, variants.get(r.id) ?? 0));
      return { svg, out: join(client, recipeOgImagePath(r.id)) };
    }),
  )),
  ...articles.map((a) => ({ svg: ogCardFromIllustration(articleArtSvg(a)), out: join(client, articleOgImagePath(a.id)) })),
];
const og = await renderOgImages(ogJobs);
const ogSeconds = ((performance.now() - ogStarted) / 1000).toFixed(1);

async function prerenderedPages(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await prerenderedPages(path)));
    else if (entry.name === "index.html") out.push(`/${relative(client, dir)}`.replace(/\/$/, "") || "/");
  }
  return out;
}
// /articles and /articles/{id} show the hub and the articles whose canonical address is under /news; the
// techniques page and the two restaurant articles live under /articles only.
const ownArticlePages = new Set(["/articles/cooking-techniques", ...RESTAURANT_ARTICLE_IDS.map(restaurantArticlePath)]);
const duplicate = (p: string) => p === "/articles" || (p.startsWith("/articles/") && !ownArticlePages.has(p));
// Left out besides: pages marked noindex and thin pages (docs/product.md#b-sitemap), read from their HTML.
const unlisted: Record<string, string[]> = { noindex: [], thin: [] };
const entries: SitemapEntry[] = [];
for (const p of (await prerenderedPages(client)).filter((p) => !duplicate(p)).sort()) {
  const reason = unlistedReason(await readFile(join(client, p === "/" ? "" : p, "index.html"), "utf8"));
  if (reason) unlisted[reason]!.push(p);
  else entries.push({ path: p, lastmod: lastmodOf(p) });
}
// lastmod where the content records a date: a recipe's last change, an article's publication, a question
// card's last change (docs/product.md#a-recipe-dates); pages made of many (listings, home) have none.
function lastmodOf(path: string): string | undefined {
  const recipe = /^\/recipe\/(\d+)$/.exec(path);
  if (recipe) return recipeDates(Number(recipe[1]))?.modified;
  const question = /^\/question\/([^/]+)$/.exec(path);
  if (question) return questionCardDates(question[1]!)?.modified;
  const news = /^\/news\/([^/]+)$/.exec(path);
  if (news) return articles.find((a) => a.id === news[1])?.publishDate;
  return undefined;
}
await writeFile(join(client, "sitemap.xml"), sitemapXml(siteUrl, entries));
await writeFile(join(client, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
const deferred = await deferHydrationInDir(client);
for (const [path, urlsOf] of Object.entries(EARLY_REQUESTS)) {
  const file = join(client, path, "index.html");
  await writeFile(file, withEarlyRequests(await readFile(file, "utf8"), earlyFetchScript(urlsOf)));
}
await writeAppManifest(client, join(process.cwd(), "public", "favicon.svg"));
// After every rewrite of the pages and before the service worker lists them (docs/decisions/0024-csp-script-hashes.md).
const csp = await writeStaticCsp(client);
const sw = await writeServiceWorker(client);
console.log(
  `postbuild: ${recipes.length} recipe images, ${photos.size} recipe photos, ${articles.length} article images, ` +
    `${ogJobs.length} link-preview PNGs (${og.rendered} rendered, ${og.cached} from the cache, ${ogSeconds} s), sitemap.xml with ${entries.length} pages (${entries.filter((e) => e.lastmod).length} with lastmod; left out: noindex ${unlisted.noindex!.join(" ")}; thin ${unlisted.thin!.join(" ")}), robots.txt, RSS and Atom feeds of ${articles.length} articles, ` +
    `JavaScript after first paint on ${deferred} pages, early API requests on ${Object.keys(EARLY_REQUESTS).join(", ")}, ` +
    `_headers with a CSP allowing ${csp.hashes} inline scripts by hash on ${csp.pages} pages, manifest and icons, sw.js precaching ${sw.count} files (${(sw.size / 1024).toFixed(0)} KB)`,
);
