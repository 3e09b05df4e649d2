// The site's name, shared by the pages and the functions that write HTML (previews, not-found pages).
export const SITE_NAME = "Masala Table";
