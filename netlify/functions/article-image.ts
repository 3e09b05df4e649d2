import type { Config, Context } from "@netlify/functions";
import { errorResponse, handle } from "../../src/server/http/handler.ts";
import { loadArticles } from "../../src/server/content/articles.ts";
import { articleArtSvg } from "../../src/server/pictures/article-drawing.ts";

// The build writes every article's illustration as a static file (preferStatic: those win); this draws
// one when the static file is missing, e.g. under `npm run dev`.
export default handle(["GET"], async (_req, context: Context) => {
  const m = /^([a-z0-9-]{1,80})\.svg$/.exec(context.params.file ?? "");
  const article = m ? (await loadArticles()).find((a) => a.id === m[1]) : undefined;
  if (!article) return errorResponse(404, "No such image.");
  return new Response(articleArtSvg(article), {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
});

export const config: Config = { path: "/article-images/:file", preferStatic: true };
