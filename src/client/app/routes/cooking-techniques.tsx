// /articles/cooking-techniques: 6 techniques (docs/product.md#b-screens), from content/techniques.json at build time.
import type { Route } from "./+types/cooking-techniques";
import { techniquesPageData } from "../../../build/articles.server.ts";
import { techniquesJsonLd } from "../../features/articles/article-meta.ts";
import { TechniqueCard } from "../../features/articles/techniques-list.tsx";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { OG_DEFAULT_IMAGE } from "../../../shared/site/og-image.ts";
import { HydrateWhenNear } from "../../ui/hydrate-when-near.tsx";

const PATH = "/articles/cooking-techniques";
const TITLE = "Essential Cooking Techniques";
// docs/product.md#b-screens: Home > Articles > page on the article pages.
const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "Articles", url: "/articles" },
  { name: TITLE, url: PATH },
];

export async function loader() {
  return techniquesPageData();
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const description = loaderData?.intro ?? "Six cooking techniques explained step by step.";
  return pageMeta({
    title: TITLE,
    description,
    path: PATH,
    type: "article",
    jsonLd: [
      breadcrumbJsonLd(CRUMBS, SITE_URL),
      ...(loaderData
        ? [
            techniquesJsonLd(
              // The page's picture is the site's card (its og:image): the techniques have no pictures of their own.
              { title: TITLE, description, path: PATH, publishDate: loaderData.publishDate, author: loaderData.author, image: [OG_DEFAULT_IMAGE] },
              { siteUrl: SITE_URL, siteName: SITE_NAME },
            ),
          ]
        : []),
    ],
  });
};

export default function CookingTechniques({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumbs items={CRUMBS} />
      <header className="mt-4 max-w-3xl">
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{TITLE}</h1>
        <p className="mt-3 text-lg text-stone-700">{loaderData.intro}</p>
      </header>
      <ul aria-label="Techniques" className="mt-8 grid gap-6 lg:grid-cols-2">
        {loaderData.techniques.map((t) => (
          // Each hydrates when near or touched (docs/decisions/0018-hydration-budget.md).
          <HydrateWhenNear as="li" key={t.id} id={t.id}>
            <TechniqueCard technique={t} />
          </HydrateWhenNear>
        ))}
      </ul>
    </main>
  );
}
