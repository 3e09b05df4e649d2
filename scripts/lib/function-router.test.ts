// No two functions may answer one path: which of two matching functions Netlify runs is not documented
// (docs/decisions/0021-production-mode-test-run.md), so the local router's own order must never decide.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFunctions, matchOf } from "./function-router.ts";

/** Paths a route answers: its pattern with sample values for each parameter and wildcard. */
function samples(pattern: string): string[] {
  const fill = (value: string) =>
    pattern
      .split("/")
      .map((seg) => (seg === "*" ? value : seg.startsWith(":") ? value : seg))
      .join("/");
  return [...new Set(["1001", "search", "trending", "by-ingredients", "related", "x.svg"].map(fill))];
}

describe("function routes", async () => {
  const routes = await loadFunctions();

  it("has every path answered by one function only", () => {
    const clashes: string[] = [];
    for (const route of routes)
      for (const path of samples(route.pattern)) {
        const names = new Set(routes.filter((r) => matchOf(r, path)).map((r) => r.name));
        if (names.size > 1) clashes.push(`${path}: ${[...names].join(", ")}`);
      }
    expect([...new Set(clashes)]).toEqual([]);
  });

  it("sends each fixed path beside a parameter route to its own function", () => {
    const owner = (path: string) => routes.filter((r) => matchOf(r, path)).map((r) => r.name);
    expect(owner("/api/recipes/search")).toEqual(["recipes-search.ts"]);
    expect(owner("/api/recipes/trending")).toEqual(["recipes-trending.ts"]);
    expect(owner("/api/recipes/by-ingredients")).toEqual(["recipes-by-ingredients.ts"]);
    expect(owner("/api/recipes/1001")).toEqual(["recipe.ts"]);
    // The API's JSON 404 has no path of its own: netlify.toml rewrites to it where nothing answers.
    expect(owner("/api/nope")).toEqual([]);
  });
});

describe("compiled functions", () => {
  it("reads each route from the TypeScript source and runs the module compiled beside it", async () => {
    const root = await mkdtemp(join(tmpdir(), "fn-router-"));
    try {
      await mkdir(join(root, "src"));
      await mkdir(join(root, "out"));
      await writeFile(
        join(root, "src", "hello.ts"),
        'export default async () => new Response("from source");\nexport const config = { path: "/api/hello" };\n',
      );
      await writeFile(join(root, "out", "hello.js"), 'export default async () => new Response("compiled");\nexport const config = { path: "/api/hello" };\n');
      const [route] = await loadFunctions(join(root, "src"), { eager: true, compiledDir: join(root, "out") });
      expect(route?.pattern).toBe("/api/hello");
      const res = await route!.handler(new Request("http://localhost/api/hello"), {} as never);
      expect(await res.text()).toBe("compiled");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
