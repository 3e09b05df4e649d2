import type { ReactNode } from "react";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { getErrorMessage } from "../../../shared/common/errors.ts";
import { Icon, type IconName } from "../../ui/icons.tsx";
import { RecipeGrid, type RenderActions } from "./recipe-grid.tsx";

/** One section's outcome: its recipes, or why it failed. */
export type SectionResult = { recipes: Recipe[]; error?: undefined } | { recipes: Recipe[]; error: string };

/**
 * Loads the sections of a time-based page together. A failing section is logged and shown empty
 * (docs/product.md#b-states); only when every section fails does the whole load fail (the page's error state).
 */
export async function loadSections<K extends string>(loaders: Record<K, () => Promise<Recipe[]>>, label: string): Promise<Record<K, SectionResult>> {
  const keys = Object.keys(loaders) as K[];
  const settled = await Promise.allSettled(keys.map((k) => loaders[k]()));
  const out = {} as Record<K, SectionResult>;
  settled.forEach((s, i) => {
    if (s.status === "fulfilled") out[keys[i]!] = { recipes: s.value };
    else {
      console.warn(`[${label}] ${keys[i]}:`, getErrorMessage(s.reason));
      out[keys[i]!] = { recipes: [], error: getErrorMessage(s.reason) };
    }
  });
  if (settled.every((s) => s.status === "rejected")) throw new Error(out[keys[0]!].error);
  return out;
}

/** A titled grid of recipe cards, with as many skeletons as recipes it will show while loading. */
export function RecipeSection({
  id,
  title,
  description,
  recipes,
  loading,
  skeletons,
  renderActions,
  aside,
  priorityCount,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  recipes: Recipe[];
  loading: boolean;
  skeletons: number;
  renderActions?: RenderActions;
  aside?: ReactNode;
  priorityCount?: number;
}) {
  if (!loading && recipes.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            {title}
          </h2>
          {description && <p className="mt-1 text-stone-700">{description}</p>}
        </div>
        {aside}
      </div>
      <div className="mt-5">
        <RecipeGrid
          layout="row"
          recipes={recipes}
          loading={loading}
          skeletons={skeletons}
          renderActions={renderActions}
          priorityCount={priorityCount}
          label={typeof title === "string" ? title : undefined}
        />
      </div>
    </section>
  );
}

/** A page header band for the time-based pages. */
export function PageBand({ children, tone = "amber" }: { children: ReactNode; tone?: "amber" | "emerald" | "sky" | "rose" }) {
  const bg = {
    amber: "from-amber-50 via-orange-50 to-white",
    emerald: "from-emerald-50 via-lime-50 to-white",
    sky: "from-sky-50 via-indigo-50 to-white",
    rose: "from-rose-50 via-amber-50 to-white",
  }[tone];
  return (
    <section className={`bg-gradient-to-br ${bg}`}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>
    </section>
  );
}

/** A tip card of the cooking-focus blocks. */
export function TipCard({ eyebrow, title, children, icon }: { eyebrow: string; title: ReactNode; children: ReactNode; icon: IconName }) {
  return (
    <div className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-orange-800">
        <span className="grid size-8 place-items-center rounded-lg bg-orange-50 text-orange-800">
          <Icon name={icon} className="size-5" />
        </span>
        {eyebrow}
      </p>
      <h3 className="mt-2 text-lg font-bold text-stone-900">{title}</h3>
      <div className="mt-2 text-sm leading-6 text-stone-700">{children}</div>
    </div>
  );
}
