// The held-out half of the assistant's evaluation (docs/decisions/0015-assistant-constraints-first.md).
// Written from the kinds of question in issue 22 (diet plus ingredient plus time, safety, how-to,
// off-topic), not from the catalog, and committed before the assistant was changed: the assistant is
// never tuned on these. Each question carries its hard constraints, declared by hand, so the scoring
// does not depend on how the assistant reads the question.

/** Diets as a reader states them; checked with the catalog's diet rules (src/server/recipes/diet-rules.ts). */
export type EvalDiet = "vegetarian" | "vegan" | "eggless" | "jain" | "vrat" | "gluten free" | "dairy free" | "nut free" | "halal";

export type HeldOutCase = {
  q: string;
  /** For a follow-up: the reader's question before this one (the conversation's earlier user turn). */
  before?: string;
  kind: "constraint" | "safety" | "how-to" | "off-topic";
  /** Every linked recipe keeps these diets. */
  diets?: EvalDiet[];
  /** Every linked recipe uses each of these (a pattern over its ingredient names and title). */
  use?: RegExp[];
  /** No linked recipe has an ingredient matching these. */
  avoid?: RegExp[];
  /** Every linked recipe is ready within this many minutes. */
  maxMinutes?: number;
  /** Every linked recipe is of this course (the catalog's dish types). */
  course?: string;
  /** For safety questions: the reply's first line is about this food. */
  lead?: RegExp;
  /** For how-to questions: the dish whose steps the reply gives (a pattern over the linked recipe title). */
  dish?: RegExp;
};

const CHICKPEA = /chickpea|chana|chole|garbanzo/;
const SPINACH = /spinach|palak|saag/;
const PANEER = /paneer/;
const POTATO = /potato|aloo|batata/;
const TOMATO = /tomato/;
const RICE = /\brice\b|chawal|basmati/;
const LENTIL = /lentil|\bdal\b|moong|masoor|toor|urad|\bgram\b/;
const EGG = /\begg/;
const CAULIFLOWER = /cauliflower|gobi/;
const COCONUT = /coconut/;
const MUSHROOM = /mushroom/;
const PEAS = /\bpeas\b|matar/;
const ONION = /onion|shallot|pyaaz/;
const GARLIC = /garlic|lahsun/;
const PEANUT = /peanut|groundnut/;
const CASHEW = /cashew|kaju/;
const OKRA = /okra|bhindi/;
const AUBERGINE = /aubergine|eggplant|brinjal|baingan/;
const YOGURT = /yogurt|yoghurt|curd|dahi/;

export const HELD_OUT: HeldOutCase[] = [
  // ---- Two or more constraints: diet, ingredient, time, course (45) ----
  { kind: "constraint", q: "Gluten-free dinner with chickpeas in under 30 minutes?", diets: ["gluten free"], use: [CHICKPEA], maxMinutes: 30 },
  { kind: "constraint", q: "vegan chana recipe, quick please, 40 min max", diets: ["vegan"], use: [CHICKPEA], maxMinutes: 40 },
  { kind: "constraint", q: "I'm vegetarian and have palak and paneer, something for dinner", diets: ["vegetarian"], use: [SPINACH, PANEER] },
  { kind: "constraint", q: "Jain lunch with paneer, no onion no garlic obviously", diets: ["jain"], use: [PANEER], avoid: [ONION, GARLIC] },
  { kind: "constraint", q: "a Jain recipe without potatoes for my in-laws", diets: ["jain"], avoid: [POTATO] },
  { kind: "constraint", q: "Navratri vrat food with sabudana", diets: ["vrat"], use: [/sabudana|tapioca pearl/] },
  { kind: "constraint", q: "fasting (vrat) snack I can make in 30 minutes", diets: ["vrat"], maxMinutes: 30 },
  { kind: "constraint", q: "eggless dessert for a birthday, nut-free because a child has an allergy", diets: ["eggless", "nut free"], course: "dessert" },
  { kind: "constraint", q: "Nut free vegan curry with coconut milk", diets: ["nut free", "vegan"], use: [COCONUT] },
  { kind: "constraint", q: "dairy-free and gluten-free breakfast ideas", diets: ["dairy free", "gluten free"], course: "breakfast" },
  { kind: "constraint", q: "Something vegetarian with aloo and matar for tonight, in 45 minutes", diets: ["vegetarian"], use: [POTATO, PEAS], maxMinutes: 45 },
  { kind: "constraint", q: "vegetarian biryani without egg, must be ready in an hour", diets: ["vegetarian"], maxMinutes: 60 },
  { kind: "constraint", q: "gluten free lentil soup", diets: ["gluten free"], use: [LENTIL], course: "soup" },
  { kind: "constraint", q: "What can I make with cauliflower and potatoes that's vegan?", diets: ["vegan"], use: [CAULIFLOWER, POTATO] },
  { kind: "constraint", q: "vegan recipe with mushrooms under 30 minutes", diets: ["vegan"], use: [MUSHROOM], maxMinutes: 30 },
  { kind: "constraint", q: "halal chicken dinner", diets: ["halal"], use: [/chicken/] },
  { kind: "constraint", q: "a halal lunch for office colleagues", diets: ["halal"] },
  {
    kind: "constraint",
    q: "My son is allergic to peanuts and cashews. A vegetarian snack for his school tiffin?",
    diets: ["vegetarian", "nut free"],
    avoid: [PEANUT, CASHEW],
  },
  { kind: "constraint", q: "no dairy, no gluten: a dal for dinner", diets: ["dairy free", "gluten free"], use: [LENTIL] },
  { kind: "constraint", q: "Eggless breakfast in 20 minutes", diets: ["eggless"], course: "breakfast", maxMinutes: 20 },
  { kind: "constraint", q: "vegetarian (we don't eat eggs) high protein lunch with rajma", diets: ["vegetarian"], use: [/kidney bean|rajma/] },
  { kind: "constraint", q: "I have okra and tomatoes. Vegetarian dish for lunch?", diets: ["vegetarian"], use: [OKRA, TOMATO] },
  { kind: "constraint", q: "gluten-free Indian bread", diets: ["gluten free"], course: "bread" },
  { kind: "constraint", q: "a vegan dessert that doesn't use nuts", diets: ["vegan", "nut free"], course: "dessert" },
  { kind: "constraint", q: "Jain dal recipe under 40 minutes", diets: ["jain"], use: [LENTIL], maxMinutes: 40 },
  { kind: "constraint", q: "dairy free curry with chicken and coconut", diets: ["dairy free"], use: [/chicken/, COCONUT] },
  { kind: "constraint", q: "vegetarian and gluten free, with rice, for 4 people", diets: ["vegetarian", "gluten free"], use: [RICE] },
  { kind: "constraint", q: "baingan recipe, vegan please", diets: ["vegan"], use: [AUBERGINE] },
  { kind: "constraint", q: "egg dish for breakfast that is gluten-free and ready in 15 minutes", diets: ["gluten free"], use: [EGG], maxMinutes: 15 },
  { kind: "constraint", q: "a quick vegan lunch in 25 minutes", diets: ["vegan"], course: "lunch", maxMinutes: 25 },
  {
    kind: "constraint",
    q:
      "Hello! We are hosting a family dinner for twelve people next Sunday and the diets are mixed: most of the family is vegetarian, " +
      "my uncle does not eat eggs at all, and my cousin's wife has coeliac disease so she cannot eat anything with gluten in it, not even a little. " +
      "The kids like mild food. I would love one main dish that everyone at the table can eat, ideally something with paneer or chickpeas, " +
      "and it would be great if it can be made ahead. Thank you so much for helping, I have been looking for ideas all week and nothing fits.",
    diets: ["vegetarian", "eggless", "gluten free"],
  },
  {
    kind: "constraint",
    q:
      "I'm cooking for my grandmother who keeps a Jain kitchen and my friend who is vegan. We want a lunch that works for both of them, " +
      "so nothing from animals, no onion, garlic or root vegetables. Something filling please.",
    diets: ["jain", "vegan"],
  },
  { kind: "constraint", q: "what to cook with chickpeas, spinach and tomatoes in 35 min", use: [CHICKPEA, SPINACH, TOMATO], maxMinutes: 35 },
  { kind: "constraint", q: "gluten free snack without potato", diets: ["gluten free"], course: "snack", avoid: [POTATO] },
  { kind: "constraint", q: "vegetarian soup with no dairy", diets: ["vegetarian", "dairy free"], course: "soup" },
  { kind: "constraint", q: "Something with yogurt that is gluten-free, for lunch", diets: ["gluten free"], use: [YOGURT], course: "lunch" },
  { kind: "constraint", q: "eggless and nut-free vegetarian dinner", diets: ["eggless", "nut free", "vegetarian"], course: "dinner" },
  { kind: "constraint", q: "a salad that is vegan and gluten free", diets: ["vegan", "gluten free"], course: "salad" },
  { kind: "constraint", q: "high protein vegetarian dinner without paneer", diets: ["vegetarian"], avoid: [PANEER], course: "dinner" },
  { kind: "constraint", q: "vegan breakfast with oats", diets: ["vegan"], use: [/\boats?\b/], course: "breakfast" },
  { kind: "constraint", q: "coconut rice that's ready in 30 minutes and vegan", diets: ["vegan"], use: [COCONUT, RICE], maxMinutes: 30 },
  { kind: "constraint", q: "I can't eat gluten or dairy. What's a good paneer-free Indian main?", diets: ["gluten free", "dairy free"], avoid: [PANEER] },
  { kind: "constraint", q: "vegetarian recipe with mushrooms and peas", diets: ["vegetarian"], use: [MUSHROOM, PEAS] },
  { kind: "constraint", q: "a Diwali sweet without eggs or nuts", diets: ["eggless", "nut free"], course: "dessert" },
  { kind: "constraint", q: "chicken and rice in one pot, gluten free, under an hour", diets: ["gluten free"], use: [/chicken/, RICE], maxMinutes: 60 },

  // ---- Safety: the reply leads with the rule for the food asked about (10) ----
  { kind: "safety", q: "Can I reheat rice the next day?", lead: /rice/i },
  { kind: "safety", q: "how long can cooked chicken stay in the fridge", lead: /chicken|cooked (meat|food)|leftover/i },
  { kind: "safety", q: "is it ok to leave dal out overnight", lead: /dal|cooked food|room temperature|2 hours/i },
  { kind: "safety", q: "How do I safely defrost frozen meat?", lead: /defrost|thaw/i },
  { kind: "safety", q: "Should I wash raw chicken before cooking?", lead: /wash/i },
  { kind: "safety", q: "are undercooked kidney beans dangerous", lead: /kidney beans|rajma/i },
  { kind: "safety", q: "can I freeze cooked rice", lead: /rice/i },
  { kind: "safety", q: "what temperature should reheated curry reach", lead: /74 °C|steaming/i },
  { kind: "safety", q: "is pink pork safe to eat", lead: /pork|63 °C/i },
  { kind: "safety", q: "how many times can I reheat leftover biryani", lead: /rice|biryani|once/i },

  // ---- How-to: the reply gives steps from the recipe, with its link (10) ----
  { kind: "how-to", q: "How do I make dal makhani?", dish: /dal makhani/i },
  { kind: "how-to", q: "steps for making chana masala", dish: /chana|chole|chickpea/i },
  { kind: "how-to", q: "how to cook palak paneer at home", dish: /palak paneer|saag paneer/i },
  { kind: "how-to", q: "How do you make masala dosa?", dish: /dosa/i },
  { kind: "how-to", q: "teach me to make aloo gobi", dish: /aloo gobi/i },
  { kind: "how-to", q: "how is pad thai made", dish: /pad thai/i },
  { kind: "how-to", q: "How do I make hummus?", dish: /hummus/i },
  { kind: "how-to", q: "method for jeera rice", dish: /jeera rice/i },
  { kind: "how-to", q: "how to make shakshuka", dish: /shakshuka/i },
  { kind: "how-to", q: "How do I make rajma?", dish: /rajma/i },

  // ---- Off-topic: a polite redirect, no links (10) ----
  { kind: "off-topic", q: "What's the best phone to buy this year?" },
  { kind: "off-topic", q: "Can you help me with my maths homework?" },
  { kind: "off-topic", q: "Who is the prime minister of India?" },
  { kind: "off-topic", q: "translate 'good morning' into Spanish" },
  { kind: "off-topic", q: "How do I renew my passport?" },
  { kind: "off-topic", q: "tell me a joke about cats" },
  { kind: "off-topic", q: "What time is it in Tokyo?" },
  { kind: "off-topic", q: "Recommend a good movie for tonight" },
  { kind: "off-topic", q: "how to change a car tyre" },
  { kind: "off-topic", q: "Explain how bitcoin works" },
];
