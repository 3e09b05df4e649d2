// content/cooking-tips.json: the rotating notes of the time-based pages (docs/product.md#b-limits): a cooking tip and
// technique per day (47 dishes), a spice per week and a cooking theme per month. Checked by
// `npm run check:content`; the pages import the file itself (types only from here: no zod in the pages).
import { z } from "zod";

const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const CookingTipSchema = z.strictObject({
  dish: Text(2, 60),
  tip: Text(30, 400),
  technique: z.strictObject({ name: Text(2, 60), how: Text(30, 400) }),
});
export const SpiceSchema = z.strictObject({ name: Text(2, 60), notes: Text(20, 300), usedIn: Text(3, 120) });
export const MonthThemeSchema = z.strictObject({ theme: Text(3, 60), ingredients: z.array(Text(2, 40)).min(3).max(10), focus: Text(30, 300) });

/** docs/product.md#b-limits: 47 dishes rotate by day; one theme per month. */
export const COOKING_TIP_COUNT = 47;
export const CookingTipsFileSchema = z.strictObject({
  tips: z.array(CookingTipSchema).length(COOKING_TIP_COUNT),
  spices: z.array(SpiceSchema).min(12),
  monthThemes: z.array(MonthThemeSchema).length(12),
});

export type CookingTip = z.infer<typeof CookingTipSchema>;
export type Spice = z.infer<typeof SpiceSchema>;
export type MonthTheme = z.infer<typeof MonthThemeSchema>;
export type CookingTipsFile = z.infer<typeof CookingTipsFileSchema>;
