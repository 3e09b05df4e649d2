// When each catalog recipe was first published on the site and last changed, and when each question card
// last changed (docs/product.md#a-recipe-dates): content/content-dates.json, written by
// scripts/content-dates.ts from the git history. Imported as JSON, so a function bundle carries it.
import { join } from "node:path";
import dates from "../../../content/content-dates.json" with { type: "json" };

export const CONTENT_DATES_FILE = join(process.cwd(), "content", "content-dates.json");

export type ContentDates = {
  note: string;
  recipes: Record<string, { published: string; modified: string }>;
  questions: Record<string, { published: string; modified: string }>;
};

const all = dates as ContentDates;

/** A catalog recipe's dates (ISO 8601, UTC), or undefined for a recipe the file does not know (a Spoonacular one). */
export const recipeDates = (id: number): { published: string; modified: string } | undefined => all.recipes[String(id)];

/** When a question card was added and last changed, or undefined for a slug without a card. */
export const questionCardDates = (slug: string): { published: string; modified: string } | undefined => all.questions[slug];
