// The two restaurant articles' ids and addresses: a module of its own, so the pages that only link to
// them (home, the news hub) do not load the articles' display rules (types.ts).

/** docs/product.md#b-limits: the NYC list holds 10 restaurants, the world fine-dining list 8. */
export const RESTAURANT_ARTICLE_COUNTS = { "top-nyc-restaurants": 10, "world-fine-dining": 8 } as const;
export type RestaurantArticleId = keyof typeof RESTAURANT_ARTICLE_COUNTS;
export const RESTAURANT_ARTICLE_IDS = Object.keys(RESTAURANT_ARTICLE_COUNTS) as RestaurantArticleId[];
export const restaurantArticlePath = (id: RestaurantArticleId) => `/articles/${id}`;
