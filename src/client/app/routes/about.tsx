import type { Route } from "./+types/about";
import { catalogStats } from "../../../build/catalog.server.ts";
import { pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";

export async function loader() {
  return { stats: await catalogStats() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About us",
    description: `${SITE_NAME} is a recipe site for home cooks with a strong Indian focus: our own recipes, honest numbers and no ads.`,
    path: "/about",
    jsonLd: [{ "@context": "https://schema.org", "@type": "AboutPage", name: `About ${SITE_NAME}` }],
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-stone-900">About {SITE_NAME}</h1>
      <div className="prose-like mt-6 space-y-5 text-lg leading-relaxed text-stone-800">
        <p>
          {SITE_NAME} is a recipe website for people who cook at home. Our catalog holds {stats.total} recipes, {stats.indian} of them Indian, from Punjabi dal
          makhani and Bengali machher jhol to Kerala appam and Chettinad pepper chicken, and dishes from {stats.countries} countries in all. Half of them are on
          the table in {stats.medianMinutes} minutes or less.
        </p>
        <h2 className="pt-2 font-serif text-2xl font-bold text-stone-900">How we write recipes</h2>
        <p>
          Every recipe in the catalog is written by our team in our own words: real dishes, measured ingredients and steps a home cook can follow. Before a
          recipe is published an automatic check makes sure each step only uses ingredients that are listed, that the preparation and cooking times add up to
          the time we show, and that a dish marked vegetarian, vegan, gluten free or dairy free really is. Nutrition per serving is computed from each
          ingredient's weight and the public food composition tables (the Indian Food Composition Tables 2017 first, the USDA's SR Legacy for the rest), and
          shown only where the tables hold at least 90% of the ingredients' weight.
        </p>
        <h2 className="pt-2 font-serif text-2xl font-bold text-stone-900">What we will not do</h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>Show ratings, review counts or visitor numbers we do not have. The figures on this site are counted from our own data.</li>
          <li>Sell or share your email address. It is used only for the things you ask for (your account and the newsletters you choose).</li>
          <li>Track you with advertising or analytics scripts.</li>
        </ul>
        <h2 className="pt-2 font-serif text-2xl font-bold text-stone-900">Where the recipes come from</h2>
        <p>
          The catalog is ours. When the site is configured with a Spoonacular key, search results may also include recipes from Spoonacular; those are marked
          with their source and link to the original. Recipe pictures are illustrations drawn from each dish's cuisine and type until we have photographed it
          ourselves.
        </p>
      </div>
    </main>
  );
}
