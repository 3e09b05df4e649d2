import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirects.ts";

describe("redirectTarget", () => {
  it("sends the FAQ and AI expert paths to /articles", () => {
    expect(redirectTarget("/faq")).toBe("/articles");
    expect(redirectTarget("/faq/how-to-cook-rice")).toBe("/articles");
    expect(redirectTarget("/ai-expert/")).toBe("/articles");
  });
  it("sends the AI chef and viral hub paths home", () => {
    expect(redirectTarget("/ai-chef")).toBe("/");
    expect(redirectTarget("/viral-hub")).toBe("/");
  });
  it("leaves other paths alone", () => {
    expect(redirectTarget("/faqs")).toBeNull();
    expect(redirectTarget("/about")).toBeNull();
  });
});
