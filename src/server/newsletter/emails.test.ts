import { describe, expect, it } from "vitest";
import { issueEmail, linkifyHtml } from "./emails.ts";

describe("linkifyHtml", () => {
  it("makes each http and https address a link, escaping the rest", () => {
    expect(linkifyHtml("See https://example.com/dal and http://example.org/?a=1&b=2 <now>")).toBe(
      'See <a href="https://example.com/dal">https://example.com/dal</a> and <a href="http://example.org/?a=1&amp;b=2">http://example.org/?a=1&amp;b=2</a> &lt;now&gt;',
    );
  });

  it("leaves sentence punctuation and an unopened bracket outside the link", () => {
    expect(linkifyHtml("Read https://example.com/a.")).toBe('Read <a href="https://example.com/a">https://example.com/a</a>.');
    expect(linkifyHtml("(see https://example.com/b), then")).toBe('(see <a href="https://example.com/b">https://example.com/b</a>), then');
    expect(linkifyHtml("https://en.wikipedia.org/wiki/Dal_(food)!")).toBe(
      '<a href="https://en.wikipedia.org/wiki/Dal_(food)">https://en.wikipedia.org/wiki/Dal_(food)</a>!',
    );
  });

  it("never links javascript:, data: or other schemes, and cannot be broken out of the attribute", () => {
    expect(linkifyHtml("javascript:alert(1) data:text/html,x ftp://example.com")).toBe("javascript:alert(1) data:text/html,x ftp://example.com");
    expect(linkifyHtml('https://example.com/"onmouseover="alert(1)')).toBe(
      '<a href="https://example.com/">https://example.com/</a>&quot;onmouseover=&quot;alert(1)',
    );
    expect(linkifyHtml("https://example.com/<script>")).toBe('<a href="https://example.com/">https://example.com/</a>&lt;script&gt;');
    expect(linkifyHtml("text with no address & more")).toBe("text with no address &amp; more");
  });
});

describe("issueEmail", () => {
  const email = issueEmail({
    to: "reader@example.com",
    name: "Reader",
    issue: { id: "7", category: "food", title: "Links", content: "Recipe: https://example.com/dal.\n\nNo link here." },
    siteUrl: "https://masala.example",
    unsubscribeToken: "t",
    idempotencyKey: "k",
  });

  it("makes the addresses in the body clickable in the HTML part", () => {
    expect(email.html).toContain('<p>Recipe: <a href="https://example.com/dal">https://example.com/dal</a>.</p><p>No link here.</p>');
  });

  it("keeps them as plain text in the text part", () => {
    expect(email.text).toContain("Recipe: https://example.com/dal.\n\nNo link here.");
    expect(email.text).not.toContain("<a");
  });
});
