import { env } from "../platform/env.ts";

/**
 * The User-Agent of every request to OpenStreetMap services: their usage policies ask for an
 * application name and a way to reach its operator (OSM_CONTACT, else MAIL_FROM; SITE_URL when set).
 */
export function osmUserAgent(): string {
  const e = env();
  const contact = e.OSM_CONTACT ?? e.MAIL_FROM;
  return `MasalaTable-RestaurantFinder/1.0 (${[e.SITE_URL, contact].filter(Boolean).join("; ")})`;
}
