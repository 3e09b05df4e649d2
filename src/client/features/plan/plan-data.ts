// The week's plan in the browser: signed out it lives in local storage; signed in it is the account's
// (the server's rows), and a signed-out plan is merged into it once (docs/decisions/0019-*.md).
import { apiGet, apiPost } from "../../lib/api.ts";
import type { PlanChange, PlanSlot, PlanSuggestionsResponse, PlanWeekResponse } from "../../../shared/plan/schema.ts";

const LOCAL_KEY = "masala:plan";

/** The first day of the week holding `date`, in the browser's locale (Monday unless the locale says Sunday or Saturday). */
export function weekStart(date: Date, locale = typeof navigator === "undefined" ? "en-GB" : navigator.language): string {
  let firstDay = 1; // ISO: Monday
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
  } catch {
    firstDay = 1;
  }
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const back = (day.getUTCDay() - (firstDay % 7) + 7) % 7;
  return new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function readLocal(): PlanSlot[] {
  try {
    const value = JSON.parse(localStorage.getItem(LOCAL_KEY) ?? "[]") as unknown;
    return Array.isArray(value) ? (value as PlanSlot[]) : [];
  } catch {
    return [];
  }
}
const writeLocal = (slots: PlanSlot[]) => localStorage.setItem(LOCAL_KEY, JSON.stringify(slots));

const inWeek = (week: string) => (s: PlanSlot) => s.day >= week && s.day < addDays(week, 7);

/** The slots of the seven days from `week`; signed in, a waiting signed-out plan is merged first. */
export async function loadWeek(week: string, userId: string | null): Promise<PlanSlot[]> {
  if (!userId) return readLocal().filter(inWeek(week));
  const local = readLocal();
  if (local.length) {
    await apiPost("/api/plan/merge", { userId, slots: local });
    writeLocal([]);
  }
  return (await apiGet<PlanWeekResponse>(`/api/plan?week=${week}&userId=${userId}`)).slots;
}

/** Applies changes (fill: recipeId; empty: null) to the account or to this browser's plan. */
export async function changeSlots(changes: (PlanChange & { title?: string })[], userId: string | null): Promise<void> {
  if (userId) {
    await apiPost("/api/plan/slots", { userId, changes });
    return;
  }
  let slots = readLocal();
  for (const c of changes) {
    slots = slots.filter((s) => !(s.day === c.day && s.slot === c.slot));
    if (c.recipeId !== null) slots.push({ day: c.day, slot: c.slot, recipeId: c.recipeId, servings: c.servings ?? 4, title: c.title ?? "" });
  }
  writeLocal(slots);
}

/** Last week's dishes into this week's empty slots. */
export async function repeatLastWeek(week: string, userId: string | null): Promise<void> {
  if (userId) {
    await apiPost("/api/plan/repeat", { userId, week });
    return;
  }
  const slots = readLocal();
  const taken = new Set(slots.map((s) => `${s.day}|${s.slot}`));
  const copies = slots.filter(inWeek(addDays(week, -7))).map((s) => ({ ...s, day: addDays(s.day, 7) }));
  writeLocal([...slots, ...copies.filter((s) => !taken.has(`${s.day}|${s.slot}`))]);
}

export async function suggestions(week: string, userId: string) {
  return (await apiGet<PlanSuggestionsResponse>(`/api/plan/suggestions?week=${week}&userId=${userId}`)).suggestions;
}
