import { Link } from "react-router";
import type { Technique } from "../../../shared/articles/schema.ts";

/** docs/product.md#b-screens: the difficulty badge is secondary for Beginner, default for Intermediate, destructive for Advanced. */
export const DIFFICULTY_BADGE: Record<Technique["difficulty"], string> = {
  Beginner: "bg-stone-100 text-stone-800 ring-stone-300",
  Intermediate: "bg-orange-700 text-white ring-orange-700",
  Advanced: "bg-red-700 text-white ring-red-700",
};

/** docs/product.md#b-screens: a card shows only 3 equipment items, 3 key points, 2 common mistakes and 4 detailed steps. */
export const CARD_LIMITS = { equipment: 3, keyPoints: 3, commonMistakes: 2, detailedSteps: 4 } as const;

export type TechniqueWithRecipes = Technique & { recipes: { id: number; title: string }[] };

function ListBlock({ title, items, ordered = false, testId }: { title: string; items: string[]; ordered?: boolean; testId: string }) {
  const List = ordered ? "ol" : "ul";
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      <List data-testid={testId} className={`mt-2 space-y-1.5 pl-5 text-sm text-stone-800 ${ordered ? "list-decimal" : "list-disc"}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </div>
  );
}

export function TechniqueCard({ technique: t }: { technique: TechniqueWithRecipes }) {
  const titleId = `technique-${t.id}`;
  return (
    <article aria-labelledby={titleId} data-testid="technique-card" className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid="difficulty" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${DIFFICULTY_BADGE[t.difficulty]}`}>
            {t.difficulty}
          </span>
          <span className="text-xs font-medium uppercase tracking-wide text-stone-600">{t.category}</span>
        </div>
        <h2 id={titleId} className="mt-2 font-serif text-2xl font-bold text-stone-900">
          {t.name}
        </h2>
        <p className="mt-2 text-stone-700">{t.description}</p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-stone-900">Heat</dt>
            <dd className="text-stone-700">{t.temperature}</dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-900">Timing</dt>
            <dd className="text-stone-700">{t.timing}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold text-stone-900">Best for</dt>
            <dd className="text-stone-700">{t.bestFor.join(", ")}</dd>
          </div>
        </dl>
      </header>
      <div className="grid gap-5 sm:grid-cols-2">
        <ListBlock title="Equipment" items={t.equipment.slice(0, CARD_LIMITS.equipment)} testId="equipment" />
        <ListBlock title="Key points" items={t.keyPoints.slice(0, CARD_LIMITS.keyPoints)} testId="key-points" />
      </div>
      <ListBlock title="Steps" ordered items={t.detailedSteps.slice(0, CARD_LIMITS.detailedSteps)} testId="steps" />
      <ListBlock title="Common mistakes" items={t.commonMistakes.slice(0, CARD_LIMITS.commonMistakes)} testId="mistakes" />
      {t.tips[0] && (
        <p className="rounded-xl bg-orange-50 p-4 text-sm text-stone-800 ring-1 ring-orange-200">
          <strong className="font-semibold">Tip: </strong>
          {t.tips[0]}
        </p>
      )}
      {t.recipes.length > 0 && (
        <p className="text-sm text-stone-700">
          Try it in:{" "}
          {t.recipes.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ", "}
              <Link to={`/recipe/${r.id}`} className="font-medium text-orange-800 underline hover:text-orange-900">
                {r.title}
              </Link>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}
