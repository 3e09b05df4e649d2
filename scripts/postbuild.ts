// After the page build:
// - one illustration per catalog recipe in build/client/recipe-images/ (static files for the CDN; the
//   recipe-image function draws any that are missing);
// - sitemap.xml listing every prerendered page, and robots.txt pointing to it.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { loadCatalogRecipes } from "../src/server/recipes/seed.ts";
import { recipeArtSvg } from "../src/shared/recipe-art.ts";

const client = join(process.cwd(), "build", "client");
const siteUrl = (process.env.URL ?? process.env.SITE_URL ?? "http://localhost:8888").replace(/\/$/, "");

const imageDir = join(client, "recipe-images");
await mkdir(imageDir, { recursive: true });
const { recipes } = await loadCatalogRecipes();
await Promise.all(recipes.map((r) => writeFile(join(imageDir, `${r.id}.svg`), recipeArtSvg(r))));

async function prerenderedPages(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await prerenderedPages(path)));
    else if (entry.name === "index.html") out.push(`/${relative(client, dir)}`.replace(/\/$/, "") || "/");
  }
  return out;
}
const pages = (await prerenderedPages(client)).sort();
const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
await writeFile(
  join(client, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
    .map((p) => `  <url><loc>${xmlEscape(siteUrl + (p === "/" ? "/" : p))}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
await writeFile(join(client, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
console.log(`postbuild: ${recipes.length} recipe images, sitemap.xml with ${pages.length} pages, robots.txt`);
