import { describe, expect, it } from "vitest";
import { itemIdSchema, LikeBodySchema, SaveArticleSchema, SAVED_MESSAGES } from "./schema.ts";

describe("saved-item contract", () => {
  it("takes recipe ids as numbers or digit strings and stores them as strings", () => {
    expect(itemIdSchema("recipe").parse(1001)).toBe("1001");
    expect(itemIdSchema("recipe").parse(" 1001 ")).toBe("1001");
    for (const bad of ["abc", "0", "-1", "1.5", 1.5, "1e3"]) expect(itemIdSchema("recipe").safeParse(bad).success).toBe(false);
    expect(itemIdSchema("article").parse("cooking-techniques")).toBe("cooking-techniques");
    expect(itemIdSchema("article").safeParse("../etc").success).toBe(false);
  });
  it("accepts only site paths and http(s) links in a snapshot", () => {
    expect(SaveArticleSchema.safeParse({ articleId: "a", url: "/articles/a", image: "https://x.example/i.jpg" }).success).toBe(true);
    for (const url of ["javascript:alert(1)", "//evil.example/x", "data:text/html,x"])
      expect(SaveArticleSchema.safeParse({ articleId: "a", url }).success).toBe(false);
  });
  it("likes need a boolean and a valid id for the type", () => {
    expect(LikeBodySchema.parse({ type: "recipe", id: 12, liked: true })).toMatchObject({ id: "12" });
    expect(LikeBodySchema.safeParse({ type: "recipe", id: "x", liked: true }).success).toBe(false);
  });
  it("has the toasts of docs/product.md#a-roles and docs/product.md#a-errors word for word", () => {
    expect(SAVED_MESSAGES.savedTitle("recipe")).toBe("Recipe saved!");
    expect(SAVED_MESSAGES.savedTitle("article")).toBe("Article saved!");
    expect(SAVED_MESSAGES.savedDescription("recipe")).toBe("Added to your saved recipes");
    expect(SAVED_MESSAGES.removed("article")).toBe("Removed from your saved articles");
    expect(SAVED_MESSAGES.saveFailed).toBe("Failed to save item. Please try again.");
  });
});
