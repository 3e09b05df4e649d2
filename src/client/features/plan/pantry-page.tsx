// /pantry: type what is at hand (Indian or English names), see the recipes that use most of it by
// weight, each with what is missing (GET /api/recipes/by-ingredients; docs/decisions/0019-*.md).
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { apiGet } from "../../lib/api.ts";
import type { ByIngredientsResponse } from "../../../shared/plan/schema.ts";
import { PANTRY_PICKS } from "../../../shared/plan/ingredient-names.ts";
import { HandledForm } from "../../ui/handled-form.tsx";

const itemsOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

export function PantryPage() {
  const [params, setParams] = useSearchParams();
  // Empty at first, as prerendered; a link's ?have= (the assistant's, a shared one) fills it and searches.
  const [text, setText] = useState("");
  const [answer, setAnswer] = useState<ByIngredientsResponse | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const search = async (have: string) => {
    const list = itemsOf(have);
    if (list.length === 0) {
      setError("Name at least one ingredient, e.g. chickpeas, spinach, onion.");
      return;
    }
    setBusy(true);
    setError("");
    try {
      setAnswer(await apiGet<ByIngredientsResponse>(`/api/recipes/by-ingredients?have=${encodeURIComponent(list.join(","))}&limit=24`));
      setParams({ have: list.join(", ") }, { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : "The search did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const have = params.get("have");
    if (have) {
      setText(have);
      void search(have);
    }
    // Once, on arrival: later changes of ?have= come from this page's own searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chosen = new Set(itemsOf(text).map((s) => s.toLowerCase()));
  /** A tapped ingredient joins the list (or leaves it), and the recipes follow. */
  const toggle = (item: string) => {
    const items = itemsOf(text);
    const next = chosen.has(item) ? items.filter((s) => s.toLowerCase() !== item) : [...items, item];
    setText(next.join(", "));
    if (next.length) void search(next.join(", "));
    else setAnswer(null);
  };

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Cook from what you have</h1>
      <p className="mt-2 text-stone-700">Salt, water, oil and the common whole spices count as at hand. Jeera, besan, atta, dhania and methi are understood.</p>
      <HandledForm className="mt-4 flex flex-col gap-2 sm:flex-row" onSubmit={() => void search(text)}>
        <label htmlFor="pantry-have" className="sr-only">
          Ingredients at hand, separated by commas
        </label>
        <input
          id="pantry-have"
          className="flex-1 rounded border border-stone-300 px-3 py-2"
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder="chickpeas, spinach, onion, tomato"
        />
        <button type="submit" className="rounded bg-orange-700 px-4 py-2 font-semibold text-white" disabled={busy}>
          {busy ? "Searching…" : "Find recipes"}
        </button>
      </HandledForm>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Tap what you have">
        {PANTRY_PICKS.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={chosen.has(item)}
            onClick={() => toggle(item)}
            className={`rounded-full border px-3 py-1.5 text-sm ${chosen.has(item) ? "border-orange-700 bg-orange-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:bg-orange-50"}`}
          >
            {item}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      ) : null}
      {answer ? (
        answer.results.length === 0 ? (
          <p className="mt-6">No recipe uses those ingredients. Try their other names, or fewer words each.</p>
        ) : (
          <ol className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Recipes by what you have">
            {answer.results.map((r) => (
              <li key={r.id} className="rounded border border-stone-200 p-3">
                <Link to={`/recipe/${r.id}`} className="font-serif text-lg font-bold text-orange-800 underline">
                  {r.title}
                </Link>
                <p className="text-sm text-stone-600">
                  {Math.round(r.share * 100)}% of the ingredients by weight at hand · {r.readyInMinutes} min
                </p>
                <p className="mt-1 text-sm">{r.missing.length ? `Missing: ${r.missing.join(", ")}` : "You have everything."}</p>
                <Link className="mt-1 inline-block text-sm underline" to={`/plan?add=${r.id}&title=${encodeURIComponent(r.title)}`}>
                  Add to plan
                </Link>
              </li>
            ))}
          </ol>
        )
      ) : null}
    </main>
  );
}
