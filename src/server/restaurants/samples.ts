// The four built-in sample entries for a Mulayankavu search (docs/product.md#b-states, docs/product.md#b-limits: distances 0, 20, 30, 50 m).
// They are samples, labelled so everywhere, not real places (docs/architecture.md#honesty): no ratings, review counts,
// phone numbers, websites or coordinates, so no card links to a place that does not exist.
import type { Place } from "../../shared/restaurants/types.ts";

const base = { lat: null, lon: null, openNow: null, sample: true as const };

export const SAMPLE_PLACES: Place[] = [
  {
    ...base,
    id: "sample-1",
    name: "Sample Kerala Meals Restaurant",
    amenity: "restaurant",
    distance: 0,
    cuisine: "kerala;south_indian",
    description: "Built-in sample entry showing how a result card looks. Not a real restaurant.",
    diet_vegetarian: "yes",
  },
  {
    ...base,
    id: "sample-2",
    name: "Sample Tea Shop",
    amenity: "cafe",
    distance: 20,
    cuisine: "tea;snacks",
    description: "Built-in sample entry. Not a real cafe.",
    takeaway: "yes",
  },
  {
    ...base,
    id: "sample-3",
    name: "Sample Bakery",
    amenity: "bakery",
    distance: 30,
    description: "Built-in sample entry. Not a real bakery.",
    takeaway: "yes",
  },
  {
    ...base,
    id: "sample-4",
    name: "Sample Fast Food Corner",
    amenity: "fast_food",
    distance: 50,
    cuisine: "indian",
    description: "Built-in sample entry. Not a real fast-food place.",
    takeaway: "yes",
    delivery: "yes",
  },
];
