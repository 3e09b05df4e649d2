import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { checkArticles, checkCookingTips, checkTechniques } from "./content-check.ts";

const tadka = JSON.parse(readFileSync("content/articles/tadka-tempering-explained.json", "utf8"));
const techniques = JSON.parse(readFileSync("content/techniques.json", "utf8"));
const recipes = new Set([1004, 1214, 1215, 1209, 1001, 1002, 1010, 1029, 1232, 1036, 1213, 1206, 1202, 1245, 2022, 1012]);
const one = (raw: unknown, ids: Set<number> | null = recipes) => checkArticles([{ file: "tadka-tempering-explained.json", raw }], ids);
const messages = (raw: unknown) => one(raw).problems.map((p) => p.message);

describe("the article check", () => {
  it("accepts a sound article and computes its read time from the words", () => {
    const { articles } = one(tadka);
    expect(articles).toHaveLength(1);
    expect(articles[0]!.readTime).toBe(Math.ceil(articles[0]!.wordCount / 200));
    expect(articles[0]!.image).toBe("/article-images/tadka-tempering-explained.svg");
  });
  it("refuses a related recipe that does not exist", () => {
    expect(messages({ ...tadka, relatedRecipeIds: [999999] })).toContain("related recipe 999999 is not in content/recipes");
  });
  it("refuses a body that is too short, a future date, and an official article by someone else", () => {
    const short = { ...tadka, content: { ...tadka.content, sections: tadka.content.sections.slice(0, 2) } };
    expect(messages(short).join()).toMatch(/words; write 500-1100/);
    expect(messages({ ...tadka, publishDate: "2026-12-01" }).join()).toMatch(/publishDate 2026-12-01/);
    expect(messages({ ...tadka, author: "A. Person" }).join()).toMatch(/official article's author/);
  });
  it("refuses raw HTML, a hand-written read time or view count, and a file named after another id", () => {
    const html = structuredClone(tadka);
    html.content.intro[0] = "<b>Bold</b> claims are written as plain text here, always.";
    expect(messages(html).join()).toMatch(/HTML/);
    expect(messages({ ...tadka, readTime: 4 }).join()).toMatch(/readTime/);
    expect(messages({ ...tadka, views: 1200 }).join()).toMatch(/views/);
    expect(messages({ ...tadka, id: "another-id" })).toContain("the file name must be another-id.json");
  });
  it("asks for an article in each of the five categories", () => {
    expect(one(tadka).problems.map((p) => p.message)).toEqual([
      "no article in category Health",
      "no article in category Fitness",
      "no article in category Sports",
      "no article in category Global News",
    ]);
  });
});

describe("the techniques check", () => {
  it("accepts the 6 techniques and refuses 5", () => {
    expect(checkTechniques(techniques, recipes).problems).toEqual([]);
    const five = { ...techniques, techniques: techniques.techniques.slice(0, 5) };
    expect(checkTechniques(five, recipes).problems[0]!.message).toMatch(/exactly 6 techniques/);
  });
  it("refuses a related recipe that does not exist", () => {
    expect(checkTechniques(techniques, new Set([1])).problems.length).toBeGreaterThan(0);
  });
});

describe("the cooking tips check", () => {
  const tipsFile = JSON.parse(readFileSync("content/cooking-tips.json", "utf8")) as { tips: { dish: string }[]; spices: unknown[]; monthThemes: unknown[] };
  it("passes the file as written", () => {
    expect(checkCookingTips(tipsFile).problems).toEqual([]);
  });
  it("refuses a missing tip, a dish twice and a thirteenth month", () => {
    expect(checkCookingTips({ ...tipsFile, tips: tipsFile.tips.slice(1) }).problems[0]!.path).toMatch(/^tips/);
    const twice = { ...tipsFile, tips: [...tipsFile.tips.slice(0, 46), tipsFile.tips[0]] };
    expect(checkCookingTips(twice).problems.map((p) => p.message)).toContain(`the dish "${tipsFile.tips[0]!.dish}" has two tips`);
    expect(checkCookingTips({ ...tipsFile, monthThemes: [...tipsFile.monthThemes, tipsFile.monthThemes[0]] }).problems[0]!.path).toMatch(/^monthThemes/);
  });
});
