import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchRecipe, RECIPE_NOT_FOUND, toRecipe } from "./fetch-recipe.ts";
import { ApiError } from "../../lib/api.ts";
import { sampleRecipe } from "../../../../tests/support/recipe.fixture.ts";

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

afterEach(() => vi.unstubAllGlobals());

describe("fetchRecipe", () => {
  it("asks the API for the id and returns the recipe", async () => {
    const fetchMock = answer(200, sampleRecipe());
    vi.stubGlobal("fetch", fetchMock);
    const r = await fetchRecipe(1125);
    expect(fetchMock).toHaveBeenCalledWith("/api/recipes/1125", expect.anything());
    expect(r.title).toBe("Goan Fish Curry (Xitt Kodi)");
  });
  it("turns a 404 into a not-found error with the server's message", async () => {
    vi.stubGlobal("fetch", answer(404, { error: "Recipe 5 was not found." }));
    const err = await fetchRecipe(5).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, message: "Recipe 5 was not found." });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("gone", { status: 404 })),
    );
    expect(((await fetchRecipe(5).catch((e: unknown) => e)) as Error).message).toBe(RECIPE_NOT_FOUND);
  });
  it("reports other failures as a load failure, not as not-found", async () => {
    vi.stubGlobal("fetch", answer(503, { error: "down" }));
    const err = await fetchRecipe(5).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503 });
    expect((err as Error).message).toMatch(/^Failed to load recipe\. Please try again\./);
  });
});

describe("toRecipe", () => {
  it("refuses something that is not a recipe", () => {
    expect(() => toRecipe({ error: "x" })).toThrow(/not a recipe/);
    expect(() => toRecipe(null)).toThrow(/not a recipe/);
  });
  it("fills the lists a partial recipe lacks", () => {
    const r = toRecipe({
      id: 10000001,
      title: "Toast",
      summary: null,
      analyzedInstructions: [{ name: "", steps: [{ number: 1, step: "Toast the bread well." }] }],
    });
    expect(r.extendedIngredients).toEqual([]);
    expect(r.cuisines).toEqual([]);
    expect(r.summary).toBe("");
    expect(r.imageAlt).toBe("Toast");
    expect(r.analyzedInstructions[0]!.steps[0]).toMatchObject({ equipment: [], ingredients: [] });
  });
});
