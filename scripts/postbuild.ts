// After the page build: one illustration per catalog recipe in build/client/recipe-images/, so the CDN
// serves them as static files (the recipe-image function draws any that are missing).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadCatalogRecipes } from "../src/server/recipes/seed.ts";
import { recipeArtSvg } from "../src/shared/recipe-art.ts";

const dir = join(process.cwd(), "build", "client", "recipe-images");
await mkdir(dir, { recursive: true });
const { recipes } = await loadCatalogRecipes();
await Promise.all(recipes.map((r) => writeFile(join(dir, `${r.id}.svg`), recipeArtSvg(r))));
console.log(`recipe images: ${recipes.length} written to build/client/recipe-images`);
