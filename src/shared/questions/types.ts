// Question cards and question answers (docs/product.md#b-screens, docs/product.md#b-validation, docs/product.md#b-limits), zod-free so the browser can use them.
import { labelOfId } from "../common/labels.ts";

export const QUESTION_CATEGORIES = ["Restaurants", "Cooking", "Health & Nutrition", "Fitness", "International Cuisine", "Quick & Easy"] as const;

/** A home question card (docs/product.md#b-data). */
export type QuestionCard = {
  id: number;
  question: string;
  category: (typeof QUESTION_CATEGORIES)[number];
  image: string;
  description: string;
  slug: string;
  icon: string;
  readTime: number;
};

/**
 * A section of an answer: its paragraphs and list items, and, when the source interleaves them (a
 * paragraph after a list), `blocks` in the source's order: the page shows `blocks` when present.
 */
export type AnswerSection = { heading: string; paragraphs: string[]; list?: string[]; blocks?: AnswerBlock[] };
/** A paragraph, or a bulleted list. */
export type AnswerBlock = string | { list: string[] };
export type AnswerLink = { title: string; url: string };
export type AnswerRecipe = AnswerLink & { id: number; image: string; minutes: number; summary: string; protein?: number };

/** 'Expert Knowledge Base' for answers built from the site's content; 'AI Expert Chat' when an AI wrote it (docs/product.md#b-states). */
export type AnswerSource = "Expert Knowledge Base" | "AI Expert Chat";

/** The answer record of docs/product.md#b-data, plus the structure the page shows and the links it cites. */
export type QuestionAnswer = {
  id: string;
  slug: string;
  title: string;
  content: string;
  sections: AnswerSection[];
  category: string;
  images: string[];
  tags: string[];
  source: AnswerSource;
  /** The site knows this topic (otherwise the page says so and points to related content). */
  known: boolean;
  readTime: number;
  relatedContent: string[];
  relatedQuestions: { question: string; slug: string }[];
  recipes: AnswerRecipe[];
  articles: AnswerLink[];
  /** When the answer was first published (a card's, from the content's history), and last changed. */
  published: string;
  lastUpdated: string;
};

export const SLUG_MAX = 60;

/** docs/product.md#b-validation: lowercase, keep letters, digits and spaces, runs of spaces become one hyphen, cut at 60. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, "")
    .trim()
    .replace(/ +/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

export const isQuestionSlug = (slug: string) => slug.length > 0 && slug.length <= SLUG_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);

/** docs/product.md#b-screens: hyphens become spaces and each word is capitalised. */
export const titleFromSlug = (slug: string) => labelOfId(slug);

/** docs/product.md#b-limits: the topic category by keyword. */
export function categoryFor(topic: string): string {
  const t = topic.toLowerCase();
  if (/restaurant|dining/.test(t)) return "Restaurants";
  if (/cook|recipe/.test(t)) return "Cooking";
  if (/health|nutrition/.test(t)) return "Health & Nutrition";
  if (/fitness|workout/.test(t)) return "Fitness";
  if (/diet|weight/.test(t)) return "Diet & Weight";
  return "Food & Lifestyle";
}

/** docs/product.md#b-limits: words longer than 3 letters, at most 8. */
export function tagsFor(topic: string): string[] {
  return [
    ...new Set(
      topic
        .toLowerCase()
        .replace(/[^a-z0-9 ]/g, " ")
        .split(/\s+/)
        .filter((w) => w.length > 3),
    ),
  ].slice(0, 8);
}

/** docs/product.md#b-limits: text length / 200, rounded up (words read at about 200 a minute). */
export const readTimeFor = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));

export const questionPath = (slug: string) => `/question/${slug}`;
