// Related recipes for the foot of a recipe page (issue #16): the same dish family (the picture's
// archetype: dal, biryani, dosa...), the same regional cuisine (Kerala, Goan...) or country, the same
// main ingredient. Pure and zod-free: the build (prerendered pages) and the API use the same ranking.
import { artPlan } from "./art.ts";
import { busyMinutesOf } from "./normalize.ts";
import type { Recipe } from "./schema.ts";

export type RelatedRecipe = {
  id: number;
  title: string;
  image: string;
  imageAlt: string;
  busyMinutes: number;
  waitingNote?: string;
  /** Why it is here: "Another dal", "More Kerala cooking", "Also with paneer". */
  reason: string;
};

// Words a cuisine list always has that say nothing regional.
const GENERIC_CUISINES = new Set([
  "indian",
  "north indian",
  "south indian",
  "asian",
  "european",
  "african",
  "middle eastern",
  "latin american",
  "mediterranean",
  "international",
]);
const NOT_MAIN =
  /\b(salt|water|oil|ghee|butter|sugar|pepper|cumin|mustard seeds|turmeric|chilli powder|garam masala|asafoetida|hing|curry leaves|bay leaf|cloves?|cardamom|cinnamon|coriander|mint|ginger|garlic|onions?|tomato(?:es)?|green chillies|lemon juice|lime juice|stock|flour|baking|paprika|powder|seeds|vinegar|black pepper)\b/;

/** The first two ingredients that make the dish (not seasonings, aromatics or fats), in list order. */
export function mainIngredients(r: Pick<Recipe, "extendedIngredients">): string[] {
  return r.extendedIngredients
    .map((i) => i.name.toLowerCase())
    .filter((n) => !NOT_MAIN.test(n))
    .slice(0, 2);
}

const regional = (r: Pick<Recipe, "cuisines">) => r.cuisines.filter((c) => !GENERIC_CUISINES.has(c.toLowerCase()));
const family = (r: Recipe) => artPlan(r).archetype;
const FAMILY_NAMES: Record<string, string> = {
  curry: "curry",
  dal: "dal",
  biryani: "rice dish",
  dosa: "dosa or pancake",
  idli: "steamed dish",
  flatbread: "flatbread",
  samosa: "filled pastry",
  pakora: "fried snack",
  soup: "soup",
  stew: "stew",
  salad: "salad",
  pudding: "pudding",
  sweets: "sweet",
  drink: "drink",
  rice: "rice dish",
  noodles: "noodle dish",
  fish: "fish or seafood dish",
  roast: "roast or grill",
  skewers: "grill",
  eggs: "egg dish",
  tacos: "wrap or taco",
  pasta: "pasta",
  pizza: "pizza",
  dumplings: "dumpling",
  cake: "cake",
  cookies: "biscuit or crisp snack",
  pie: "pie or tart",
  bread: "bread",
  dip: "dip or chutney",
  chaat: "chaat",
  sandwich: "sandwich",
  pancakes: "pancake",
};

/** Up to `limit` recipes from `pool` related to `r`, best first, each with its reason. */
export function relatedRecipes(r: Recipe, pool: Recipe[], limit = 6): RelatedRecipe[] {
  const fam = family(r);
  const regions = new Set(regional(r).map((c) => c.toLowerCase()));
  const mains = mainIngredients(r);
  const scored = pool
    .filter((o) => o.id !== r.id)
    .map((o) => {
      const sameFamily = fam !== "plate" && family(o) === fam;
      const sharedRegion = regional(o).find((c) => regions.has(c.toLowerCase()));
      const sharedMain = mainIngredients(o).find((m) => mains.includes(m));
      const sameCountry = Boolean(r.country) && o.country === r.country;
      const score = (sameFamily ? 3 : 0) + (sharedRegion ? 2.5 : sameCountry ? 1 : 0) + (sharedMain ? 2 : 0);
      const reason =
        sharedMain && (sameFamily || !sharedRegion)
          ? `Also with ${sharedMain}`
          : sameFamily
            ? `Another ${FAMILY_NAMES[fam] ?? fam}`
            : sharedRegion
              ? `More ${sharedRegion} cooking`
              : `More from ${o.country}`;
      return { o, score, reason };
    })
    .filter((x) => x.score >= 2)
    .sort((a, b) => b.score - a.score || a.o.id - b.o.id);
  // At most two of one reason, so the row mixes family, region and ingredient where it can.
  const out: RelatedRecipe[] = [];
  const perReason = new Map<string, number>();
  for (const pass of [2, Infinity]) {
    for (const { o, reason } of scored) {
      if (out.length >= limit) break;
      if (out.some((x) => x.id === o.id) || (perReason.get(reason) ?? 0) >= pass) continue;
      perReason.set(reason, (perReason.get(reason) ?? 0) + 1);
      out.push({
        id: o.id,
        title: o.title,
        image: o.image,
        imageAlt: o.imageAlt,
        busyMinutes: busyMinutesOf(o),
        ...(o.waitingNote ? { waitingNote: o.waitingNote } : {}),
        reason,
      });
    }
  }
  return out;
}
