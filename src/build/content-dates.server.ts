// Build-time access to content/content-dates.json (docs/product.md#a-recipe-dates) for route loaders;
// a *.server.ts module, so the file stays out of the browser bundle.
export { questionCardDates, recipeDates } from "../server/content/content-dates.ts";
