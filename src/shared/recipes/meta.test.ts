import { describe, expect, it } from "vitest";
import { sampleRecipe } from "../../../tests/support/recipe.fixture.ts";
import { breadcrumbJsonLd, cutText, injectHead, notFoundHeadTags, previewHeadTags, recipeDescription, recipeJsonLd, recipeKeywords } from "./meta.ts";

const site = { siteUrl: "https://masala.example", siteName: "Masala Table" };

describe("recipe JSON-LD", () => {
  it("carries the recipe's own values with ISO durations and absolute URLs", () => {
    const ld = recipeJsonLd(sampleRecipe(), site);
    expect(ld).toMatchObject({
      "@type": "Recipe",
      name: "Goan Fish Curry (Xitt Kodi)",
      image: ["https://masala.example/recipe-images/1125.svg"],
      url: "https://masala.example/recipe/1125",
      prepTime: "PT20M",
      cookTime: "PT25M",
      totalTime: "PT45M",
      recipeYield: "4 servings",
      recipeCategory: "Main course",
      recipeCuisine: "Indian, Goan",
      recipeIngredient: ["2 medium pomfrets (about 600 g), cleaned", "1 cup (80 g) grated fresh coconut"],
      nutrition: { "@type": "NutritionInformation", calories: "412 kcal", fatContent: "25 g", carbohydrateContent: "11 g", proteinContent: "37 g" },
      author: { "@type": "Organization", name: "Masala Table" },
      suitableForDiet: ["https://schema.org/GlutenFreeDiet"],
    });
    // Cuisine and category are their own properties: keywords do not repeat them, nor the country "India"
    // beside "Indian"; the meal beyond the category ("dinner" beside "Main course") is a keyword.
    expect(ld.recipeCategory).toBe("Main course");
    expect(ld.keywords).toBe("gluten free, pescatarian, dinner");
    expect(ld).not.toHaveProperty("datePublished"); // no record, no date
    expect(ld.recipeInstructions).toEqual([
      { "@type": "HowToStep", position: 1, text: "Rub the fish with turmeric and salt and set aside.", url: "https://masala.example/recipe/1125#step-1" },
      { "@type": "HowToStep", position: 2, text: "Simmer the curry gently until the fish is cooked.", url: "https://masala.example/recipe/1125#step-2" },
    ]);
  });
  it("lists the built 1200x630 PNG, then the drawing at 1:1, 4:3 and 16:9, and the catalog's dates", () => {
    const ld = recipeJsonLd(sampleRecipe(), site, { built: true, dates: { published: "2026-11-22T09:59:22.000Z", modified: "2026-11-25T19:42:40.000Z" } });
    expect(ld.image).toEqual([
      "https://masala.example/og/recipe/1125.png",
      "https://masala.example/recipe-images/1125-1x1.svg",
      "https://masala.example/recipe-images/1125-4x3.svg",
      "https://masala.example/recipe-images/1125-16x9.svg",
    ]);
    expect(ld.datePublished).toBe("2026-11-22T09:59:22.000Z");
    expect(ld.dateModified).toBe("2026-11-25T19:42:40.000Z");
    // A page that was not built has no PNG of its own; the site's default card is never listed as the recipe's picture.
    expect(recipeJsonLd(sampleRecipe(), site).image).toEqual(["https://masala.example/recipe-images/1125.svg"]);
  });
  it("gives a dish with no cooking a cooking time of none beside its preparation", () => {
    const salad = recipeJsonLd(sampleRecipe({ preparationMinutes: 15, cookingMinutes: 0, readyInMinutes: 15 }), site);
    expect([salad.prepTime, salad.cookTime, salad.totalTime]).toEqual(["PT15M", "PT0M", "PT15M"]);
    // Unknown is not none: no cooking time recorded, none given.
    expect(recipeJsonLd(sampleRecipe({ preparationMinutes: 15, cookingMinutes: undefined }), site)).not.toHaveProperty("cookTime");
  });
  it("keeps a country in keywords when no cuisine names it, each word once", () => {
    expect(recipeKeywords({ cuisines: ["British"], dishTypes: ["main course"], diets: ["vegetarian"], country: "United Kingdom" })).toBe(
      "vegetarian, United Kingdom",
    );
    expect(recipeKeywords({ cuisines: ["Thai"], dishTypes: ["soup"], diets: [], country: "Thailand" })).toBeUndefined();
    expect(recipeKeywords({ cuisines: ["Italian"], dishTypes: ["dessert"], diets: ["vegan", "vegan"], country: "Italy" })).toBe("vegan");
  });
  it("never invents a rating, a review count or missing values", () => {
    const ld = recipeJsonLd(
      sampleRecipe({
        preparationMinutes: 0,
        cookingMinutes: -1,
        nutrition: undefined,
        analyzedInstructions: [],
        extendedIngredients: [],
        source: "spoonacular",
        sourceUrl: "https://example.org/curry",
      }),
      site,
    );
    const text = JSON.stringify(ld);
    expect(text).not.toMatch(/aggregateRating|reviewCount|ratingValue/);
    expect(ld).not.toHaveProperty("prepTime");
    expect(ld).not.toHaveProperty("cookTime");
    expect(ld).not.toHaveProperty("nutrition");
    expect(ld).not.toHaveProperty("recipeInstructions");
    expect(ld).not.toHaveProperty("recipeIngredient");
    expect(ld).not.toHaveProperty("author");
    expect(ld.isBasedOn).toBe("https://example.org/curry");
    expect(ld.totalTime).toBe("PT45M");
  });
  it("has a breadcrumb list matching the page: Recipes then the title", () => {
    expect(breadcrumbJsonLd(sampleRecipe(), site)).toMatchObject({
      itemListElement: [
        { position: 1, name: "Recipes", item: "https://masala.example/all-recipes" },
        { position: 2, name: "Goan Fish Curry (Xitt Kodi)", item: "https://masala.example/recipe/1125" },
      ],
    });
  });
});

describe("descriptions", () => {
  it("uses the summary as plain text", () => {
    expect(recipeDescription(sampleRecipe({ summary: "A <b>quick</b> curry &amp; rice, <a href='x'>see more</a>." }))).toBe("A quick curry & rice, see more.");
    expect(recipeDescription(sampleRecipe({ summary: "" }))).toBe("Goan Fish Curry (Xitt Kodi)");
  });
  it("cuts at a word boundary with an ellipsis", () => {
    const long = "word ".repeat(60).trim();
    const cut = cutText(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cutText("short", 160)).toBe("short");
  });
});

describe("preview tags for the SPA shell", () => {
  const shell = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Old</title></head><body><main></main></body></html>';
  it("carries title, description, canonical, Open Graph and JSON-LD, escaped", () => {
    const r = sampleRecipe({ id: 10000042, title: `Tom's "best" </script> stew`, image: "https://img.spoonacular.com/recipes/42-556x370.jpg" });
    const html = injectHead(shell, previewHeadTags(r, site));
    expect(html).not.toContain("<title>Old</title>");
    expect(html).toContain("<title data-recipe-preview>Tom&#39;s &#34;best&#34; &#60;/script&#62; stew | Masala Table</title>");
    expect(html).toContain('<meta property="og:type" content="article" data-recipe-preview/>');
    expect(html).toContain('<meta property="og:image" content="https://img.spoonacular.com/recipes/42-556x370.jpg" data-recipe-preview/>');
    expect(html).toContain('<link rel="canonical" href="https://masala.example/recipe/10000042" data-recipe-preview/>');
    expect(html).toMatch(/<meta name="description" content="The everyday fish curry of Goa[^"]*" data-recipe-preview\/>/);
    const ld = html.match(/<script type="application\/ld\+json" data-recipe-preview>(.*?)<\/script>/)![1]!;
    expect(ld).not.toContain("</script>");
    expect(JSON.parse(ld)).toMatchObject({ "@type": "Recipe", name: `Tom's "best" </script> stew` });
    expect(html.indexOf("data-recipe-preview")).toBeLessThan(html.indexOf("</head>"));
  });
  it("points a drawn recipe, whose PNG the build did not make, at the site's default PNG card", () => {
    const html = previewHeadTags(sampleRecipe({ id: 1999, image: "/recipe-images/1999.svg" }), site);
    expect(html).toContain('<meta property="og:image" content="https://masala.example/og-default.png" data-recipe-preview/>');
    expect(html).toContain('<meta property="og:image:width" content="1200" data-recipe-preview/>');
    expect(html).toContain('<meta name="twitter:image" content="https://masala.example/og-default.png" data-recipe-preview/>');
  });
  it("marks the not-found shell noindex", () => {
    expect(injectHead(shell, notFoundHeadTags("Masala Table"))).toContain('<meta name="robots" content="noindex" data-recipe-preview/>');
  });
  it("refuses a shell without a head", () => {
    expect(() => injectHead("<html><body></body></html>", "<title>x</title>")).toThrow(/no <\/head>/);
  });
});
