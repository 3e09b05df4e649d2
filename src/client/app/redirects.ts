/** The redirects of docs/product.md#a-screens and docs/product.md#b-screens (also 301s in netlify.toml). */
export function redirectTarget(pathname: string): string | null {
  const p = pathname.replace(/\/+$/, "") || "/";
  if (p === "/faq" || p.startsWith("/faq/") || p === "/ai-expert") return "/articles";
  if (p === "/ai-chef" || p === "/viral-hub") return "/";
  return null;
}
