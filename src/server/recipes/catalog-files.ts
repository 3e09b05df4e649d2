import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SourcedRecipe } from "./content-check.ts";

export const CATALOG_DIR = join(process.cwd(), "content", "recipes");

/** Reads every content/recipes/*.json file (each an array of recipes) in name order. */
export async function readCatalogFiles(dir = CATALOG_DIR, only?: string[]): Promise<SourcedRecipe[]> {
  const files =
    only ??
    (await readdir(dir))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => join(dir, f));
  const out: SourcedRecipe[] = [];
  for (const file of files) {
    const data: unknown = JSON.parse(await readFile(file, "utf8"));
    if (!Array.isArray(data)) throw new Error(`${file} must hold a JSON array of recipes`);
    for (const raw of data) out.push({ file: file.split("/").pop()!, raw });
  }
  return out;
}
