// The home page's food-question cards: six of the 20. The prerendered six stay after hydration (no
// swap under the reader's eyes); 'Get New Questions' (which reads 'Refreshing...' and stays disabled
// for 500 ms) and the tab becoming visible again deal six the reader has not seen yet, until every card
// has been shown; then a new round starts (docs/decisions/0018-hydration-budget.md). The card's fixed
// readTime is not shown: the answer page shows the time computed from its text.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "../../ui/icons.tsx";
import { questionPath, type QuestionCard } from "../../../shared/questions/types.ts";
import { BusyButton } from "../../ui/state-message.tsx";

export const SHOWN = 6;
export const REFRESH_MS = 500;

export function pickCards(cards: QuestionCard[], n = SHOWN, random = Math.random): QuestionCard[] {
  const copy = [...cards];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * The next six cards: ones not seen in this round first (in random order); when fewer than six are
 * left, the rest are drawn from the earlier ones, never repeating a card on screen now, and a new round
 * starts. `seen` holds the slugs shown in this round, the current six included.
 */
export function nextCards(
  cards: QuestionCard[],
  shown: QuestionCard[],
  seen: ReadonlySet<string>,
  n = SHOWN,
  random = Math.random,
): { shown: QuestionCard[]; seen: Set<string> } {
  const fresh = pickCards(
    cards.filter((c) => !seen.has(c.slug)),
    n,
    random,
  );
  if (fresh.length === n) return { shown: fresh, seen: new Set([...seen, ...fresh.map((c) => c.slug)]) };
  // The round is over: top up from cards neither on screen nor just dealt, and start the next round with these.
  const onScreen = new Set(shown.map((c) => c.slug));
  const taken = new Set(fresh.map((c) => c.slug));
  const rest = pickCards(
    cards.filter((c) => !onScreen.has(c.slug) && !taken.has(c.slug)),
    n - fresh.length,
    random,
  );
  const next = [...fresh, ...rest];
  return { shown: next, seen: new Set(next.map((c) => c.slug)) };
}

const ICONS = new Set<string>([
  "calendar",
  "month",
  "leaf",
  "sun",
  "book",
  "globe",
  "clock",
  "flame",
  "chili",
  "bulb",
  "carrot",
  "sunrise",
  "bowl",
  "cookie",
  "moon",
]);

export function QuestionCards({ cards }: { cards: QuestionCard[] }) {
  // The prerendered six are the first state: hydration keeps them.
  const [deal, setDeal] = useState(() => {
    const shown = cards.slice(0, SHOWN);
    return { shown, seen: new Set(shown.map((c) => c.slug)) };
  });
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shuffle = useCallback(() => setDeal((d) => nextCards(cards, d.shown, d.seen)), [cards]);
  const shown = deal.shown;

  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && shuffle();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      clearTimeout(timer.current);
    };
  }, [shuffle]);

  const refresh = () => {
    setRefreshing(true);
    timer.current = setTimeout(() => {
      shuffle();
      setRefreshing(false);
    }, REFRESH_MS);
  };

  return (
    <section aria-labelledby="food-questions" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="food-questions" className="font-serif text-2xl font-bold text-stone-900">
            Food questions, answered
          </h2>
          <p className="mt-1 text-stone-700">Answers built from our recipes, articles and kitchen notes.</p>
        </div>
        <BusyButton
          busy={refreshing}
          busyLabel="Refreshing..."
          onClick={refresh}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60"
        >
          Get New Questions
        </BusyButton>
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="question-cards">
        {shown.map((c) => (
          <li key={c.slug}>
            <Link
              to={questionPath(c.slug)}
              className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-orange-300"
            >
              <span className="flex items-center gap-2 text-sm font-medium text-orange-800">
                <span className="grid size-8 place-items-center rounded-lg bg-orange-50">
                  <Icon name={(ICONS.has(c.icon) ? c.icon : "bulb") as IconName} className="size-5" />
                </span>
                {c.category}
              </span>
              <span className="mt-3 font-semibold text-stone-900">{c.question}</span>
              <span className="mt-2 flex-1 text-sm text-stone-600">{c.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
