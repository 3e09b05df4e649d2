/** The redirects of part 1 §2 and part 2 §2 (also 301s in netlify.toml). */
export function redirectTarget(pathname: string): string | null {
  const p = pathname.replace(/\/+$/, "") || "/";
  if (p === "/faq" || p.startsWith("/faq/") || p === "/ai-expert") return "/articles";
  if (p === "/ai-chef" || p === "/viral-hub") return "/";
  return null;
}
