import { Link } from "react-router";
import { Chevron } from "./icons.tsx";

export type Crumb = { name: string; url: string };

/** Breadcrumb trail; the last item is the current page (docs/product.md#b-data: name, url, current flag). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((c, i) => {
          const current = i === items.length - 1;
          return (
            <li key={c.url} className="flex items-center gap-1.5">
              {i > 0 && <Chevron direction="right" className="size-3.5 text-stone-400" />}
              {current ? (
                <span aria-current="page" className="font-medium text-stone-900">
                  {c.name}
                </span>
              ) : (
                <Link to={c.url} className="hover:text-stone-900 hover:underline">
                  {c.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for a page's JSON-LD. */
export function breadcrumbJsonLd(items: Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: new URL(c.url, siteUrl).toString() })),
  };
}

/** schema.org ItemList of recipe pages (no ratings or other invented values). */
export function recipeItemListJsonLd(name: string, recipes: { id: number; title: string }[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: recipes.map((r, i) => ({ "@type": "ListItem", position: i + 1, url: new URL(`/recipe/${r.id}`, siteUrl).toString(), name: r.title })),
  };
}
