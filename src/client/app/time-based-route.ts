// The breadcrumbs and meta tags of a time-based page (/daily, /weekly, /monthly, /seasonal): Home > page.
import { breadcrumbJsonLd, type Crumb } from "../ui/breadcrumbs.tsx";
import { SITE_URL, pageMeta } from "./seo.ts";

export function timeBasedRoute(o: { name: string; path: string; title: string; description: string; jsonLd?: Record<string, unknown>[] }) {
  const crumbs: Crumb[] = [
    { name: "Home", url: "/" },
    { name: o.name, url: o.path },
  ];
  const meta = () => pageMeta({ title: o.title, description: o.description, path: o.path, jsonLd: [breadcrumbJsonLd(crumbs, SITE_URL), ...(o.jsonLd ?? [])] });
  return { crumbs, meta };
}
