// The time-based pages (/daily, /weekly, /monthly, /seasonal, docs/product.md#b-screens, docs/product.md#b-states) share one layout: a header
// band, recipe sections that load together once today's date is known in the browser (the prerendered
// page never guesses the date), an error or empty state, and a block of cooking notes below.
import type { ComponentProps, ReactNode } from "react";
import type { Recipe } from "../../../shared/recipe.ts";
import { useAsyncData } from "../../lib/hooks.ts";
import { Breadcrumbs, type Crumb } from "../../ui/breadcrumbs.tsx";
import { RetryButton, StateMessage } from "../../ui/state-message.tsx";
import type { RenderActions } from "./recipe-grid.tsx";
import { PageBand, RecipeSection, TipCard } from "./recipe-section.tsx";
import { Section } from "../../ui/section.tsx";

export type TimeSection<K extends string> = { key: K; id: string; title: string; description?: string; skeletons: number };
type Sections<K extends string> = Record<K, { recipes: Recipe[] }>;

export function TimeBasedPage<K extends string>({
  tone,
  crumbs,
  header,
  stateKey,
  load,
  sections,
  emptyTitle,
  failureText,
  renderActions,
  afterSections,
  children,
}: {
  tone?: "amber" | "emerald" | "sky" | "rose";
  crumbs: Crumb[];
  /** The band's content after the breadcrumbs (title, date, controls). */
  header: ReactNode;
  /** The load's identity; null until today's date is known (nothing loads before). */
  stateKey: string | null;
  load: (signal: AbortSignal) => Promise<Sections<K>>;
  sections: TimeSection<K>[];
  /** Title of the empty state (with Try Again) when every section came back empty. */
  emptyTitle?: string;
  /** Plain text, no button, for a failure or an empty answer (the seasonal page, docs/product.md#b-errors). */
  failureText?: string;
  renderActions: RenderActions;
  afterSections?: (data: Sections<K>) => ReactNode;
  children?: ReactNode;
}) {
  const state = useAsyncData(stateKey ?? "not-yet", load, { enabled: stateKey !== null, label: crumbs.at(-1)?.name ?? "recipes" });
  const loading = state.status === "loading";
  const data = state.data;
  const empty = state.status === "success" && sections.every((s) => state.data[s.key].recipes.length === 0);

  let body: ReactNode;
  if (failureText && (state.status === "error" || empty)) {
    body = (
      <p role="status" className="rounded-2xl bg-stone-50 px-6 py-12 text-center text-lg text-stone-800 ring-1 ring-stone-200">
        {failureText}
      </p>
    );
  } else if (state.status === "error") {
    body = <StateMessage tone="error" title="Unable to load recipes. Please try again later." action={<RetryButton onClick={state.retry} />} />;
  } else if (empty) {
    body = <StateMessage title={emptyTitle ?? "No recipes found"} action={<RetryButton onClick={state.retry} />} />;
  } else {
    body = sections.map((s, i) => (
      <RecipeSection
        key={s.id}
        id={s.id}
        title={s.title}
        description={s.description}
        recipes={data?.[s.key].recipes ?? []}
        loading={loading}
        skeletons={s.skeletons}
        renderActions={renderActions}
        priorityCount={i === 0 ? 4 : undefined}
      />
    ));
  }

  return (
    <main id="main">
      <PageBand tone={tone}>
        <Breadcrumbs items={crumbs} />
        {header}
      </PageBand>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {body}
        {data && afterSections?.(data)}
        {children}
      </div>
    </main>
  );
}

/** The notes block under the sections ("Today's cooking tip", "This week's cooking focus"...): cards, or skeletons until the date is known. */
export function FocusBlock({
  id,
  heading,
  tips,
  count,
  tall = false,
}: {
  id: string;
  heading: string;
  /** One TipCard each; null until the date is known. */
  tips: (Omit<ComponentProps<typeof TipCard>, "children"> & { body: ReactNode })[] | null;
  count: number;
  tall?: boolean;
}) {
  const height = tall ? "h-56" : "h-48";
  return (
    <Section id={id} title={heading} headingClassName="font-serif text-2xl font-bold text-stone-900 sm:text-3xl" className="mt-14">
      <div className={`mt-5 grid gap-4 ${tall ? "min-h-56" : "min-h-48"} ${count === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {tips?.map(({ body, ...tip }) => (
          <TipCard key={tip.eyebrow} {...tip}>
            {body}
          </TipCard>
        )) ?? Array.from({ length: count }, (_, i) => <div key={i} aria-hidden="true" className={`${height} animate-pulse rounded-2xl bg-stone-100`} />)}
      </div>
    </Section>
  );
}
