// Recipe answers change only when the catalog does (a deploy): browsers and the CDN may keep them briefly.
export const PUBLIC_CACHE = { "cache-control": "public, max-age=300", "netlify-cdn-cache-control": "public, s-maxage=300, stale-while-revalidate=3600" };
