// /plan: the week's four meals a day. A recipe arrives with ?add=<id>&title=&servings= (from its page or
// an assistant's reply) and goes in the slot the cook picks; slots move, empty, repeat last week and
// "fill the gaps" (docs/decisions/0019-meal-plan-and-shopping-list.md).
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MEAL_TYPES } from "../../../shared/common/calendar.ts";
import type { PlanSlot, PlanSuggestion } from "../../../shared/plan/schema.ts";
import { addDays, changeSlots, loadWeek, repeatLastWeek, suggestions, weekStart } from "./plan-data.ts";
import { useHydrated } from "../../lib/hooks.ts";
import { WeekPlaceholder } from "./week-placeholder.tsx";

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { weekday: "long", day: "numeric", month: "short", timeZone: "UTC" });
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function PlanPage({ userId }: { userId: string | null | undefined }) {
  const [params, setParams] = useSearchParams();
  const [week, setWeek] = useState(() => params.get("week") ?? weekStart(new Date()));
  const [slots, setSlots] = useState<PlanSlot[] | null>(null);
  const [gaps, setGaps] = useState<PlanSuggestion[]>([]);
  const [error, setError] = useState("");
  const adding = params.get("add")
    ? { recipeId: Number(params.get("add")), title: params.get("title") ?? "", servings: Number(params.get("servings")) || undefined }
    : null;

  const reload = useCallback(async () => {
    if (userId === undefined) return;
    try {
      setSlots(await loadWeek(week, userId));
      setError("");
    } catch (err) {
      setError(err instanceof Error ? err.message : "The plan could not be loaded.");
    }
  }, [week, userId]);
  useEffect(() => void reload(), [reload]);

  const run = async (fn: () => Promise<void>) => {
    try {
      await fn();
      await reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : "That did not work. Please try again.");
    }
  };
  const hydrated = useHydrated();
  if (!hydrated) return <WeekPlaceholder title="Meal plan" text="Loading the plan…" width="max-w-5xl" />;
  const at = (day: string, slot: string) => slots?.find((s) => s.day === day && s.slot === slot);
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const empty = days.flatMap((day) => MEAL_TYPES.filter((slot) => !at(day, slot)).map((slot) => ({ day, slot })));

  return (
    <main id="main" className="mx-auto min-h-screen max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Meal plan</h1>
      <p className="mt-2 text-stone-700">
        {userId ? "Your plan is kept in your account." : "Your plan is kept in this browser; sign in to keep it in your account."}{" "}
        <Link className="font-semibold text-orange-800 underline" to={`/shopping-list?week=${week}`}>
          Shopping list for this week
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button type="button" className="rounded border border-stone-300 px-3 py-2" onClick={() => setWeek(addDays(week, -7))}>
          Previous week
        </button>
        <span className="font-semibold" aria-live="polite">
          Week of {dayLabel(week)}
        </span>
        <button type="button" className="rounded border border-stone-300 px-3 py-2" onClick={() => setWeek(addDays(week, 7))}>
          Next week
        </button>
        <button type="button" className="rounded border border-stone-300 px-3 py-2" onClick={() => void run(() => repeatLastWeek(week, userId ?? null))}>
          Repeat last week
        </button>
        {userId ? (
          <button
            type="button"
            className="rounded border border-stone-300 px-3 py-2"
            onClick={() => void suggestions(week, userId).then(setGaps, (e: Error) => setError(e.message))}
          >
            Fill the gaps
          </button>
        ) : null}
      </div>
      {adding ? (
        <p className="mt-4 rounded bg-amber-50 p-3" role="status">
          Choose a slot for <strong>{adding.title || `recipe ${adding.recipeId}`}</strong>.{" "}
          <button type="button" className="underline" onClick={() => setParams({})}>
            Cancel
          </button>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-red-700">
          {error}
        </p>
      ) : null}
      {gaps.length ? (
        <section className="mt-4 rounded border border-stone-200 p-3" aria-label="Suggestions for the empty slots">
          <h2 className="font-semibold">Suggestions ({gaps.length})</h2>
          <ul className="mt-2 space-y-1">
            {gaps.map((g) => (
              <li key={`${g.day}|${g.slot}`}>
                {dayLabel(g.day)}, {g.slot}: {g.title} <span className="text-stone-500">({g.reason})</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-2 rounded bg-orange-700 px-3 py-2 text-white"
            onClick={() =>
              void run(async () => {
                await changeSlots(
                  gaps.map((g) => ({ day: g.day, slot: g.slot, recipeId: g.recipeId, servings: g.servings, title: g.title })),
                  userId ?? null,
                );
                setGaps([]);
              })
            }
          >
            Add all suggestions
          </button>
        </section>
      ) : null}
      {slots === null ? (
        <p className="mt-6">Loading the plan…</p>
      ) : (
        <ol className="mt-6 grid gap-4 md:grid-cols-2">
          {days.map((day) => (
            <li key={day} className="rounded border border-stone-200 p-3" data-day={day}>
              <h2 className="font-serif text-xl font-bold">{dayLabel(day)}</h2>
              <ul className="mt-2 space-y-2">
                {MEAL_TYPES.map((slot) => {
                  const s = at(day, slot);
                  return (
                    <li key={slot} className="flex flex-wrap items-center gap-2" data-slot={`${day}|${slot}`}>
                      <span className="w-20 text-sm font-semibold text-stone-600">{cap(slot)}</span>
                      {s ? (
                        <>
                          <Link className="text-orange-800 underline" to={`/recipe/${s.recipeId}`}>
                            {s.title || `Recipe ${s.recipeId}`}
                          </Link>
                          <label className="text-sm">
                            Servings{" "}
                            <input
                              type="number"
                              min={1}
                              max={50}
                              defaultValue={s.servings}
                              className="w-14 rounded border border-stone-300 px-1"
                              onBlur={(e) => {
                                const n = Number(e.currentTarget.value);
                                if (Number.isInteger(n) && n >= 1 && n <= 50 && n !== s.servings)
                                  void run(() => changeSlots([{ day, slot, recipeId: s.recipeId, servings: n, title: s.title }], userId ?? null));
                              }}
                            />
                          </label>
                          <select
                            aria-label={`Move ${s.title} to`}
                            className="rounded border border-stone-300 text-sm"
                            value=""
                            onChange={(e) => {
                              const [toDay, toSlot] = e.currentTarget.value.split("|") as [string, PlanSlot["slot"]];
                              void run(() =>
                                changeSlots(
                                  [
                                    { day, slot, recipeId: null },
                                    { day: toDay, slot: toSlot, recipeId: s.recipeId, servings: s.servings, title: s.title },
                                  ],
                                  userId ?? null,
                                ),
                              );
                            }}
                          >
                            <option value="">Move to…</option>
                            {empty.map((e) => (
                              <option key={`${e.day}|${e.slot}`} value={`${e.day}|${e.slot}`}>
                                {dayLabel(e.day)}, {e.slot}
                              </option>
                            ))}
                          </select>
                          <button
                            type="button"
                            className="text-sm underline"
                            onClick={() => void run(() => changeSlots([{ day, slot, recipeId: null }], userId ?? null))}
                          >
                            Remove
                          </button>
                        </>
                      ) : adding ? (
                        <button
                          type="button"
                          className="rounded border border-orange-700 px-2 py-1 text-sm text-orange-800"
                          onClick={() =>
                            void run(async () => {
                              await changeSlots([{ day, slot, recipeId: adding.recipeId, servings: adding.servings, title: adding.title }], userId ?? null);
                              setParams({});
                            })
                          }
                        >
                          Put it here
                        </button>
                      ) : (
                        <span className="text-sm text-stone-500">empty</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
