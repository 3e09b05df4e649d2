// /shopping-list: the week's list, built here from the planned recipes (shopping-list.ts), with ticks and
// hand-added items kept in local storage first and synced to the account when there is a network, so
// the list works in a shop without one (docs/decisions/0019-meal-plan-and-shopping-list.md).
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { apiGet, apiPost } from "../../lib/api.ts";
import { useHydrated } from "../../lib/hooks.ts";
import { loadWeek, weekStart } from "../../features/plan/plan-data.ts";
import { WeekPlaceholder } from "../../features/plan/week-placeholder.tsx";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import type { ShoppingListState } from "../../../shared/plan/schema.ts";
import { buildShoppingList, shoppingListText, type PlannedRecipe, type ShoppingLine } from "./shopping-list.ts";
import { HandledForm } from "../../ui/handled-form.tsx";

type Local = {
  ticks: Record<string, { ticked: boolean; at: string }>;
  items: Record<string, { label: string; deleted: boolean; at: string }>;
  dirty: string[];
};
const listKey = (week: string) => `masala:list:${week}`;
const recipesKey = (week: string) => `masala:list-recipes:${week}`;
const STAPLES_KEY = "masala:own-staples";

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? "null") as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}
/** A dish's name without its explanation in brackets: "Punjabi Chole (Chickpea Curry)" is "Punjabi Chole". */
const shortTitle = (title: string) => title.replace(/\s*\([^)]*\)/g, "").trim() || title;
const emptyLocal = (): Local => ({ ticks: {}, items: {}, dirty: [] });

/** The planned recipes with their ingredients; the last copy when there is no network. */
async function plannedRecipes(week: string, userId: string | null): Promise<PlannedRecipe[]> {
  try {
    const slots = await loadWeek(week, userId);
    const recipes = new Map<number, Recipe>();
    await Promise.all([...new Set(slots.map((s) => s.recipeId))].map(async (id) => recipes.set(id, await apiGet<Recipe>(`/api/recipes/${id}`))));
    const planned = slots.flatMap((s) => {
      const r = recipes.get(s.recipeId);
      return r ? [{ recipeId: r.id, title: r.title, servings: r.servings, planned: s.servings, ingredients: r.extendedIngredients }] : [];
    });
    localStorage.setItem(recipesKey(week), JSON.stringify(planned));
    return planned;
  } catch (err) {
    const kept = readJson<PlannedRecipe[] | null>(recipesKey(week), null);
    if (kept) return kept;
    throw err;
  }
}

export function ShoppingListPage({ userId }: { userId: string | null | undefined }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const week = params.get("week") ?? weekStart(new Date());
  const [planned, setPlanned] = useState<PlannedRecipe[] | null>(null);
  const [local, setLocal] = useState<Local>(emptyLocal);
  const [error, setError] = useState("");
  const [note, setNote] = useState("");
  const [newItem, setNewItem] = useState("");
  const ownStaples = useMemo(() => (typeof localStorage === "undefined" ? [] : readJson<string[]>(STAPLES_KEY, [])), []);

  const save = (next: Local) => {
    localStorage.setItem(listKey(week), JSON.stringify(next));
    setLocal(next);
  };

  /** Sends this browser's changes, then mirrors the account's state (each line's newest change won). */
  const sync = useCallback(async () => {
    if (!userId) return;
    const current = readJson<Local>(listKey(week), emptyLocal());
    const ticks = current.dirty
      .filter((k) => k.startsWith("t:"))
      .flatMap((k) => {
        const t = current.ticks[k.slice(2)];
        return t ? [{ key: k.slice(2), ...t }] : [];
      });
    const items = current.dirty
      .filter((k) => k.startsWith("i:"))
      .flatMap((k) => {
        const i = current.items[k.slice(2)];
        return i ? [{ id: k.slice(2), ...i }] : [];
      });
    try {
      const state = await apiPost<ShoppingListState>("/api/shopping-list/sync", { userId, week, ticks, items });
      const latest = readJson<Local>(listKey(week), emptyLocal());
      const sent = new Set(current.dirty);
      const next: Local = {
        ticks: Object.fromEntries(state.ticks.map((t) => [t.key, { ticked: t.ticked, at: t.at }])),
        items: Object.fromEntries(state.items.map((i) => [i.id, { label: i.label, deleted: i.deleted, at: i.at }])),
        dirty: latest.dirty.filter((k) => !sent.has(k)),
      };
      // changes made while the call was on its way stay, and go with the next sync
      for (const k of next.dirty) {
        if (k.startsWith("t:") && latest.ticks[k.slice(2)]) next.ticks[k.slice(2)] = latest.ticks[k.slice(2)]!;
        if (k.startsWith("i:") && latest.items[k.slice(2)]) next.items[k.slice(2)] = latest.items[k.slice(2)]!;
      }
      save(next);
      setNote("");
    } catch {
      setNote("Offline: your ticks are kept on this device and sync when you are back online.");
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, week]);

  useEffect(() => {
    if (userId === undefined) return;
    setLocal(readJson<Local>(listKey(week), emptyLocal()));
    plannedRecipes(week, userId).then(setPlanned, (err: Error) => setError(err.message));
    void sync();
    const online = () => void sync();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [week, userId, sync]);

  const list = useMemo(() => (planned ? buildShoppingList(planned, ownStaples) : null), [planned, ownStaples]);
  const ticked = new Set(Object.entries(local.ticks).flatMap(([k, t]) => (t.ticked ? [k] : [])));
  const extras = Object.entries(local.items).filter(([, i]) => !i.deleted);

  const change = (next: Local, dirtyKey: string) => {
    save({ ...next, dirty: [...new Set([...next.dirty, dirtyKey])] });
    void sync();
  };
  const toggle = (key: string) =>
    change({ ...local, ticks: { ...local.ticks, [key]: { ticked: !ticked.has(key), at: new Date().toISOString() } } }, `t:${key}`);
  const addItem = () => {
    const label = newItem.trim();
    if (!label) return;
    const id = `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    change({ ...local, items: { ...local.items, [id]: { label, deleted: false, at: new Date().toISOString() } } }, `i:${id}`);
    setNewItem("");
  };
  const removeItem = (id: string) =>
    change({ ...local, items: { ...local.items, [id]: { ...local.items[id]!, deleted: true, at: new Date().toISOString() } } }, `i:${id}`);

  const share = async () => {
    if (!list) return;
    const text = shoppingListText(
      list,
      ticked,
      extras.map(([, i]) => i.label),
    );
    try {
      if (navigator.share) await navigator.share({ title: "Shopping list", text });
      else {
        await navigator.clipboard.writeText(text);
        setNote("The list is copied.");
      }
    } catch {
      setNote("The list could not be shared from this browser.");
    }
  };

  const lineItem = (l: ShoppingLine) => (
    <li key={l.key} className="break-inside-avoid py-1 print:py-0">
      <label className="flex items-start gap-2 print:gap-1 print:leading-tight">
        <input type="checkbox" className="mt-1 size-5 print:mt-0 print:size-2.5" checked={ticked.has(l.key)} onChange={() => toggle(l.key)} data-line={l.key} />
        <span className={ticked.has(l.key) ? "text-stone-400 line-through" : ""}>
          <span className="font-semibold">{l.name}</span>
          {l.amount ? <span>: {l.amount}</span> : null}
          <span className="block text-sm text-stone-500 print:hidden">for {l.recipes.join(", ")}</span>
          {/* On paper the dishes go by their short names, so a week's list fits one A4 page. */}
          <span className="hidden text-stone-600 print:inline print:pl-1 print:text-[10px]">({l.recipes.map(shortTitle).join(", ")})</span>
        </span>
      </label>
    </li>
  );

  if (!hydrated) return <WeekPlaceholder title="Shopping list" text="Building the list…" width="max-w-3xl" />;
  return (
    <main id="main" className="shopping-list mx-auto min-h-screen max-w-3xl print:min-h-0 px-4 py-8 sm:px-6 print:max-w-none print:p-0 print:text-[12px]">
      <h1 className="font-serif text-3xl font-bold text-stone-900 print:text-lg">Shopping list</h1>
      <p className="mt-1 text-stone-700 print:hidden">
        For the week of {week}.{" "}
        <Link className="text-orange-800 underline" to={`/plan?week=${week}`}>
          Back to the plan
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <button type="button" className="rounded border border-stone-300 px-3 py-2" onClick={() => void share()}>
          Share or copy
        </button>
        <button type="button" className="rounded border border-stone-300 px-3 py-2" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {note ? (
        <p role="status" className="mt-3 text-stone-700 print:hidden">
          {note}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      ) : null}
      {!list ? (
        <p className="mt-6">Building the list…</p>
      ) : list.groups.length === 0 && extras.length === 0 ? (
        <p className="mt-6">
          Nothing planned this week yet. <Link to="/plan">Plan a few meals</Link> and their ingredients appear here.
        </p>
      ) : (
        <div className="mt-6 columns-1 gap-6 sm:columns-2 print:columns-3">
          {list.groups.map((g) => (
            <section key={g.aisle} className="mb-4 break-inside-avoid print:mb-2" aria-label={g.aisle}>
              <h2 className="font-serif text-xl font-bold print:text-sm">{g.aisle}</h2>
              <ul>{g.lines.map(lineItem)}</ul>
            </section>
          ))}
          {list.toTaste.length || list.optional.length ? (
            <section className="mb-4 break-inside-avoid print:mb-2" aria-label="To taste and optional">
              <h2 className="font-serif text-xl font-bold print:text-sm">To taste and optional</h2>
              <ul>{[...list.toTaste, ...list.optional].map(lineItem)}</ul>
            </section>
          ) : null}
          {list.staples.length ? (
            <section className="mb-4 break-inside-avoid print:mb-2" aria-label="Staples">
              <h2 className="font-serif text-xl font-bold print:text-sm">Staples (check the cupboard)</h2>
              <ul>{list.staples.map(lineItem)}</ul>
            </section>
          ) : null}
        </div>
      )}
      <section className="mt-4 break-inside-avoid" aria-label="Also to buy">
        <h2 className="font-serif text-xl font-bold print:text-sm">Also to buy</h2>
        <ul>
          {extras.map(([id, i]) => (
            <li key={id} className="flex items-center gap-2 py-1">
              {i.label}
              <button type="button" className="text-sm underline print:hidden" onClick={() => removeItem(id)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <HandledForm className="mt-2 flex gap-2 print:hidden" onSubmit={addItem}>
          <label className="sr-only" htmlFor="list-new-item">
            Add an item
          </label>
          <input
            id="list-new-item"
            className="flex-1 rounded border border-stone-300 px-2 py-1"
            maxLength={200}
            value={newItem}
            onChange={(e) => setNewItem(e.currentTarget.value)}
            placeholder="2 l milk"
          />
          <button type="submit" className="rounded bg-orange-700 px-3 py-1 text-white">
            Add
          </button>
        </HandledForm>
      </section>
    </main>
  );
}
