import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "../../shared/site/name.ts";
import { defaultOgImage, imageAlt, ogImageTags, type OgImage } from "../../shared/site/og-image.ts";

declare const __SITE_URL__: string;
export const SITE_URL = typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:8888";

const cut = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

/**
 * Title, meta description (cut to 160 characters, docs/product.md#a-limits), canonical, Open Graph (with a PNG the
 * networks can show: the site's default card unless the page has its own) and JSON-LD.
 */
export function pageMeta(p: {
  title: string;
  description: string;
  path: string;
  image?: OgImage;
  /** What the picture shows; the page's own picture is of its subject (the title), the default card is the site's. */
  imageAlt?: string;
  type?: string;
  jsonLd?: object[];
}): MetaDescriptor[] {
  const title = p.path === "/" ? p.title : `${p.title} | ${SITE_NAME}`;
  const description = cut(p.description, 160);
  const url = new URL(p.path, SITE_URL).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: p.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...ogImageTags(
      p.image ?? defaultOgImage(),
      SITE_URL,
      p.imageAlt ?? (p.image ? imageAlt(p.title) : `${SITE_NAME}: Indian recipes and dishes from every country`),
    ).map(([attr, key, content]) => ({ [attr]: key, content })),
    { name: "twitter:card", content: "summary_large_image" },
    ...(p.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}
