// The time-based pages (/daily, /weekly, /monthly, /seasonal, docs/product.md#b-screens, docs/product.md#b-states) share one layout: a header
// band, recipe sections for a date, an error or empty state, and a block of cooking notes below. The
// prerendered page shows the build's date and its sections (read from the API's search at build time);
// once hydrated, a visitor whose date gives another key loads that date's sections (docs/architecture.md#shape).
import type { ComponentProps, ReactNode } from "react";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { useAsyncData, useToday } from "../../lib/hooks.ts";
import { Breadcrumbs, type Crumb } from "../../ui/breadcrumbs.tsx";
import { RetryButton, StateMessage } from "../../ui/state-message.tsx";
import type { RenderActions } from "./recipe-grid.tsx";
import { PageBand, RecipeSection, TipCard } from "./recipe-section.tsx";
import { Section } from "../../ui/section.tsx";
import { dateOfIso } from "./time-sections.ts";
import { toCard } from "../../../shared/recipes/normalize.ts";

export type TimeSection<K extends string> = { key: K; id: string; title: string; description?: string; skeletons: number };
type Sections<K extends string> = Record<K, { recipes: Recipe[] }>;

/**
 * The date a time-based page shows: the build's (`builtOn`) until hydrated, so the prerendered HTML and
 * the first render in the browser agree, then the visitor's today. Null before hydration without a build date.
 */
export function usePageDay(builtOn: string | undefined): { day: Date | null; hydrated: boolean } {
  const today = useToday();
  return { day: today ?? (builtOn ? dateOfIso(builtOn) : null), hydrated: today !== null };
}

export function TimeBasedPage<K extends string>({
  tone,
  crumbs,
  header,
  stateKey,
  initial,
  refresh,
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
  /** The sections prerendered at build time, for their key: shown without a load while the key is theirs. */
  initial?: { key: string; data: Sections<K> } | null;
  /**
   * Once hydrated, the prerendered key's sections that move during the day (trending) loaded again, the
   * others kept as painted: a section whose cards come back the same renders nothing again.
   */
  refresh?: (signal: AbortSignal, shown: Sections<K>) => Promise<Sections<K>>;
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
  const state = useAsyncData(stateKey ?? "not-yet", load, {
    enabled: stateKey !== null,
    initial: initial ?? undefined,
    refresh,
    // A refresh that brings the same cards (the build's copies carry more of each recipe than the API's)
    // renders nothing again (docs/decisions/0018-hydration-budget.md).
    shows: (data) => sections.map((s) => data[s.key].recipes.map(toCard)),
    label: crumbs.at(-1)?.name ?? "recipes",
  });
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
