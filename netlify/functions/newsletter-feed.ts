// GET /feeds/newsletters.xml (RSS 2.0) and /feeds/newsletters.atom (Atom): the newsletter archive as a
// feed. Issues are published after the build, so this is a function; the article feeds are static files
// written by the build (scripts/postbuild.ts).
import type { Config } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { newsletterFeeds } from "../../src/server/content/feeds.ts";
import { NEWSLETTER_FEEDS } from "../../src/shared/site/feeds.ts";
import { listIssuesWithContent } from "../../src/server/newsletter/delivery.ts";
import { publicSiteUrl } from "../../src/server/newsletter/subscriptions.ts";

export default handle(["GET"], async (req) => {
  const feeds = newsletterFeeds(await listIssuesWithContent(), publicSiteUrl(req));
  const atom = new URL(req.url).pathname === NEWSLETTER_FEEDS.atom;
  return new Response(atom ? feeds.atom : feeds.rss, {
    headers: {
      "content-type": atom ? "application/atom+xml; charset=utf-8" : "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=300",
    },
  });
});

// Literal paths: Netlify reads `config` statically at build time (they equal NEWSLETTER_FEEDS). No file of
// the build has them, so preferStatic changes nothing on Netlify and lets the local server route them as
// it routes the other page-level functions.
export const config: Config = { path: ["/feeds/newsletters.xml", "/feeds/newsletters.atom"], preferStatic: true };
