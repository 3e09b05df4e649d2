// RSS 2.0 and Atom feeds: the articles and news (written at build time, content/articles) and the
// newsletter archive (served by a function: issues are published after the build). Built with `feed`,
// a kept library, so escaping, dates (RFC 822 for RSS, RFC 3339 for Atom) and required elements are
// its concern, not ours. Linked from every page with rel="alternate" (src/client/app/root.tsx).
import { Feed } from "feed";
import type { Article } from "../../shared/articles/schema.ts";
import { articlePath } from "../../shared/articles/text.ts";
import { CATEGORY_LABELS, type NewsletterCategory } from "../../shared/newsletter/types.ts";
import { SITE_NAME } from "../../shared/site/name.ts";

import { ARTICLE_FEEDS, NEWSLETTER_FEEDS } from "../../shared/site/feeds.ts";

export type FeedText = { rss: string; atom: string };
export type ArchiveIssue = { id: number; category: NewsletterCategory; title: string; content: string; publishedAt: string };

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

function render(feed: Feed): FeedText {
  return { rss: feed.rss2(), atom: feed.atom1() };
}

/** The articles and news, newest first (an article's date is its publication day, at 00:00 UTC). */
export function articleFeeds(articles: Article[], siteUrl: string): FeedText {
  const dated = articles.map((a) => ({ a, date: new Date(`${a.publishDate}T00:00:00Z`) }));
  const feed = new Feed({
    title: `${SITE_NAME}: articles and news`,
    description: "Cooking articles and food news from the Masala Table team.",
    id: absolute("/news", siteUrl),
    link: absolute("/news", siteUrl),
    language: "en",
    updated: dated.reduce<Date>((max, d) => (d.date > max ? d.date : max), new Date(0)),
    generator: false,
    copyright: `${SITE_NAME}`,
    feedLinks: { rss: absolute(ARTICLE_FEEDS.rss, siteUrl), atom: absolute(ARTICLE_FEEDS.atom, siteUrl) },
  });
  for (const { a, date } of dated) {
    const link = absolute(articlePath(a.id), siteUrl);
    feed.addItem({ title: a.title, id: link, link, date, description: a.summary, author: [{ name: a.author }], category: [{ name: a.category }] });
  }
  return render(feed);
}

const excerpt = (text: string, max = 400) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
};

/** The newsletter archive: every published issue, newest first. */
export function newsletterFeeds(issues: ArchiveIssue[], siteUrl: string): FeedText {
  const feed = new Feed({
    title: `${SITE_NAME} newsletters`,
    description: "Every newsletter Masala Table has sent: global, food, sports and digital news.",
    id: absolute("/newsletters/archive", siteUrl),
    link: absolute("/newsletters/archive", siteUrl),
    language: "en",
    // An empty archive is as fresh as the feed itself.
    updated: issues[0] ? new Date(issues[0].publishedAt) : new Date(),
    generator: false,
    copyright: `${SITE_NAME}`,
    feedLinks: { rss: absolute(NEWSLETTER_FEEDS.rss, siteUrl), atom: absolute(NEWSLETTER_FEEDS.atom, siteUrl) },
  });
  for (const i of issues) {
    const link = absolute(`/newsletters/archive/${i.id}`, siteUrl);
    feed.addItem({ title: i.title, id: link, link, date: new Date(i.publishedAt), description: excerpt(i.content), category: [{ name: CATEGORY_LABELS[i.category] }] });
  }
  return render(feed);
}
