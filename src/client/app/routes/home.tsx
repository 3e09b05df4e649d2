import { Link } from "react-router";
import type { Route } from "./+types/home";
import { catalogStats } from "../../../build/catalog.server.ts";
import { SITE_URL, pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { HeroSearch } from "../shell/hero-search.tsx";
import { HeroWelcome } from "../shell/hero-welcome.tsx";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { TrendingSection } from "../../features/recipes/trending.tsx";
import { Icon, type IconName } from "../../ui/icons.tsx";
import { LinkCards, type LinkCard } from "../../ui/link-cards.tsx";
import { questionCards } from "../../../build/questions.server.ts";
import { QuestionCards } from "../../features/questions/question-cards.tsx";
import { questionPath } from "../../../shared/questions/types.ts";
import { whyChoosePoints } from "../../../build/why-choose.server.ts";
import { WhyChoose } from "../shell/why-choose.tsx";
import { restaurantArticlePath } from "../../../shared/restaurant-articles/ids.ts";
import { Section } from "../../ui/section.tsx";
import { HydrateWhenNear } from "../../ui/hydrate-when-near.tsx";
import { usInteger } from "../../../shared/common/us-format.ts";

// docs/product.md#b-screens: the Quick Access row (Weekly, Monthly, Seasonal, Daily and News), plus the two listings.
const QUICK_ACCESS: { to: string; label: string; note: string; icon: IconName }[] = [
  { to: "/weekly", label: "Weekly", note: "This week's meal inspiration", icon: "calendar" },
  { to: "/monthly", label: "Monthly", note: "The month's collection", icon: "month" },
  { to: "/seasonal", label: "Seasonal", note: "Cook with the season", icon: "leaf" },
  { to: "/daily", label: "Daily", note: "Today's food journey", icon: "sun" },
  { to: "/news", label: "News", note: "Food news and stories", icon: "news" },
  { to: "/all-recipes", label: "All Recipes", note: "Search and filter everything", icon: "book" },
  { to: "/world-recipes", label: "World Recipes", note: "Every country, every region", icon: "globe" },
];

export async function loader() {
  return { stats: await catalogStats(), questions: await questionCards(), why: await whyChoosePoints() };
}

// docs/product.md#b-screens "Popular Food Questions": the three static articles and question pages.
const POPULAR: LinkCard[] = [
  {
    to: "/articles/cooking-techniques",
    label: "Six cooking techniques every home cook should know",
    note: "Tadka, bhuna, dum, pressure cooking, fermentation and searing",
  },
  {
    to: restaurantArticlePath("top-nyc-restaurants"),
    label: "Ten New York restaurants with Michelin stars",
    note: "The 2025 guide: from Sushi Sho, newly three-star, to Masa",
  },
  {
    to: restaurantArticlePath("world-fine-dining"),
    label: "Eight restaurants from The World's 50 Best 2025",
    note: "From Maido in Lima to Trèsind Studio in Dubai",
  },
  {
    to: questionPath("how-much-water-do-i-need-for-pressure-cooker-rice-and-dal"),
    label: "How much water for pressure cooker rice and dal?",
    note: "Starting ratios that work",
  },
  {
    to: questionPath("what-should-i-order-at-a-south-indian-restaurant"),
    label: "What should I order at a South Indian restaurant?",
    note: "Dosa, idli, vada and more",
  },
  {
    to: questionPath("what-can-i-cook-for-dinner-in-30-minutes"),
    label: "What can I cook for dinner in 30 minutes?",
    note: "Mains on the table in half an hour",
  },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${SITE_NAME}: Indian recipes and dishes from every country`,
    description: `${loaderData?.stats.total ?? "Hundreds of"} recipes for home cooks: everyday Indian dishes from ${"a dozen regions"} and classics from ${loaderData?.stats.countries ?? "many"} countries, with step-by-step methods.`,
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: new URL("/", SITE_URL).toString(),
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: new URL("/search?q={search_term_string}", SITE_URL).toString().replace("%7B", "{").replace("%7D", "}"),
          },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, questions, why } = loaderData;
  const figures = [
    stats.total > 0 && { value: usInteger(stats.total), label: "recipes" },
    stats.indian > 0 && { value: usInteger(stats.indian), label: "Indian dishes" },
    stats.countries > 0 && { value: String(stats.countries), label: "countries" },
    stats.medianMinutes > 0 && { value: `${stats.medianMinutes} min`, label: "median time" },
  ].filter(Boolean) as { value: string; label: string }[];
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-gradient-to-br from-amber-50 via-orange-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-orange-800">Home cooking, from tadka to tagine</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-bold leading-tight text-stone-900 sm:text-6xl">
            Cook Indian favourites and dishes from every country
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-stone-700">
            Clear recipes written by our team: dal and dosa for a weeknight, biryani for Sunday, and the classics of {stats.countries} countries when you want
            to travel by plate.
          </p>
          <HeroSearch />
          <HeroWelcome />
          {figures.length > 0 && (
            <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
              {figures.map((f) => (
                <div key={f.label} className="rounded-xl bg-white/80 p-4 shadow-sm ring-1 ring-stone-200">
                  <dt className="text-sm text-stone-600">{f.label}</dt>
                  <dd className="text-2xl font-bold text-stone-900">{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
      {/* The sections below the hero hydrate when near or touched (docs/decisions/0018-hydration-budget.md). */}
      <HydrateWhenNear>
        <QuestionCards cards={questions} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <Section id="quick-access" title="Quick Access" as="nav" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {QUICK_ACCESS.map((q) => (
              <li key={q.to}>
                <Link
                  to={q.to}
                  className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-orange-300"
                >
                  <span className="grid size-10 place-items-center rounded-xl bg-orange-50 text-orange-800">
                    <Icon name={q.icon} />
                  </span>
                  <span className="mt-2 font-semibold text-stone-900">{q.label}</span>
                  <span className="text-sm text-stone-600">{q.note}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </HydrateWhenNear>
      <TrendingSection renderActions={renderRecipeCardActions} />
      <HydrateWhenNear>
        <Section id="popular-questions" title="Popular Food Questions" className="mx-auto max-w-7xl px-4 pt-12 pb-4 sm:px-6">
          <LinkCards items={POPULAR} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" />
        </Section>
        <WhyChoose points={why} />
      </HydrateWhenNear>
    </main>
  );
}
