// What sitemap.xml lists (docs/product.md#b-sitemap): every prerendered page a search engine should index,
// leaving out duplicates, pages marked noindex and thin pages, each with its last change where the
// content records one.

/** Fewer characters of text than this in a page's prerendered <main> makes it thin (docs/product.md#b-sitemap). */
export const THIN_TEXT_CHARS = 500;

/** The visible text of the page's <main> as prerendered: tags, scripts and styles removed, spaces collapsed. */
export function mainText(html: string): string {
  const main = /<main[\s>][\s\S]*?<\/main>/i.exec(html)?.[0] ?? "";
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, "x")
    .replace(/\s+/g, " ")
    .trim();
}

export const isNoindex = (html: string) => /<meta\b[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(html);
export const isThin = (html: string) => mainText(html).length < THIN_TEXT_CHARS;

/** Why a page stays out of the sitemap, or null when it is listed. */
export function unlistedReason(html: string): "noindex" | "thin" | null {
  if (isNoindex(html)) return "noindex";
  if (isThin(html)) return "thin";
  return null;
}

export type SitemapEntry = { path: string; lastmod?: string };

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** lastmod as a W3C date-time or date; anything else is refused (a sitemap with a bad date is rejected whole). */
function checkedLastmod(value: string, path: string): string {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`sitemap: lastmod "${value}" of ${path} is not a W3C date.`);
  }
  return value;
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${xmlEscape(siteUrl + (path === "/" ? "/" : path))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${checkedLastmod(lastmod, path)}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
