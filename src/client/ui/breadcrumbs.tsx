import { Link } from "react-router";

export type Crumb = { name: string; url: string };

/** Breadcrumb trail; the last item is the current page (part 2 §3: name, url, current flag). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((c, i) => {
          const current = i === items.length - 1;
          return (
            <li key={c.url} className="flex items-center gap-1.5">
              {i > 0 && (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 text-stone-400" fill="currentColor">
                  <path d="M7.2 4.8a.75.75 0 011.06 0l4.67 4.67a.75.75 0 010 1.06L8.26 15.2a.75.75 0 11-1.06-1.06L11.34 10 7.2 5.86a.75.75 0 010-1.06z" />
                </svg>
              )}
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
