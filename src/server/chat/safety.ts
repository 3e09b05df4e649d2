// Food-safety answers of the built-in assistant: the rule for the food asked about comes first
// (docs/decisions/0015-assistant-constraints-first.md). The rules are those the UK Food Standards Agency
// (FSA) and the US Department of Agriculture (USDA) publish for home cooks, as in our article
// content/articles/food-safety-for-leftovers.json.
import { plain } from "./constraints.ts";

export type SafetyRule = {
  id: string;
  /** The food the rule is about (matched on the plain question). */
  food: RegExp;
  /** What is being done to it; a rule with a topic needs the topic too. */
  topic?: RegExp;
  lines: string[];
};

const RICE = /\b(rice|biryani|pulao|pilaf|khichdi|fried rice|chawal)\b/;
const POULTRY_MEAT = /\b(chicken|poultry|turkey|meat|mutton|lamb|beef|pork|fish)\b/;
const STORE = /\b(fridge|keep|kept|last|stay|store|storing|how long|days?)\b/;

export const SAFETY_RULES: SafetyRule[] = [
  {
    id: "rice-freeze",
    food: RICE,
    topic: /\b(freeze|freezing|frozen|freezer)\b/,
    lines: [
      "Rice freezes well: cool cooked rice quickly (within an hour, spread on a tray), then freeze it in portions.",
      "Thaw it in the fridge or straight in the microwave, and reheat it once, until steaming hot all the way through (FSA).",
    ],
  },
  {
    id: "rice",
    food: RICE,
    lines: [
      "Rice needs the most care of all leftovers: cooked rice can carry spores of Bacillus cereus that survive cooking, and if the rice sits warm they grow and make a toxin that reheating does not destroy.",
      "So cool leftover rice within an hour (spread it out), keep it in the fridge, eat it within a day, and reheat it only once, until steaming hot all the way through (FSA and NHS advice). Biryani and pulao follow the same rule.",
    ],
  },
  {
    id: "wash-chicken",
    food: /\b(chicken|poultry|turkey|meat)\b/,
    topic: /\b(wash|washing|rinse|rinsing)\b/,
    lines: [
      "Do not wash raw chicken: the splashes spread Campylobacter and other bacteria over the sink, the worktop and you, and cooking to 74 °C (165 °F) kills them anyway (FSA and USDA).",
      "Wash your hands, the board and the knife after handling raw chicken instead.",
    ],
  },
  {
    id: "defrost",
    food: /\b(defrost|defrosting|thaw|thawing|frozen)\b/,
    lines: [
      "Defrost frozen meat in the fridge (about a day for every 2 kg), in cold water in a sealed bag with the water changed every 30 minutes, or in the microwave and then cook it at once (USDA).",
      "Never thaw meat on the counter at room temperature: the outside warms into the range where bacteria grow while the centre is still frozen.",
    ],
  },
  {
    id: "kidney-beans",
    food: /\b(kidney beans?|rajma)\b/,
    lines: [
      "Raw or undercooked red kidney beans (rajma) contain a lectin, phytohaemagglutinin, that causes severe vomiting within hours.",
      "Soak dried beans for at least 12 hours, then boil them hard for at least 10 minutes (or pressure-cook them until soft) before simmering; a slow cooker alone may not get hot enough. Canned beans are already cooked (FSA).",
    ],
  },
  {
    id: "pork",
    food: /\b(pork|ham|bacon)\b/,
    lines: [
      "Pork: whole cuts (chops, roasts, tenderloin) are safe at 63 °C (145 °F) in the centre followed by a 3-minute rest, even if still a little pink; minced pork and sausages need 71 °C (160 °F) (USDA).",
    ],
  },
  {
    id: "left-out",
    food: /\b(overnight|room temperature|left out|leave .{1,20} out|on the counter|on the stove)\b/,
    lines: [
      "Cooked food, dal and curry included, should not sit at room temperature for more than 2 hours (1 hour above 32 °C / 90 °F): bacteria grow fastest between about 5 °C and 60 °C, and some make toxins that reheating does not destroy (USDA).",
      "Food left out overnight is safest thrown away; next time, cool it in shallow containers and put it in the fridge within 2 hours.",
    ],
  },
  {
    id: "cooked-storage",
    food: POULTRY_MEAT,
    topic: STORE,
    lines: [
      "Cooked chicken, meat and fish: refrigerate within 2 hours of cooking, at 5 °C or below, and eat within 3 to 4 days (USDA; the FSA advises 2 days for leftovers). Freeze what you will not eat in that time.",
      "Reheat once, until steaming hot, 74 °C (165 °F) in the centre.",
    ],
  },
  {
    id: "reheat",
    food: /\b(curry|dal|daal|dhal|leftovers?|sabzi|stew|soup|reheat|reheated|reheating)\b/,
    lines: [
      "Reheat leftovers, curry and dal included, until steaming hot all the way through: 74 °C (165 °F) in the centre (USDA). Stir halfway in the microwave so no cold spot is left.",
      "Reheat only the portion you will eat, and only once (FSA); cooked leftovers keep 2 to 3 days in the fridge at 5 °C or below.",
    ],
  },
];

/** The rules for the question, the one for the food asked about first; empty when none applies. */
export function safetyRules(question: string): SafetyRule[] {
  const q = plain(question);
  return SAFETY_RULES.map((r, order) => ({ r, order, food: r.food.test(q), topic: r.topic ? r.topic.test(q) : true }))
    .filter((x) => x.food && x.topic)
    .sort((a, b) => Number(!!b.r.topic) - Number(!!a.r.topic) || a.order - b.order)
    .map((x) => x.r);
}
