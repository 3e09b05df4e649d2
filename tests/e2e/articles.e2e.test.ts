// Articles and news as a visitor uses them: the hub on /news and /articles, an article page with its like,
// save and share, the not-found state, the cooking techniques, and the search page's article sections
// (docs/product.md#a-screens, docs/product.md#b-screens, docs/product.md#b-states, docs/product.md#b-validation, docs/product.md#b-errors).
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { expectSuggestionsToCloseAfterBlur, screenshot, type TestServer, browserSuite } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

const POLL = { timeout: 30_000 };
const PANEER = "making-paneer-at-home";

let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(8941, (s, b) => ((server = s), (browser = b)));

type Summary = { id: string; title: string; category: string; publishDate: string; readTime: number };
const api = async <T>(path: string): Promise<T> => (await fetch(`${server.base}${path}`)).json() as Promise<T>;
const allArticles = () => api<{ results: Summary[]; total: number }>("/api/articles?limit=50");

/** Opens a page and waits until React has hydrated it (its h1 carries React's fiber key). */
async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.base}${path}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForFunction(() => {
    const h1 = document.querySelector("h1");
    return !!h1 && Object.keys(h1).some((k) => k.startsWith("__reactFiber"));
  });
  return page;
}

const cards = (page: Page) => page.getByTestId("article-card");
const ldBlocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** Loads the lazy images now and waits for them (for full-page screenshots). */
async function loadImages(page: Page) {
  await page.evaluate(() => document.querySelectorAll("img").forEach((i) => (i.loading = "eager")));
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
}

describe("prerendered pages", () => {
  it("the hub arrives as HTML with every article card, its meta tags and JSON-LD", async () => {
    const { total } = await allArticles();
    expect(total).toBeGreaterThanOrEqual(12);
    const html = await (await fetch(`${server.base}/news`)).text();
    expect(html).toContain("<title>Food News &amp; Articles | Masala Table</title>");
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/news"\/>/);
    expect(html.match(/>Read Full Article</g)).toHaveLength(total);
    const list = ldBlocks(html).find((b) => b["@type"] === "CollectionPage");
    expect(list.mainEntity.itemListElement).toHaveLength(total);
    // /articles is the same screen, pointing to /news as its canonical address.
    const articlesHtml = await (await fetch(`${server.base}/articles`)).text();
    expect(articlesHtml).toMatch(/<link rel="canonical" href="http[^"]+\/news"\/>/);
  });

  it("an article arrives as HTML with a NewsArticle of real values only, under both paths; the sitemap lists /news/ only", async () => {
    const record = await api<Summary & { wordCount: number; summary: string }>(`/api/articles/${PANEER}`);
    const html = await (await fetch(`${server.base}/news/${PANEER}`)).text();
    expect(html).toContain(`<title>${record.title} | Masala Table</title>`);
    expect(html).toMatch(/<h1[^>]*>Making Paneer at Home with Milk and Lemon<\/h1>/);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+/og/article/${PANEER}\\.png"/>`));
    const ld = ldBlocks(html);
    expect(ld.find((b) => b["@type"] === "NewsArticle")).toMatchObject({
      headline: record.title,
      datePublished: `${record.publishDate}T00:00:00+00:00`,
      articleSection: "Food",
      wordCount: record.wordCount,
      author: { "@type": "Organization", name: "Masala Table Editors" },
    });
    expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|interactionStatistic|ratingValue|views/);
    expect(ld.find((b) => b["@type"] === "BreadcrumbList").itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "News", record.title]);
    const twin = await (await fetch(`${server.base}/articles/${PANEER}`)).text();
    expect(twin).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/news/${PANEER}"/>`));
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/news/${PANEER}</loc>`);
    expect(sitemap).not.toContain(`/articles/${PANEER}</loc>`);
    expect(sitemap).toContain("/articles/cooking-techniques</loc>");
    const image = await fetch(`${server.base}/article-images/${PANEER}.svg`);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("the news hub", () => {
  it("keeps the category and the search text in the URL: a shared link opens filtered, Back returns", async () => {
    const { results } = await allArticles();
    const health = results.filter((a) => a.category === "Health").length;
    const page = await open("/news?category=health");
    await expect.poll(() => cards(page).count(), POLL).toBe(health);
    expect(await page.getByTestId("category-health").getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("category-food").click();
    await page.waitForURL(/\/news\?category=food$/);
    // Type once the food list is shown (the category's navigation has settled), as a reader would.
    const food = results.filter((a) => a.category === "Food").length;
    await expect.poll(() => cards(page).count(), POLL).toBe(food);
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("paneer");
    await expect.poll(() => page.url(), POLL).toMatch(/\/news\?q=paneer&category=food$/);
    expect(await box.inputValue()).toBe("paneer");
    await page.goBack();
    await page.waitForURL(/\/news\?category=health$/);
    await expect.poll(() => cards(page).count()).toBe(health);
    expect(await box.inputValue()).toBe("");
  });

  it("filters by category with counts, searches with 'Found N article(s)', and has no WCAG AA violations (1280 px)", async () => {
    const { results } = await allArticles();
    const page = await open("/news");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(await crumbs.getByText("News", { exact: true }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => cards(page).count(), POLL).toBe(results.length);

    const count = (cat: string) => results.filter((a) => a.category === cat).length;
    for (const [id, cat] of [
      ["food", "Food"],
      ["health", "Health"],
      ["fitness", "Fitness"],
      ["sports", "Sports"],
      ["global", "Global News"],
    ] as const) {
      const button = page.getByTestId(`category-${id}`);
      expect(await button.textContent()).toBe(`${cat}${count(cat)}`);
      await button.click();
      await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => cards(page).count()).toBe(count(cat));
      expect(new Set(await page.getByTestId("category-badge").allInnerTexts())).toEqual(new Set([cat]));
    }
    expect(await page.getByTestId("category-all").textContent()).toBe(`All${results.length}`);
    await page.getByTestId("category-all").click();
    await expect.poll(() => cards(page).count()).toBe(results.length);

    // No 'Found' line without search text; then one as soon as there is some.
    expect(await page.getByText(/^Found \d+ articles?$/).count()).toBe(0);
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("paneer");
    const paneer = results.filter((a) => /paneer/i.test(JSON.stringify(a))).length;
    await page.getByText(`Found ${paneer} ${paneer === 1 ? "article" : "articles"}`, { exact: true }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(paneer);
    await box.fill("");

    // The guidelines panel opens and closes; the address is a mailto link.
    const toggle = page.getByRole("button", { name: "Submission Guidelines" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await page.getByText("At least 500 words.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "hello@masalatable.example" }).getAttribute("href")).toBe("mailto:hello@masalatable.example");
    // No comments label: the site has no comments.
    expect(await page.getByText(/comments?/i).count()).toBe(0);
    await box.press("Escape"); // the suggestions close, so the screenshot shows the filters
    await loadImages(page);
    await screenshot(page, "news-hub-1280");
    expect(await a11yViolations(page)).toEqual([]);
    await toggle.click();
    expect(await page.getByText("At least 500 words.").isVisible()).toBe(false);
  });

  it("suggestions show while focused, fill the box when clicked, and hide 200 ms after blur", async () => {
    const page = await open("/articles");
    const box = page.getByRole("combobox", { name: "Search articles" });
    const list = page.getByRole("listbox", { name: "Article search suggestions" });
    await box.click();
    await list.waitFor();
    expect(await list.getByRole("option").allInnerTexts()).toEqual(["tadka", "millets", "food safety", "hydration", "knife skills"]);
    await box.fill("sports");
    await expect.poll(() => list.getByRole("option").count()).toBe(5);
    expect(await list.getByRole("option").first().innerText()).toBe("football");
    await list.getByRole("option", { name: "pre-match meal" }).click();
    expect(await box.inputValue()).toBe("pre-match meal");
    await list.waitFor({ state: "hidden" });
    await page.getByText("Found 1 article", { exact: true }).waitFor();
    expect(await cards(page).first().textContent()).toContain("Football Match");
    await expectSuggestionsToCloseAfterBlur(page, box, list);
  });

  it("an unmatched search shows 'No articles found', and View All Articles brings every card back (375 px)", async () => {
    const { total } = await allArticles();
    const page = await open("/news", 375);
    const box = page.getByRole("combobox", { name: "Search articles" });
    await box.fill("zzqqxxv");
    await box.press("Escape");
    await page.getByText("No articles found").waitFor();
    await page.getByText("Found 0 articles", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "news-hub-empty-375");
    await page.getByRole("button", { name: "View All Articles" }).click();
    await expect.poll(() => cards(page).count()).toBe(total);
    expect(await box.inputValue()).toBe("");
    await loadImages(page);
    await screenshot(page, "news-hub-375");
    expect(await a11yViolations(page)).toEqual([]);
  });
});

describe("an article page", () => {
  it("opens from the hub, shows every part, counts a like on the server and saves the article (1280 px)", async () => {
    const record = await api<Summary & { tags: string[]; relatedRecipeIds: number[] }>(`/api/articles/${PANEER}`);
    const page = await open("/news");
    await page.getByRole("link", { name: `Read Full Article: ${record.title}` }).click();
    await page.waitForURL(`${server.base}/news/${PANEER}`);
    await page.getByRole("heading", { level: 1, name: record.title }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "News" }).getAttribute("href")).toBe("/news");
    expect(await crumbs.getByText(record.title).getAttribute("aria-current")).toBe("page");
    const byline = await page.getByTestId("article-byline").textContent();
    expect(byline).toContain("Masala Table Editors");
    expect(byline).toContain("November 19, 2026");
    expect(byline).toContain(`${record.readTime} min read`);
    expect(await page.getByText("official", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId("category-badge").first().textContent()).toBe("Food");
    for (const t of record.tags) expect(await page.getByText(`#${t}`, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: "Curdling the milk" }).isVisible()).toBe(true);
    expect(await page.getByText(/\d[\d,]* views\b/i).count()).toBe(0); // no view counts: there is no real source
    const related = page.getByRole("list", { name: "Related recipes" });
    await expect.poll(() => related.locator("article").count()).toBe(record.relatedRecipeIds.length);
    const more = page.getByRole("region", { name: "Read More News" });
    expect(await more.getByRole("link", { name: /^Read Article/ }).count()).toBe(2);

    // Like: the server's count, one per browser.
    const like = page.getByTestId("like-button");
    await expect.poll(() => like.textContent(), POLL).toBe("Like0 likes");
    await like.click();
    await expect.poll(() => like.textContent()).toBe("Liked1 like");
    await expect.poll(async () => (await api<{ count: number }>(`/api/likes?type=article&id=${PANEER}`)).count).toBe(1);

    // Save: kept in this browser (signed out), listed on the saved articles page with its url.
    const save = page.getByRole("button", { name: `Save article: ${record.title}` });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(() => page.getByRole("button", { name: `Remove from saved article: ${record.title}` }).getAttribute("aria-pressed")).toBe("true");
    await loadImages(page);
    await screenshot(page, "news-article-1280");
    expect(await a11yViolations(page)).toEqual([]);

    await page.goto(`${server.base}/saved-articles`);
    const saved = page.getByTestId("saved-item");
    await expect.poll(() => saved.count(), POLL).toBe(1);
    expect(await saved.textContent()).toContain(record.title);
    expect(await saved.getByRole("link", { name: /Read Article/ }).getAttribute("href")).toBe(`/news/${PANEER}`);
  });

  it("at 375 px: the same page under /articles/{id}, with share, and no sideways scroll", async () => {
    const page = await open(`/articles/${PANEER}`, 375);
    await page.getByRole("heading", { level: 1, name: "Making Paneer at Home with Milk and Lemon" }).waitFor();
    await page.getByRole("button", { name: /^Share: Making Paneer/ }).click();
    await page.getByRole("button", { name: "Copy link", exact: true }).waitFor(); // the menu opens once placed
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await loadImages(page);
    await screenshot(page, "news-article-375");
    expect(await a11yViolations(page)).toEqual([]);
  });

  it("an unknown id shows 'Article Not Found' with Back to News", async () => {
    pages.allowConsoleError(/404|Failed to load resource/);
    const page = await browser!.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const answer = await page.goto(`${server.base}/news/no-such-article`);
    // A real 404 for crawlers (noindex), not the SPA fallback's 200; a known article still answers 200.
    expect(answer?.status()).toBe(404);
    const other = await fetch(`${server.base}/articles/no-such-article`);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('<meta name="robots" content="noindex"/>');
    expect((await fetch(`${server.base}/news/tadka-tempering-explained`)).status).toBe(200);
    expect((await fetch(`${server.base}/articles/cooking-techniques`)).status).toBe(200);
    await page.getByRole("heading", { name: "Article Not Found" }).waitFor(POLL);
    expect(await page.getByText("The article you're looking for doesn't exist.").isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe("Article Not Found | Masala Table");
    await screenshot(page, "news-article-not-found-375");
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to News" }).click();
    await page.waitForURL(`${server.base}/news`);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  });
});

describe("cooking techniques", () => {
  it("shows 6 techniques, each card limited to 3 equipment, 3 key points, 2 mistakes and 4 steps", async () => {
    const page = await open("/articles/cooking-techniques");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "Articles" }).getAttribute("href")).toBe("/articles");
    const list = page.getByTestId("technique-card");
    expect(await list.count()).toBe(6);
    for (let i = 0; i < 6; i++) {
      const card = list.nth(i);
      expect(await card.getByTestId("equipment").locator("li").count()).toBe(3);
      expect(await card.getByTestId("key-points").locator("li").count()).toBe(3);
      expect(await card.getByTestId("mistakes").locator("li").count()).toBe(2);
      expect(await card.getByTestId("steps").locator("li").count()).toBe(4);
    }
    expect(new Set(await page.getByTestId("difficulty").allInnerTexts())).toEqual(new Set(["Beginner", "Intermediate", "Advanced"]));
    await screenshot(page, "cooking-techniques-1280");
    expect(await a11yViolations(page)).toEqual([]);
  });
});

describe("the search page's article sections", () => {
  it("shows Expert Articles and Latest Food News for 'spices', counted once each in 'Found N items'", async () => {
    const recipes = await api<{ totalResults: number }>("/api/recipes/search?query=spices&number=12&offset=0");
    const articles = await api<{ total: number; results: Summary[] }>("/api/articles?q=spices&limit=30");
    expect(articles.total).toBeGreaterThanOrEqual(2);
    const page = await open("/search?q=spices");
    await page.getByText(`Found ${recipes.totalResults + articles.total} items for “spices”`).waitFor(POLL);
    const expert = page.getByRole("region", { name: "Expert Articles" });
    const news = page.getByRole("region", { name: "Latest Food News" });
    const expertItems = await expert.getByTestId("expert-article").count();
    const newsItems = await news.getByTestId("latest-news-item").count();
    expect(expertItems).toBeGreaterThan(0);
    expect(newsItems).toBeGreaterThan(0);
    expect(expertItems + newsItems).toBe(articles.total);
    expect(await expert.getByRole("link", { name: articles.results[0]!.title }).getAttribute("href")).toBe(`/news/${articles.results[0]!.id}`);
    expect(await news.locator("time").first().textContent()).toMatch(/^November \d{1,2}, 2026$/);
    // 'spices' names the tadka technique: a link to the techniques page.
    expect(await expert.getByRole("link", { name: "Tadka (Tempering)" }).getAttribute("href")).toBe("/articles/cooking-techniques#tadka");
    await loadImages(page);
    await screenshot(page, "search-articles-1280");
    expect(await a11yViolations(page)).toEqual([]);
    await news.getByRole("link").first().click();
    await page.waitForURL(/\/news\/[a-z0-9-]+$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("hides both sections when no article matches, and still shows recipes when the article call fails", async () => {
    pages.allowConsoleError(/Failed to load resource|net::ERR|Error searching articles/);
    const chicken = await api<{ total: number; techniques: unknown[] }>("/api/articles?q=chicken&limit=30");
    expect(chicken).toMatchObject({ total: 0, techniques: [] });
    const recipesOnly = await api<{ totalResults: number }>("/api/recipes/search?query=chicken&number=12&offset=0");
    const page = await open("/search?q=chicken");
    await page.getByText(`Found ${recipesOnly.totalResults} items for “chicken”`).waitFor(POLL);
    expect(await page.getByRole("region", { name: "Expert Articles" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Latest Food News" }).count()).toBe(0);

    const quiet = await browser!.newPage();
    await quiet.route("**/api/articles?*", (r) => r.abort());
    await quiet.goto(`${server.base}/search?q=paneer`);
    const recipes = await api<{ totalResults: number }>("/api/recipes/search?query=paneer&number=12&offset=0");
    await quiet.getByText(`Found ${recipes.totalResults} items for “paneer”`).waitFor(POLL);
    expect(await quiet.getByRole("list", { name: "Recipe results" }).locator("article").count()).toBeGreaterThan(0);
    expect(await quiet.getByRole("region", { name: "Expert Articles" }).count()).toBe(0);
    expect(await quiet.getByRole("region", { name: "Latest Food News" }).count()).toBe(0);
  });
});
