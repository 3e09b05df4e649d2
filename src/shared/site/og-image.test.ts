import { describe, expect, it } from "vitest";
import { ogImageFor, ogImageTags } from "./og-image.ts";

const png = (url: string) => ({ url, width: 1200, height: 630, type: "image/png" });

describe("the link-preview picture of a page", () => {
  it("is the build's PNG for a built recipe drawing or photo and an article drawing", () => {
    expect(ogImageFor("/recipe-images/1001.svg", true)).toEqual(png("/og/recipe/1001.png"));
    expect(ogImageFor("/recipe-photos/1001.jpg", true)).toEqual(png("/og/recipe/1001.png"));
    expect(ogImageFor("/article-images/making-paneer-at-home.svg", true)).toEqual(png("/og/article/making-paneer-at-home.png"));
  });
  it("is the default PNG for a drawing the build did not render, any other SVG, or no picture", () => {
    expect(ogImageFor("/recipe-images/1001.svg", false)).toEqual(png("/og-default.png"));
    expect(ogImageFor("/placeholder.svg", true)).toEqual(png("/og-default.png"));
    expect(ogImageFor("", true)).toEqual(png("/og-default.png"));
    expect(ogImageFor(undefined, false)).toEqual(png("/og-default.png"));
  });
  it("keeps a photo from elsewhere as it is, without a size it cannot know", () => {
    expect(ogImageFor("https://img.spoonacular.com/recipes/42-556x370.jpg", false)).toEqual({ url: "https://img.spoonacular.com/recipes/42-556x370.jpg" });
  });
  it("writes og:image with its type, size and text alternative, and twitter:image, as absolute addresses", () => {
    expect(ogImageTags(png("/og/recipe/1.png"), "https://masala.example", "Palak Paneer")).toEqual([
      ["property", "og:image", "https://masala.example/og/recipe/1.png"],
      ["property", "og:image:type", "image/png"],
      ["property", "og:image:width", "1200"],
      ["property", "og:image:height", "630"],
      ["property", "og:image:alt", "Palak Paneer"],
      ["name", "twitter:image", "https://masala.example/og/recipe/1.png"],
      ["name", "twitter:image:alt", "Palak Paneer"],
    ]);
    expect(ogImageTags({ url: "https://img.example/a.jpg" }, "https://masala.example", "A dish").map(([, key]) => key)).toEqual([
      "og:image",
      "og:image:alt",
      "twitter:image",
      "twitter:image:alt",
    ]);
  });
});
