import { describe, expect, it } from "vitest";
import { checkCatalog, checkRecipe } from "./content-check.ts";
import type { CatalogRecipe } from "../../shared/recipes/schema.ts";

const base: CatalogRecipe = {
  id: 1,
  title: "Test Dal",
  summary: "A plain yellow lentil dal tempered with cumin, for testing the checker's rules.",
  readyInMinutes: 30,
  preparationMinutes: 5,
  cookingMinutes: 25,
  servings: 4,
  cuisines: ["Indian"],
  dishTypes: ["main course", "lunch"],
  diets: ["vegetarian", "vegan", "gluten free", "dairy free"],
  vegetarian: true,
  vegan: true,
  glutenFree: true,
  dairyFree: true,
  pricePerServing: 50,
  country: "India",
  region: "Asia",
  extendedIngredients: [
    { amount: 1, unit: "cup", name: "toor dal", original: "1 cup toor dal", aisle: "Grains" },
    { amount: 1, unit: "tsp", name: "cumin seeds", original: "1 tsp cumin seeds", aisle: "Spices and Seasonings" },
  ],
  analyzedInstructions: [
    {
      name: "",
      steps: [
        { number: 1, step: "Boil the dal until soft.", equipment: [], ingredients: [{ name: "toor dal" }], length: { number: 20, unit: "minutes" } },
        { number: 2, step: "Temper with cumin seeds.", equipment: [], ingredients: [{ name: "cumin seeds" }] },
      ],
    },
  ],
};
const withIngredient = (name: string, patch: Partial<CatalogRecipe> = {}): CatalogRecipe => ({
  ...base,
  ...patch,
  extendedIngredients: [...base.extendedIngredients, { amount: 1, unit: "", name, original: name, aisle: "Produce" }],
});

describe("checkRecipe", () => {
  it("accepts a sound recipe", () => expect(checkRecipe(base)).toEqual([]));
  it("refuses meat in a vegetarian dish", () =>
    expect(checkRecipe(withIngredient("chicken thighs")).join()).toMatch(/marked vegetarian but has chicken thighs/));
  it("refuses ghee in a vegan dish but not coconut milk", () => {
    expect(checkRecipe(withIngredient("ghee")).join()).toMatch(/marked vegan but has ghee/);
    expect(checkRecipe(withIngredient("coconut milk"))).toEqual([]);
  });
  it("refuses wheat and plain hing in a gluten-free dish, accepts gluten-free asafoetida", () => {
    expect(checkRecipe(withIngredient("whole wheat flour")).join()).toMatch(/marked gluten free/);
    expect(checkRecipe(withIngredient("asafoetida")).join()).toMatch(/marked gluten free/);
    expect(checkRecipe(withIngredient("gluten-free asafoetida"))).toEqual([]);
  });
  it("does not read eggplant as egg or butternut as butter", () => {
    expect(checkRecipe(withIngredient("eggplant"))).toEqual([]);
    expect(checkRecipe(withIngredient("butternut squash"))).toEqual([]);
  });
  it("refuses times that do not add up", () => {
    expect(checkRecipe({ ...base, readyInMinutes: 40 }).join()).toMatch(/is not preparationMinutes/);
    expect(checkRecipe({ ...base, readyInMinutes: 15, preparationMinutes: 5, cookingMinutes: 10 }).join()).toMatch(/steps' lengths add up to 20/);
  });
  it("refuses a step ingredient missing from the list", () => {
    const bad = structuredClone(base);
    bad.analyzedInstructions[0]!.steps[1]!.ingredients.push({ name: "mustard seeds" });
    expect(checkRecipe(bad).join()).toMatch(/uses "mustard seeds", which is not in the ingredient list/);
  });
  it("refuses a region that does not match the country", () => {
    expect(checkRecipe({ ...base, region: "Europe" }).join()).toMatch(/region "Europe" is wrong for India/);
  });
});

describe("checkCatalog", () => {
  it("finds duplicate ids and titles across files and schema errors", () => {
    const { problems } = checkCatalog([
      { file: "a.json", raw: base },
      { file: "b.json", raw: { ...base, title: "test dal" } },
      { file: "c.json", raw: { ...base, id: 2, servings: -1 } },
    ]);
    const messages = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join("\n");
    expect(messages).toContain("id 1 is also used in a.json");
    expect(messages).toContain("title is also used in a.json");
    expect(messages).toMatch(/servings/);
  });
});

describe("checkRecipe: issue #16 rules", () => {
  const soaked: CatalogRecipe = {
    ...base,
    readyInMinutes: 510,
    preparationMinutes: 485,
    cookingMinutes: 25,
    analyzedInstructions: [
      {
        name: "",
        steps: [
          {
            number: 1,
            step: "Soak the dal overnight in plenty of water.",
            equipment: [],
            ingredients: [{ name: "toor dal" }],
            length: { number: 480, unit: "minutes" },
          },
          {
            number: 2,
            step: "Boil the dal until soft, then temper with cumin seeds.",
            equipment: [],
            ingredients: [{ name: "toor dal" }],
            length: { number: 25, unit: "minutes" },
          },
        ],
      },
    ],
  };
  it("asks a long recipe whose time is mostly soaking to declare its waiting", () => {
    expect(checkRecipe(soaked).join()).toMatch(/480 min is soaking\/resting: declare waitingMinutes/);
    expect(checkRecipe({ ...soaked, waitingMinutes: 480, waitingNote: "overnight soak" })).toEqual([]);
  });
  it("refuses waiting that the steps do not show, or a minutes without its note", () => {
    expect(checkRecipe({ ...soaked, waitingMinutes: 500, waitingNote: "overnight soak" }).join()).toMatch(
      /more than the soaking\/resting steps add up to \(480 min\)/,
    );
    expect(checkRecipe({ ...soaked, waitingMinutes: 480 }).join()).toMatch(/waitingMinutes and waitingNote go together/);
  });
  it("refuses a temperature in one scale only", () => {
    const hot = (step: string): CatalogRecipe => ({
      ...base,
      analyzedInstructions: [{ name: "", steps: [{ ...base.analyzedInstructions[0]!.steps[0]!, step }] }],
    });
    expect(checkRecipe(hot("Heat the oven to 180°C and bake the toor dal.")).join()).toMatch(/°C only: add °F/);
    expect(checkRecipe(hot("Heat the oil to 175 C and fry the toor dal.")).join()).toMatch(/°C only/);
    expect(checkRecipe(hot("Heat the oven to 180°C (350°F) and bake the toor dal."))).toEqual([]);
  });
  it("refuses 'divided' (each part goes in its group) and a group split in two", () => {
    const g = (group: string | undefined, original = "1 tsp salt") => ({
      amount: 1,
      unit: "tsp" as const,
      name: `salt ${group ?? ""}`.trim(),
      original,
      aisle: "Spices and Seasonings" as const,
      group,
    });
    const grouped = (ings: ReturnType<typeof g>[]) => ({ ...base, extendedIngredients: [...base.extendedIngredients, ...ings] });
    expect(checkRecipe(grouped([g("For the tadka", "1 tsp salt, divided")])).join()).toMatch(/says "divided" for salt For the tadka/);
    const divided = {
      ...base,
      extendedIngredients: [
        ...base.extendedIngredients,
        { amount: 1, unit: "tsp" as const, name: "salt", original: "1 tsp salt, divided", aisle: "Spices and Seasonings" as const },
      ],
    };
    expect(checkRecipe(divided).join()).toMatch(/says "divided" for salt: list each part/);
    expect(checkRecipe(grouped([g("For the marinade"), g("For the tadka"), { ...g("For the marinade"), name: "salt again" }])).join()).toMatch(
      /group "For the marinade" is split/,
    );
  });
  it("checks jain against onion, garlic and roots, and vrat against grains, pulses and table salt", () => {
    const jain = { diets: [...base.diets, "jain" as const] };
    expect(checkRecipe(withIngredient("red onion", jain)).join()).toMatch(/marked jain but has red onion/);
    expect(checkRecipe(withIngredient("potatoes", jain)).join()).toMatch(/marked jain but has potatoes/);
    expect(checkRecipe(withIngredient("ginger powder", jain))).toEqual([]);
    const vrat = { diets: [...base.diets, "vrat" as const] };
    expect(checkRecipe(withIngredient("sabudana", vrat)).join()).toMatch(/marked vrat but has toor dal/);
    const fast: CatalogRecipe = {
      ...base,
      diets: [...base.diets, "vrat"],
      extendedIngredients: [
        { amount: 1, unit: "cup", name: "sabudana", original: "1 cup sabudana", aisle: "Grains" },
        { amount: 1, unit: "tsp", name: "cumin seeds", original: "1 tsp cumin seeds", aisle: "Spices and Seasonings" },
        { amount: 1, unit: "tsp", name: "salt", original: "1 tsp salt", aisle: "Spices and Seasonings" },
      ],
      analyzedInstructions: [
        { name: "", steps: [{ number: 1, step: "Cook the sabudana with cumin seeds.", equipment: [], ingredients: [{ name: "sabudana" }] }] },
      ],
    };
    expect(checkRecipe(fast).join()).toMatch(/uses salt: fasting food uses rock salt/);
    const rock = {
      ...fast,
      extendedIngredients: fast.extendedIngredients.map((i) => (i.name === "salt" ? { ...i, name: "rock salt", original: "1 tsp rock salt" } : i)),
    };
    expect(checkRecipe(rock)).toEqual([]);
  });
  it("asks gluten-free recipes to name stock, sausages and curry powder gluten-free", () => {
    expect(checkRecipe(withIngredient("vegetable stock")).join()).toMatch(/vegetable stock can contain gluten/);
    expect(checkRecipe(withIngredient("curry powder")).join()).toMatch(/curry powder can contain gluten/);
    expect(checkRecipe(withIngredient("gluten-free vegetable stock"))).toEqual([]);
  });
  it("asks vegetarian recipes to note the animal rennet of Parmigiano-type cheeses", () => {
    const cheese = { ...base, vegan: false, dairyFree: false, diets: ["vegetarian", "gluten free"] as CatalogRecipe["diets"] };
    expect(checkRecipe(withIngredient("parmesan", cheese)).join()).toMatch(/note the animal rennet/);
    const noted = {
      ...cheese,
      extendedIngredients: [
        ...base.extendedIngredients,
        { amount: 40, unit: "g" as const, name: "parmesan", original: "40 g parmesan (made with animal rennet)", aisle: "Cheese" as const },
      ],
    };
    expect(checkRecipe(noted)).toEqual([]);
  });
  it("accepts one ingredient once per group, and refuses a yield whose count no step gives", () => {
    const salt = (group: string) => ({ amount: 1, unit: "tsp" as const, name: "salt", original: "1 tsp salt", aisle: "Spices and Seasonings" as const, group });
    const twoSalts = {
      ...base,
      extendedIngredients: [...base.extendedIngredients.map((i) => ({ ...i, group: "For the dal" })), salt("For the dal"), salt("For the tadka")],
    };
    expect(checkRecipe(twoSalts)).toEqual([]);
    expect(checkRecipe({ ...twoSalts, extendedIngredients: [...twoSalts.extendedIngredients, salt("For the tadka")] }).join()).toMatch(
      /"salt" is listed twice in "For the tadka"/,
    );
    expect(checkRecipe({ ...base, yield: "12 pieces" }).join()).toMatch(/yield "12 pieces" names 12, which no step does/);
  });
  it("refuses a title that names egg when no ingredient is egg", () => {
    expect(checkRecipe({ ...base, title: "Egg Dal" }).join()).toMatch(/names egg but no ingredient is egg/);
    expect(checkRecipe({ ...base, title: "Eggplant Dal" })).toEqual([]);
  });
});
