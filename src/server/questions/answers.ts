// Builds a question's answer record (docs/product.md#b-data) from what the site knows: the card's articles,
// techniques and knowledge-base entries and matching catalog recipes; for a free question, the same
// retrieval the assistant uses. A topic the site knows nothing about gets an honest page that says so
// and points to search and to the assistant: never filler.
import type { ArticleBlock } from "../../shared/articles/schema.ts";
import { articlePath } from "../../shared/articles/text.ts";
import {
  categoryFor,
  questionPath,
  readTimeFor,
  tagsFor,
  titleFromSlug,
  type AnswerLink,
  type AnswerRecipe,
  type AnswerSection,
  type QuestionAnswer,
} from "../../shared/questions/types.ts";
import { loadArticles, loadTechniques } from "../content/articles.ts";
import { KNOWLEDGE, type KnowledgeEntry } from "../chat/knowledge.ts";
import { contentWords, findDocs, findKnowledge, findRecipes, loadIndex, readFilters, recipeUrl, type Filters, type IndexedRecipe } from "../chat/retrieval.ts";
import { loadQuestionCards, type AnswerPlan, type CardWithPlan } from "./cards.ts";
import { questionCardDates } from "../content/content-dates.ts";
import { PROTEIN_RANKING_NOTE, rankByProtein } from "./protein-ranking.ts";
import { loadCatalogRecipes } from "../recipes/seed.ts";

const SENTENCES_PER_PARAGRAPH = 2;
const PARAGRAPHS_PER_SECTION = 5;

/** docs/product.md#b-limits: sentences two per paragraph, at most 5 paragraphs per section (extra merged into the last). */
export function paragraphsOf(text: string): string[] {
  const sentences =
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  const groups: string[] = [];
  for (let i = 0; i < sentences.length; i += SENTENCES_PER_PARAGRAPH) groups.push(sentences.slice(i, i + SENTENCES_PER_PARAGRAPH).join(" "));
  if (groups.length <= PARAGRAPHS_PER_SECTION) return groups;
  return [...groups.slice(0, PARAGRAPHS_PER_SECTION - 1), groups.slice(PARAGRAPHS_PER_SECTION - 1).join(" ")];
}

/** A recipe as the answer lists it; its protein only where the question is about protein. */
const toRecipe = (r: IndexedRecipe, withProtein = false): AnswerRecipe => ({
  id: r.id,
  title: r.title,
  url: recipeUrl(r.id),
  image: r.image,
  minutes: r.minutes,
  summary: firstSentence(r.summary),
  ...(withProtein && r.protein ? { protein: Math.round(r.protein) } : {}),
});

function blocksToSection(heading: string, blocks: ArticleBlock[]): AnswerSection {
  const paragraphs: string[] = [];
  const list: string[] = [];
  for (const b of blocks) {
    if (typeof b === "string") paragraphs.push(b);
    else list.push(...b.list);
  }
  // A paragraph after a list: paragraphs-then-list would put it before the list it follows.
  const firstList = blocks.findIndex((b) => typeof b !== "string");
  const interleaved = firstList >= 0 && blocks.slice(firstList).some((b) => typeof b === "string");
  return {
    heading,
    paragraphs,
    ...(list.length ? { list } : {}),
    ...(interleaved ? { blocks: blocks.map((b) => (typeof b === "string" ? b : { list: [...b.list] })) } : {}),
  };
}

let catalog: ReturnType<typeof loadCatalogRecipes> | undefined;

async function recipesFor(index: Awaited<ReturnType<typeof loadIndex>>, plan: AnswerPlan, n = 6): Promise<IndexedRecipe[]> {
  if (plan.sortBy === "protein") {
    // Indian vegetarian dishes without egg, by computed protein per serving (protein-ranking.ts).
    catalog ??= loadCatalogRecipes();
    const { recipes } = await catalog.catch((err: unknown) => {
      catalog = undefined;
      throw err;
    });
    return rankByProtein(recipes, n)
      .map((r) => index.byId.get(r.id))
      .filter((r): r is IndexedRecipe => !!r);
  }
  // The dishes the answer names come first, then the query's matches (content/questions.json).
  const pinned = [...(plan.dishes?.items.map((d) => d.recipeId) ?? []), ...(plan.recipeIds ?? [])]
    .map((id) => index.byId.get(id))
    .filter((r): r is IndexedRecipe => !!r);
  const count = Math.max(n, pinned.length);
  const filters: Filters = { exclude: [], ...plan.recipeFilters };
  const terms = plan.recipeQuery ? contentWords(plan.recipeQuery) : [];
  const found = findRecipes(index, terms, filters, count + pinned.length);
  const ids = new Set(pinned.map((r) => r.id));
  return [...new Set([...pinned, ...found.filter((r) => !ids.has(r.id))])].slice(0, count);
}

function firstSentence(text: string): string {
  return (text.match(/^.*?[.!?](\s|$)/)?.[0] ?? text).trim();
}

const knowledgeSection = (k: KnowledgeEntry): AnswerSection => ({ heading: k.title, paragraphs: [], list: k.lines });

type Built = Omit<
  QuestionAnswer,
  "id" | "slug" | "title" | "category" | "tags" | "relatedContent" | "relatedQuestions" | "published" | "lastUpdated" | "readTime" | "content"
>;

/** The answer of a card, from the content its plan names. */
export async function fromPlan(plan: AnswerPlan): Promise<Built> {
  const [index, articles, techniques] = await Promise.all([loadIndex(), loadArticles(), loadTechniques()]);
  const sections: AnswerSection[] = [];
  const links: AnswerLink[] = [];
  const images: string[] = [];
  if (plan.dishes) {
    const d = plan.dishes;
    sections.push({
      heading: d.heading,
      paragraphs: d.intro,
      list: d.items.map((i) => `${i.name} (our recipe: ${index.byId.get(i.recipeId)?.title ?? "missing"}): ${i.about}`),
    });
  }
  for (const id of plan.knowledge ?? []) {
    const k = KNOWLEDGE.find((x) => x.id === id);
    if (k) sections.push(knowledgeSection(k));
  }
  for (const id of plan.articles ?? []) {
    const a = articles.find((x) => x.id === id);
    if (!a) continue;
    links.push({ title: a.title, url: articlePath(a.id) });
    images.push(a.image);
    // The article's own words, credited: its introduction and its sections.
    sections.push({ heading: `From our article: ${a.title}`, paragraphs: a.content.intro });
    for (const s of a.content.sections.slice(0, 4)) sections.push(blocksToSection(s.heading, s.blocks));
  }
  for (const id of plan.techniques ?? []) {
    const t = techniques.techniques.find((x) => x.id === id);
    if (!t) continue;
    links.push({ title: `${t.name} (Cooking Techniques)`, url: `/articles/cooking-techniques#technique-${t.id}` });
    sections.push({
      heading: `Technique: ${t.name}`,
      paragraphs: [t.description, `Temperature: ${t.temperature}. Timing: ${t.timing}.`],
      list: [...t.keyPoints, ...t.tips],
    });
  }
  const recipes = await recipesFor(index, plan);
  if (plan.sortBy === "protein" && recipes.length)
    sections.push({
      heading: "How these dishes were chosen",
      paragraphs: [PROTEIN_RANKING_NOTE],
    });
  images.push(...recipes.map((r) => r.image));
  return {
    sections,
    images: [...new Set(images)].slice(0, 4),
    source: "Expert Knowledge Base",
    known: sections.length > 0 || recipes.length > 0,
    recipes: recipes.map((r) => toRecipe(r, plan.sortBy === "protein")),
    articles: links,
  };
}

/** The answer of a free question, from the assistant's retrieval. */
export async function fromRetrieval(topic: string): Promise<Built> {
  const index = await loadIndex();
  const knowledge = findKnowledge(topic).slice(0, 3);
  const terms = contentWords(topic);
  const docs = terms.length ? findDocs(index, terms, 3) : [];
  const filters = readFilters(topic);
  const recipes = terms.length || filters.diet || filters.meal ? findRecipes(index, terms, filters, 6) : [];
  if (!knowledge.length && !docs.length && !recipes.length) {
    return { sections: [], images: [], source: "Expert Knowledge Base", known: false, recipes: [], articles: [] };
  }
  const plan: AnswerPlan = {
    knowledge: knowledge.map((k) => k.id),
    articles: docs.filter((d) => d.kind === "article").map((d) => d.id),
    techniques: [...new Set([...docs.filter((d) => d.kind === "technique").map((d) => d.id), ...knowledge.flatMap((k) => k.techniques ?? [])])],
  };
  const built = await fromPlan(plan);
  if (recipes.length) {
    built.recipes = recipes.map((r) => toRecipe(r));
    built.images = [...new Set([...built.images, ...recipes.map((r) => r.image)])].slice(0, 4);
  }
  // Only recipes matched: say plainly that there is no article on it.
  if (!knowledge.length && !docs.length) {
    built.sections.unshift({
      heading: "What we have on this",
      paragraphs: [
        "We have not written an article on this question yet, so this page lists the recipes from our collection that match it. Ask the cooking assistant for more specific help.",
      ],
    });
  }
  built.known = true;
  return built;
}

/** The plain text `content` of the record: the sections, then the recipes to try. */
export function sectionsToText(sections: AnswerSection[], recipes: AnswerRecipe[] = []): string {
  const all = recipes.length
    ? [...sections, { heading: "Recipes to try", paragraphs: [], list: recipes.map((r) => `${r.title} (${r.minutes} min): ${r.summary}`) }]
    : sections;
  const body = (s: AnswerSection) =>
    s.blocks ? s.blocks.flatMap((b) => (typeof b === "string" ? [b] : b.list.map((l) => `- ${l}`))) : [...s.paragraphs, ...(s.list ?? []).map((l) => `- ${l}`)];
  return all.map((s) => [`## ${s.heading}`, ...body(s)].join("\n\n")).join("\n\n");
}

export async function relatedQuestions(slug: string, category: string): Promise<{ question: string; slug: string }[]> {
  const cards = (await loadQuestionCards()).filter((c) => c.slug !== slug);
  const ordered = [...cards.filter((c) => c.category === category), ...cards.filter((c) => c.category !== category)];
  return ordered.slice(0, 6).map((c) => ({ question: c.question, slug: c.slug }));
}

/** Fills the fields every answer has, from the built parts. */
export async function finishAnswer(slug: string, card: CardWithPlan | undefined, built: Built, now = new Date()): Promise<QuestionAnswer> {
  const title = card?.question ?? titleFromSlug(slug);
  const category = card?.category ?? categoryFor(title);
  const content = sectionsToText(built.sections, built.recipes);
  const related = await relatedQuestions(slug, category);
  return {
    id: slug,
    slug,
    title,
    content,
    category,
    tags: tagsFor(title),
    relatedContent: related.map((r) => r.question),
    relatedQuestions: related,
    readTime: readTimeFor(content),
    // A card's answer is dated by its card's history (docs/product.md#a-recipe-dates); another slug's is
    // written now.
    published: (card && questionCardDates(card.slug)?.published) || now.toISOString(),
    lastUpdated: (card && questionCardDates(card.slug)?.modified) || now.toISOString(),
    ...built,
  };
}

/** The knowledge-base answer for a slug (cards by their plan, other slugs by retrieval). */
export async function knowledgeAnswer(slug: string, now = new Date()): Promise<QuestionAnswer> {
  const card = (await loadQuestionCards()).find((c) => c.slug === slug);
  const built = card ? await fromPlan(card.answerFrom) : await fromRetrieval(titleFromSlug(slug));
  // A card answered by recipes alone opens with the card's own summary.
  if (card && !built.sections.length) built.sections.push({ heading: "In short", paragraphs: [card.description] });
  return finishAnswer(slug, card, built, now);
}

export { questionPath };
