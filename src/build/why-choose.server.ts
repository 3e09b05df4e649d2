// The home page's 'Why cooks choose' points (docs/product.md#b-screens), built with the page: each states something the
// site does and links to it, and every figure is counted from the catalog here, never typed (docs/architecture.md#honesty:
// no invented figures, testimonials, ratings or user counts). Built at prerender time, the texts travel
// in the page's HTML and data, not in its JavaScript.
import type { IconName } from "../client/ui/icons.tsx";
import { catalogInApiOrder, catalogStats } from "./catalog.server.ts";
import { articleIds } from "./articles.server.ts";
import { questionSlugs } from "./questions.server.ts";

export type WhyPoint = {
  icon: IconName;
  title: string;
  text: string;
  /** The feature's page; absent for the assistant, which opens in place. */
  to?: string;
  cta: string;
};

export async function whyChoosePoints(): Promise<WhyPoint[]> {
  const stats = await catalogStats();
  const count = (n: number) => n.toLocaleString("en-US");
  // The recipe that shows scaling, units and cook mode: the first Indian one of the all-recipes order.
  const example = (await catalogInApiOrder()).find((r) => r.country === "India");
  const [articles, questions] = [(await articleIds()).length, (await questionSlugs()).length];
  const points: (WhyPoint | false)[] = [
    stats.total > 0 && {
      icon: "book",
      title: `${count(stats.total)} recipes`,
      text: `One catalog with dishes from ${count(stats.countries)} countries, searched by dish or ingredient and filtered by cuisine and diet.`,
      to: "/all-recipes",
      cta: "Browse all recipes",
    },
    stats.indian > 0 && {
      icon: "chili",
      title: `${count(stats.indian)} Indian recipes`,
      text: `Indian home cooking is at the centre, ${Math.round((stats.indian / stats.total) * 100)}% of the catalog: dals, dosas, biryanis and dishes from across the regions.`,
      to: "/world-recipes?country=India",
      cta: "See the Indian recipes",
    },
    example !== undefined && {
      icon: "clock",
      title: "Scale, convert, cook",
      text: "Change the servings and every amount follows, switch between metric and US measures, and cook one step at a time with timers in cook mode.",
      to: `/recipe/${example.id}`,
      cta: `Try it with ${example.title}`,
    },
    articles > 0 && {
      icon: "news",
      title: `${count(articles)} articles and guides`,
      text: `Techniques, ingredients and food news from our editors, and answers to ${count(questions)} common kitchen questions.`,
      to: "/news",
      cta: "Read the articles",
    },
    {
      icon: "bookmark",
      title: "Saved recipes",
      text: "Save a recipe with one tap, no account needed; sign in and your saved recipes follow you to every device.",
      to: "/saved-recipes",
      cta: "Open your saved recipes",
    },
    {
      icon: "chat",
      title: "A cooking assistant",
      text: "Ask what to cook or how to make a dish: the answers draw on our recipes and link the ones they use.",
      cta: "Ask the assistant",
    },
    {
      icon: "pin",
      title: "Restaurant finder",
      text: "Search a place or use your location to find restaurants and cafes nearby, with live details from OpenStreetMap.",
      to: "/restaurant-finder",
      cta: "Find a restaurant",
    },
    {
      icon: "mail",
      title: "Daily newsletters",
      text: "Pick up to four newsletters; we confirm your address first, and each issue has a one-click unsubscribe.",
      to: "/newsletters",
      cta: "Choose newsletters",
    },
  ];
  return points.filter((p): p is WhyPoint => p !== false);
}
