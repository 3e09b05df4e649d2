// /animation-demo (docs/product.md#b-screens, docs/product.md#b-limits): scroll reveals (threshold 0.1, stagger 150 ms on this page, 800 ms),
// a page-loader overlay shown for 3 seconds on request, a reset that plays the reveals again, and the
// restaurant search widget. With reduced motion nothing moves: blocks show at once, the spinner stands still.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/animation-demo";
import { catalogRecipes } from "../../../build/catalog.server.ts";
import { pageMeta } from "../seo.ts";
import { RestaurantFinder } from "../../features/restaurants/restaurant-finder.tsx";
import { REVEAL_DURATION_MS, REVEAL_THRESHOLD, revealStyle, useScrollReveal } from "../../ui/scroll-reveal.ts";
import { buttonClass } from "../../ui/state-message.tsx";
import { recipePath } from "../../../shared/recipes/meta.ts";

export const DEMO_STAGGER_MS = 150;
export const LOADER_DEMO_MS = 3000;

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Animation Demo",
    description: "Scroll reveal animations, the page loader and the restaurant search widget, as the site uses them.",
    path: "/animation-demo",
  }),
  { name: "robots", content: "noindex" },
];

/** Build time: nine catalog dishes to reveal, three per row, each row with its own entrance. */
export async function loader() {
  const recipes = (await catalogRecipes()).slice(0, 9);
  return { dishes: recipes.map((r) => ({ id: r.id, title: r.title, image: r.image, country: r.country })) };
}

const ROWS = [
  { name: "Fade up", from: "translateY(2rem)" },
  { name: "Slide in", from: "translateX(-2.5rem)" },
  { name: "Zoom", from: "scale(0.85)" },
];

function PageLoader() {
  return (
    <div data-testid="page-loader" className="fixed inset-0 z-50 grid place-items-center bg-white/90 backdrop-blur-sm">
      <div role="status" className="flex flex-col items-center gap-4">
        <span aria-hidden="true" className="size-12 rounded-full border-4 border-orange-200 border-t-orange-700 motion-safe:animate-spin" />
        <span className="font-semibold text-stone-800">Loading…</span>
      </div>
    </div>
  );
}

export default function AnimationDemo({ loaderData }: Route.ComponentProps) {
  const { dishes } = loaderData;
  const revealRoot = useRef<HTMLDivElement>(null);
  const [replay, setReplay] = useState(0);
  const [loading, setLoading] = useState(false);
  useScrollReveal(revealRoot, replay);
  useEffect(() => {
    if (!loading) return;
    const t = setTimeout(() => setLoading(false), LOADER_DEMO_MS);
    return () => clearTimeout(t);
  }, [loading]);

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Animation Demo</h1>
        <p className="text-stone-700">
          Blocks appear as you scroll: each starts when a tenth of it is in view (threshold {REVEAL_THRESHOLD}), lasts {REVEAL_DURATION_MS} ms, and the blocks
          of a row follow each other {DEMO_STAGGER_MS} ms apart. If your device asks for reduced motion, everything shows at once and nothing moves.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass.primary} onClick={() => setLoading(true)} disabled={loading}>
            Show the page loader (3 s)
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setReplay((n) => n + 1)}>
            Reset animations
          </button>
        </div>
      </header>

      <div ref={revealRoot} className="flex flex-col gap-10">
        {ROWS.map((row, r) => (
          <section key={row.name} aria-labelledby={`reveal-${r}`} className="flex flex-col gap-4">
            <h2 id={`reveal-${r}`} className="text-xl font-semibold text-stone-900">
              {row.name}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-3">
              {dishes.slice(r * 3, r * 3 + 3).map((d, i) => (
                <li
                  key={d.id}
                  data-reveal
                  style={revealStyle(i, DEMO_STAGGER_MS, row.from)}
                  className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
                >
                  <img src={d.image} alt="" width={400} height={260} loading="lazy" decoding="async" className="aspect-[20/13] w-full object-cover" />
                  <p className="p-4">
                    <Link to={recipePath(d.id)} className="font-semibold text-stone-900 hover:text-orange-800 hover:underline">
                      {d.title}
                    </Link>
                    <span className="block text-sm text-stone-600">{d.country}</span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <RestaurantFinder />
      {loading && <PageLoader />}
    </main>
  );
}
