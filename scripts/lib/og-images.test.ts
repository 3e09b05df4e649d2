import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ogCardFromIllustration, pngSize, renderOgImages } from "./og-images.ts";
import { recipeArtSvg } from "../../src/server/pictures/recipe-drawing.ts";
import { sampleRecipe } from "../../tests/support/recipe.fixture.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "og-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe("link-preview cards", () => {
  it("renders a recipe drawing to a valid 1200x630 PNG, and takes it from the cache the second time", async () => {
    const [out, cache] = [await tempDir(), await tempDir()];
    const svg = ogCardFromIllustration(recipeArtSvg(sampleRecipe()));
    const first = await renderOgImages([{ svg, out: join(out, "a", "1125.png") }], cache);
    expect(first).toEqual({ rendered: 1, cached: 0 });
    const png = await readFile(join(out, "a", "1125.png"));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // Not one flat colour: the drawing is there (a flat 1200x630 PNG compresses to about 3 KB).
    expect(png.length).toBeGreaterThan(8_000);

    const second = await renderOgImages([{ svg, out: join(out, "b.png") }], cache);
    expect(second).toEqual({ rendered: 0, cached: 1 });
    expect(await readFile(join(out, "b.png"))).toEqual(png);
    expect(await readdir(cache)).toHaveLength(1);
  });

  it("reads no size from bytes that are not a PNG", () => {
    expect(pngSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });
});
