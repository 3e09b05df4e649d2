// The rotating notes of the time-based pages, from content/cooking-tips.json (checked by the content check).
import type { CookingTipsFile } from "../../../shared/recipes/cooking-tips.schema.ts";
import content from "../../../../content/cooking-tips.json";

const { tips, spices, monthThemes } = content as CookingTipsFile;
export { tips as COOKING_TIPS, spices as SPICES, monthThemes as MONTH_THEMES };
const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The day's entry: day of year 1 gets the first dish. */
export const tipOfDay = (dayOfYear: number) => tips[mod(dayOfYear - 1, tips.length)]!;
/** The week's spice: week 1 gets the first spice. */
export const spiceOfWeek = (week: number) => spices[mod(week - 1, spices.length)]!;
export const themeOfMonth = (monthIndex: number) => monthThemes[mod(monthIndex, 12)]!;
