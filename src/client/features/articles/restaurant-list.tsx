import { Link } from "react-router";
import {
  finderHref,
  locationText,
  isRanking,
  michelinStars,
  rankingRecognition,
  recognitionHeadline,
  recognitionSources,
  recognitionText,
  restaurantBadge,
  type RankedBy,
  type Restaurant,
  type RestaurantArticle,
} from "../../../shared/restaurant-articles/types.ts";

const STAR = "M10 1.8l2.5 5.1 5.6.8-4 4 1 5.6-5.1-2.7-5 2.7 1-5.6-4.1-4 5.6-.8z";

/** docs/product.md#b-screens: '{n} Michelin Star(s)', or "World's 50 Best" when the star count is 0. */
function RecognitionBadge({ restaurant }: { restaurant: Restaurant }) {
  const stars = michelinStars(restaurant);
  return (
    <span
      data-testid="restaurant-badge"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        stars > 0 ? "bg-red-50 text-red-900 ring-red-200" : "bg-stone-900 text-white ring-stone-900"
      }`}
    >
      {stars > 0 && (
        <span aria-hidden="true" className="flex">
          {Array.from({ length: stars }, (_, i) => (
            <svg key={i} viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
              <path d={STAR} />
            </svg>
          ))}
        </span>
      )}
      {restaurantBadge(restaurant)}
    </span>
  );
}

/**
 * One restaurant. The headline is the recognition the list is ordered by; a numeral is shown only when the
 * list is a ranking, and it is the real place on that list, never the card's position
 * (docs/decisions/0016-content-that-stays-true.md).
 */
export function RestaurantCard({ restaurant: r, rankedBy }: { restaurant: Restaurant; rankedBy: RankedBy }) {
  const titleId = `restaurant-${r.id}`;
  const rec = rankingRecognition(r, rankedBy);
  const rank = rec?.kind === "50best" && isRanking(rankedBy) ? rec.rank : undefined;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="restaurant-card"
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <header className="flex gap-4">
        {rank !== undefined && (
          <span aria-hidden="true" data-testid="restaurant-rank" className="font-serif text-4xl font-bold leading-none text-orange-800">
            {rank}
          </span>
        )}
        <div className="min-w-0">
          {rec && (
            <p data-testid="restaurant-headline" className="mb-2 text-sm font-semibold text-orange-900">
              {recognitionHeadline(rec)}
            </p>
          )}
          <RecognitionBadge restaurant={r} />
          <h2 id={titleId} className="mt-2 font-serif text-2xl font-bold text-stone-900">
            {rank !== undefined && <span className="sr-only">No. {rank}. </span>}
            {r.name}
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {r.cuisine} · {locationText(r)}
          </p>
        </div>
      </header>
      <dl className="text-sm">
        <dt className="sr-only">Chef</dt>
        <dd className="text-stone-800">
          <span className="font-semibold">Chef:</span> {r.chef}
        </dd>
      </dl>
      <p className="text-stone-700">{r.description}</p>
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Recognition</h3>
        <ul data-testid="recognitions" className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-stone-800">
          {r.recognitions.map((rec) => (
            <li key={recognitionText(rec)}>{recognitionText(rec)}</li>
          ))}
        </ul>
      </div>
      <p className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-2 text-sm font-semibold">
        <Link to={finderHref(r)} className="text-orange-800 underline hover:text-orange-900">
          Places to eat in {r.city}, live from OpenStreetMap<span className="sr-only"> (near {r.name})</span>
        </Link>
        {r.website && (
          <a href={r.website} rel="noopener" className="text-orange-800 underline hover:text-orange-900">
            Official website<span className="sr-only"> of {r.name}</span>
          </a>
        )}
      </p>
    </article>
  );
}

/** The ranking criteria and the sources (docs/product.md#b-screens), and what the page leaves out and why (docs/architecture.md#honesty). */
export function RankingNotes({ article }: { article: RestaurantArticle }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="ranking-criteria" className="rounded-2xl bg-orange-50 p-6 ring-1 ring-orange-200">
        <h2 id="ranking-criteria" className="font-serif text-xl font-bold text-stone-900">
          How this list is ranked
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-stone-800">
          {article.rankingCriteria.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recognition-sources" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <h2 id="recognition-sources" className="font-serif text-xl font-bold text-stone-900">
          Sources
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-800">
          {recognitionSources(article.restaurants).map((s) => (
            <li key={s.name}>
              <a href={s.url} rel="noopener" className="underline hover:text-orange-900">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-stone-700">
          Prices, phone numbers, opening hours, ratings and signature dishes are left out on purpose: they change, and we cannot vouch for them. Each card links
          to our restaurant finder, which shows what OpenStreetMap contributors have recorded for the place, and to the restaurant&apos;s own website where we
          know it.
        </p>
      </section>
    </div>
  );
}
