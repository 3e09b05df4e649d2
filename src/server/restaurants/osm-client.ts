import { env } from "../platform/env.ts";
import { contextSiteUrl } from "../platform/mode.ts";

/** The site's public URL: SITE_URL, else the one the request context names (on a deploy). */
const siteUrl = () => env().SITE_URL ?? contextSiteUrl();

/** Who runs this finder, as OpenStreetMap's usage policies ask: NOMINATIM_EMAIL, OSM_CONTACT, else the site URL. */
export const osmContact = (): string | undefined => env().NOMINATIM_EMAIL ?? env().OSM_CONTACT ?? siteUrl();

/**
 * The User-Agent of every request to OpenStreetMap services: their usage policies ask for an
 * application name and a way to reach its operator (the site URL and the contact above).
 */
export function osmUserAgent(): string {
  const parts = [...new Set([siteUrl(), osmContact()].filter((p): p is string => Boolean(p)))];
  return `MasalaTable-RestaurantFinder/1.0${parts.length ? ` (${parts.join("; ")})` : ""}`;
}
