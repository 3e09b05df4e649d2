// docs/product.md#b-limits: seasons by month and their keywords; week number; meal type by day of year.
import { MONTH_NAMES } from "./us-format.ts";
export type Season = "Winter" | "Spring" | "Summer" | "Fall";

export const SEASON_KEYWORDS: Record<Season, string[]> = {
  Winter: ["soup", "stew", "casserole", "roast"],
  Spring: ["fresh", "green", "salad", "asparagus"],
  Summer: ["grill", "barbecue", "cold", "refreshing"],
  Fall: ["pumpkin", "apple", "harvest", "warming"],
};

/** Jan-Mar Winter, Apr-Jun Spring, Jul-Sep Summer, Oct-Dec Fall. */
export function seasonOf(date: Date): Season {
  return (["Winter", "Spring", "Summer", "Fall"] as const)[Math.floor(date.getMonth() / 3)]!;
}

export function dayOfYear(date: Date): number {
  const start = new Date(date.getFullYear(), 0, 1);
  return Math.floor((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(start.getFullYear(), 0, 1)) / 86_400_000) + 1;
}

/** Week number = floor(days since Jan 1 / 7) + 1. */
export function weekOfYear(date: Date): number {
  return Math.floor((dayOfYear(date) - 1) / 7) + 1;
}

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** The daily page's default meal type rotates breakfast, lunch, dinner, snack by day of year. */
export function mealTypeOf(date: Date): MealType {
  return MEAL_TYPES[(dayOfYear(date) - 1) % 4]!;
}

/** The season of a month name ("march" -> Winter), or undefined. */
export function seasonOfMonthName(name: string): Season | undefined {
  const i = MONTH_NAMES.findIndex((m) => m.toLowerCase() === name.toLowerCase());
  return i < 0 ? undefined : seasonOf(new Date(2000, i, 1));
}
