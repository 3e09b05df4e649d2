// Where the RSS 2.0 and Atom feeds live (written by src/server/content/feeds.ts), for the pages' <link
// rel="alternate"> tags and the servers that write them.
export const ARTICLE_FEEDS = { rss: "/feeds/articles.xml", atom: "/feeds/articles.atom" } as const;
export const NEWSLETTER_FEEDS = { rss: "/feeds/newsletters.xml", atom: "/feeds/newsletters.atom" } as const;

export const FEED_LINKS = [
  { rel: "alternate", type: "application/rss+xml", title: "Masala Table: articles and news (RSS)", href: ARTICLE_FEEDS.rss },
  { rel: "alternate", type: "application/atom+xml", title: "Masala Table: articles and news (Atom)", href: ARTICLE_FEEDS.atom },
  { rel: "alternate", type: "application/rss+xml", title: "Masala Table newsletters (RSS)", href: NEWSLETTER_FEEDS.rss },
  { rel: "alternate", type: "application/atom+xml", title: "Masala Table newsletters (Atom)", href: NEWSLETTER_FEEDS.atom },
] as const;
