// Link previews for recipe pages that were not prerendered at build time (Spoonacular recipes, ids of
// 10 000 000 and up; catalog recipes added since the last deploy). preferStatic: a prerendered
// /recipe/<id>/index.html always wins, so this runs only when there is no such file. It answers the
// SPA shell with the recipe's title, description, Open Graph tags and JSON-LD put in, so crawlers and
// chat apps that do not run JS see the recipe; the app then renders the page from the API.
import type { Config, Context } from "@netlify/functions";
import { HttpError } from "../../src/server/http/http-error.ts";
import { handlePage } from "../../src/server/http/handler.ts";
import { htmlPage as html, spaShell } from "../../src/server/http/spa-shell.ts";
import { env } from "../../src/server/platform/env.ts";
import { getRecipe } from "../../src/server/recipes/service.ts";
import { injectHead, notFoundHeadTags, previewHeadTags } from "../../src/shared/recipes/meta.ts";
import { parseRecipeId } from "../../src/shared/recipes/ids.ts";
import { SITE_NAME } from "../../src/shared/site/name.ts";

export default handlePage(async (req: Request, context: Context) => {
  const origin = new URL(req.url).origin;
  const page = await spaShell(origin);
  const site = { siteUrl: env().SITE_URL ?? origin, siteName: SITE_NAME };
  const notFound = () => html(injectHead(page, notFoundHeadTags(SITE_NAME)), 404, "public, s-maxage=60");

  const id = parseRecipeId(context.params.id);
  if (!id) return notFound();
  try {
    const recipe = await getRecipe(id);
    return html(injectHead(page, previewHeadTags(recipe, site)), 200, "public, s-maxage=300, stale-while-revalidate=3600");
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return notFound();
    // Spoonacular or the database unreachable: the plain shell, so the app can still try (and say why).
    if (!(err instanceof HttpError)) console.error(`[recipe-preview] /recipe/${id} failed:`, err);
    return html(page, err instanceof HttpError ? err.status : 503, "no-store");
  }
});

export const config: Config = { path: "/recipe/:id", preferStatic: true };
