// /pantry: type what is at hand (Indian or English names), see the recipes that use most of it by
// weight, each with what is missing (GET /api/recipes/by-ingredients; docs/decisions/0019-*.md).
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { apiGet } from "../../lib/api.ts";
import type { ByIngredientsResponse } from "../../../shared/plan.ts";

export function PantryPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("have") ?? "");
  const [answer, setAnswer] = useState<ByIngredientsResponse | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const search = async (have: string) => {
    const list = have
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
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

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Cook from what you have</h1>
      <p className="mt-2 text-stone-700">Salt, water, oil and the common whole spices count as at hand. Jeera, besan, atta, dhania and methi are understood.</p>
      <form
        className="mt-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          void search(text);
        }}
      >
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
      </form>
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
