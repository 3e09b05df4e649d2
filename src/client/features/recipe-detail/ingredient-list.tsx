import { useState } from "react";
import type { Ingredient } from "../../../shared/recipes/schema.ts";
import { displayQuantity, formatAmount, UNIT_SYSTEMS, type UnitSystem } from "./quantities.ts";
import { capitalize } from "../../../shared/recipes/text.ts";
import { escapeHtml } from "../../../shared/common/html.ts";

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 99;

const stepButton =
  "grid size-9 place-items-center rounded-full text-lg font-bold text-stone-800 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent";

export function ServingsStepper({ servings, written, onChange }: { servings: number; written: number; onChange: (n: number) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-labelledby="servings-label" className="flex items-center gap-1 rounded-full bg-stone-100 p-1">
        <button type="button" className={stepButton} aria-label="Fewer servings" disabled={servings <= MIN_SERVINGS} onClick={() => onChange(servings - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <span id="servings-label" className="min-w-[6.5rem] text-center text-sm font-semibold text-stone-900">
          <output aria-live="polite" data-testid="servings-count">
            {servings}
          </output>{" "}
          {servings === 1 ? "serving" : "servings"}
        </span>
        <button type="button" className={stepButton} aria-label="More servings" disabled={servings >= MAX_SERVINGS} onClick={() => onChange(servings + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {servings !== written && (
        <button
          type="button"
          onClick={() => onChange(written)}
          className="text-sm font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900"
        >
          Reset to {written}
        </button>
      )}
    </div>
  );
}

export function UnitSwitch({ system, onChange }: { system: UnitSystem; onChange: (s: UnitSystem) => void }) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Units</legend>
      <span aria-hidden="true" className="text-sm text-stone-600">
        Units
      </span>
      <div className="flex rounded-full bg-stone-100 p-1">
        {UNIT_SYSTEMS.map((u) => (
          <label key={u.value} className="relative">
            <input type="radio" name="unit-system" value={u.value} checked={system === u.value} onChange={() => onChange(u.value)} className="peer sr-only" />
            <span className="block cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 transition-colors peer-checked:bg-white peer-checked:text-stone-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-orange-700">
              {u.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The original line adds something (a note, a size, a weight) beyond "amount unit name". */
function originalAddsDetail(i: Ingredient): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9/]+/g, " ")
      .trim();
  const plain = norm(`${formatAmount(i.amount, i.unit)} ${i.unit} ${i.name}`);
  const original = norm(i.original);
  return original !== plain && original !== norm(`${formatAmount(i.amount, i.unit)} ${i.unit}s ${i.name}`);
}

/** The ingredient's name, struck through once ticked, and the line as written when it says more. */
function nameHtml(ing: Ingredient, done: boolean): string {
  const name = `<span class="block ${done ? "text-stone-600 line-through" : "text-stone-900"}">${escapeHtml(capitalize(ing.name))}</span>`;
  return originalAddsDetail(ing) ? `${name}<span class="mt-0.5 block text-sm text-stone-600">${escapeHtml(ing.original)}</span>` : name;
}

export function IngredientList({ ingredients, factor, system }: { ingredients: Ingredient[]; factor: number; system: UnitSystem }) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const renderItem = (ing: Ingredient, index: number) => {
    const q = displayQuantity(ing, factor, system);
    const done = checked.has(index);
    const id = `ingredient-${index}`;
    return (
      <li key={`${ing.id}-${index}`} className="py-3 break-inside-avoid print:py-1.5" data-testid="ingredient">
        <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
          <input id={id} type="checkbox" checked={done} onChange={() => toggle(index)} className="mt-1 size-4 shrink-0 accent-orange-700 print:hidden" />
          {/* One text each, and the name and its note as markup: a row is four elements for React to
              hydrate instead of eight to ten (docs/decisions/0018-hydration-budget.md). */}
          <span
            className={`w-24 shrink-0 font-semibold tabular-nums text-stone-900 ${done ? "text-stone-600 line-through" : ""}`}
            data-testid="ingredient-amount"
          >
            {[q.amount, q.unit].filter(Boolean).join(" ")}
          </span>
          <span className="min-w-0" dangerouslySetInnerHTML={{ __html: nameHtml(ing, done) }} />
        </label>
      </li>
    );
  };
  // Issue #16: ingredient groups ("For the marinade", "For the tadka") get their own headings.
  const sections: { group?: string; items: { ing: Ingredient; index: number }[] }[] = [];
  ingredients.forEach((ing, index) => {
    const last = sections[sections.length - 1];
    if (last && last.group === ing.group) last.items.push({ ing, index });
    else sections.push({ group: ing.group, items: [{ ing, index }] });
  });
  const list = (items: { ing: Ingredient; index: number }[]) => (
    <ul className="divide-y divide-stone-200 border-y border-stone-200">{items.map(({ ing, index }) => renderItem(ing, index))}</ul>
  );
  if (sections.length <= 1 && !ingredients[0]?.group) return list(sections[0]?.items ?? []);
  return (
    <div className="space-y-5">
      {sections.map((section, i) => (
        <div key={`${section.group ?? ""}-${i}`} className="break-inside-avoid-page">
          {section.group && (
            <h3 className="mb-1 text-sm font-semibold uppercase tracking-wide text-orange-900" data-testid="ingredient-group">
              {section.group}
            </h3>
          )}
          {list(section.items)}
        </div>
      ))}
    </div>
  );
}
