// Cook's notes (issue #16) in the recipe API: the recipe answer carries them, listings do not.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RecipeSchema } from "../../src/shared/recipes/schema.ts";
import { setUpTestSite } from "../support/netlify.ts";

const site = setUpTestSite();

const notesFile = JSON.parse(readFileSync("content/notes/india-north-1.json", "utf8")) as Record<string, unknown>;

describe("cook's notes in the recipe API", () => {
  it("GET /api/recipes/{id} answers the recipe with its notes from content/notes", async () => {
    const res = await site.fetch("/api/recipes/1001");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(RecipeSchema.safeParse(body).success).toBe(true);
    expect(body.notes).toEqual(notesFile["1001"]);
  });

  it("search results leave the notes out, so listings stay small", async () => {
    const res = await site.fetch("/api/recipes/search?query=chole&number=5");
    const body = (await res.json()) as { results: Record<string, unknown>[] };
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) {
      expect(r).not.toHaveProperty("notes");
      expect(RecipeSchema.safeParse(r).success).toBe(true);
    }
  });
});
