import type { Config, Context } from "@netlify/functions";
import { errorResponse, handle } from "../../src/server/http/handler.ts";
import { getRecipe } from "../../src/server/recipes/service.ts";
import { recipeArtSvg } from "../../src/server/pictures/recipe-drawing.ts";
import { isArtFrame } from "../../src/shared/site/og-image.ts";

// The build writes every catalog recipe's illustration as a static file (preferStatic: those win);
// this draws one that is missing, e.g. a recipe added to the database after the build.
export default handle(["GET"], async (_req, context: Context) => {
  // `{id}.svg`, or `{id}-{frame}.svg` in one of the aspect ratios structured data lists (ART_FRAMES).
  const m = /^(\d{1,9})(?:-(\w+))?\.svg$/.exec(context.params.file ?? "");
  const frame = m?.[2];
  if (!m || (frame !== undefined && !isArtFrame(frame))) return errorResponse(404, "No such image.");
  const recipe = await getRecipe(Number(m[1]));
  return new Response(recipeArtSvg(recipe, 0, frame), {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
});

export const config: Config = { path: "/recipe-images/:file", preferStatic: true };
