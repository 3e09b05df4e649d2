// /test-features (docs/product.md#b-screens): the like, save and share buttons on a real catalog recipe and a real
// article, the very controls of the recipe and article pages, with links to the saved lists and the sitemap.
import { Link } from "react-router";
import type { Route } from "./+types/test-features";
import { catalogRecipes } from "../../../build/catalog.server.ts";
import { articleSummaries } from "../../../build/articles.server.ts";
import { pageMeta } from "../seo.ts";
import { useSession } from "../../features/auth/session-store.ts";
import { RecipeCard } from "../../features/recipes/recipe-card.tsx";
import { slimForCard } from "../../../shared/recipes/normalize.ts";
import { ArticleCard } from "../../features/articles/article-card.tsx";
import { ArticleActions, RecipeActions } from "../shell/recipe-actions.tsx";
import { articlePath } from "../../../shared/articles/text.ts";
import { buttonClass } from "../../ui/state-message.tsx";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Test Features", description: "Try the like, save and share buttons on a recipe and an article.", path: "/test-features" }),
  { name: "robots", content: "noindex" },
];

/** Build time: an Indian dish from the catalog and the featured article (both have their own pages). */
export async function loader() {
  const recipes = await catalogRecipes();
  const recipe = recipes.find((r) => r.country === "India") ?? recipes[0];
  const articles = await articleSummaries();
  const article = articles.find((a) => a.featured) ?? articles[0];
  if (!recipe || !article) throw new Error("The demo needs at least one catalog recipe and one article.");
  return { recipe: slimForCard(recipe), article };
}

const panel = "flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200";

function SessionNote() {
  const { status, user } = useSession();
  if (status === "signed-in" && user)
    return <p className="text-stone-700">You are signed in as {user.name}: your saves go to your account and open on any device.</p>;
  return (
    <p className="text-stone-700">
      You are not signed in: a like counts once for this browser and a save stays on this device until you{" "}
      <Link to="/signin" className="font-semibold text-orange-800 underline">
        sign in
      </Link>
      .
    </p>
  );
}

export default function TestFeatures({ loaderData }: Route.ComponentProps) {
  const { recipe, article } = loaderData;
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Test Features</h1>
        <p className="text-stone-700">
          The like, save and share buttons of the recipe and article pages, on a real recipe and a real article. They do here exactly what they do there.
        </p>
        <SessionNote />
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="demo-recipe" className={panel}>
          <h2 id="demo-recipe" className="text-lg font-semibold text-stone-900">
            A recipe
          </h2>
          <RecipeCard recipe={recipe} />
          <div data-testid="recipe-demo-actions">
            <RecipeActions recipe={recipe} variant="detail" />
          </div>
        </section>
        <section aria-labelledby="demo-article" className={panel}>
          <h2 id="demo-article" className="text-lg font-semibold text-stone-900">
            An article
          </h2>
          <ArticleCard article={article} headingLevel={3} />
          <div data-testid="article-demo-actions">
            <ArticleActions article={{ ...article, url: articlePath(article.id) }} variant="detail" />
          </div>
        </section>
      </div>

      <nav aria-labelledby="demo-links" className={panel}>
        <h2 id="demo-links" className="text-lg font-semibold text-stone-900">
          Where they end up
        </h2>
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link to="/saved-recipes" className={buttonClass.secondary}>
              Saved recipes
            </Link>
          </li>
          <li>
            <Link to="/saved-articles" className={buttonClass.secondary}>
              Saved articles
            </Link>
          </li>
          <li>
            {/* A file, not a page of the app: a plain link. */}
            <a href="/sitemap.xml" className={buttonClass.secondary}>
              Sitemap
            </a>
          </li>
        </ul>
      </nav>
    </main>
  );
}
