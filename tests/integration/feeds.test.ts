// The newsletter archive's RSS and Atom feeds through their function, as the site serves them: valid and
// empty before the first issue, then listing each published issue. The feeds' XML is checked element by
// element in src/server/content/feeds.test.ts; the article feeds are static files written by the build.
import { describe, expect, it } from "vitest";
import { setUpTestSite } from "../support/netlify.ts";

const site = setUpTestSite();

const titles = (xml: string) => [...xml.matchAll(/<title><!\[CDATA\[(.*?)\]\]><\/title>|<title>(.*?)<\/title>/g)].map((m) => m[1] ?? m[2]);

describe("GET /feeds/newsletters.xml and /feeds/newsletters.atom", () => {
  it("answer valid, empty feeds before the first issue, then list each issue newest first", async () => {
    const empty = await site.fetch("/feeds/newsletters.xml");
    expect(empty.status).toBe(200);
    expect(empty.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const emptyXml = await empty.text();
    expect(emptyXml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(emptyXml).not.toContain("<item>");

    const { publishIssue } = await import("../../src/server/newsletter/delivery.ts");
    await publishIssue({ category: "food", title: "Winter greens: sarson and methi", content: "Mustard greens are in the market." });
    await publishIssue({ category: "sports", title: "Match-day snacks", content: "Chana chaat for the second half." });

    const rss = await (await site.fetch("/feeds/newsletters.xml")).text();
    expect(titles(rss).slice(1)).toEqual(["Match-day snacks", "Winter greens: sarson and methi"]);
    expect(rss).toMatch(/<link>http:\/\/[^<]+\/newsletters\/archive\/\d+<\/link>/);

    const atom = await site.fetch("/feeds/newsletters.atom");
    expect(atom.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const atomXml = await atom.text();
    expect(atomXml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atomXml.match(/<entry>/g)).toHaveLength(2);
  });

  it("refuses a write", async () => {
    const res = await site.fetch("/feeds/newsletters.xml", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(405);
  });
});
