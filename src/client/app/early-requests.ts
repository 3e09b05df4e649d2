// What a prerendered page asks the API for as soon as its HTML arrives (src/client/lib/early-fetch.ts):
// page path -> the URLs of its first requests, from the query string. scripts/postbuild.ts writes
// each as an inline script into that page's HTML. The functions are serialised, so each must be
// self-contained; early-requests.test.ts checks that they give exactly the URLs the page's fetchers
// request (a URL that drifted would only be a wasted request, never a wrong answer).

/**
 * /search?q=: the recipe search (12 a page) and the article search. Queries the page rewrites first
 * ('quick' -> 'quick easy recipes', docs/product.md#a-validation) start only the article search.
 */
export function searchPageUrls(search: string): string[] {
  const params = new URLSearchParams(search);
  const q = (params.get("q") || "").trim();
  if (!q) return [];
  let page = Number(params.get("page"));
  if (!(Number.isInteger(page) && page >= 1 && page <= 1000)) page = 1;
  const urls = ["/api/articles?q=" + encodeURIComponent(q) + "&limit=30"];
  if (!/^(quick|healthy|easy|30[ -]minutes?)$/.test(q.toLowerCase().replace(/\s+/g, " "))) {
    urls.push("/api/recipes/search?" + new URLSearchParams({ query: q, number: "12", offset: String((page - 1) * 12) }).toString());
  }
  return urls;
}

export const EARLY_REQUESTS: Record<string, (search: string) => string[]> = { "/search": searchPageUrls };
