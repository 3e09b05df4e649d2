import { Link } from "react-router";
import type { RelatedRecipe } from "../../../shared/recipes/related.ts";
import { formatMinutes } from "../../ui/time-badge.tsx";
import { Section } from "../../ui/section.tsx";

/** The foot of a recipe page (issue #16): same dish family, regional cuisine or main ingredient. */
export function RelatedRecipes({ related }: { related: RelatedRecipe[] }) {
  if (!related.length) return null;
  return (
    <Section id="related-heading" title="You might also cook" className="mt-14 print:hidden" data-testid="related-recipes">
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {related.map((r) => (
          <li key={r.id} className="min-w-0">
            <Link
              to={`/recipe/${r.id}`}
              className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              <img
                src={r.image}
                alt=""
                width={400}
                height={260}
                loading="lazy"
                decoding="async"
                className="aspect-[20/13] w-full rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
              />
              <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-orange-800">{r.reason}</p>
              <p className="mt-0.5 line-clamp-2 font-semibold leading-snug text-stone-900 group-hover:text-orange-800 group-hover:underline">{r.title}</p>
              <p className="mt-0.5 text-sm text-stone-600">
                {formatMinutes(r.busyMinutes)}
                {r.waitingNote ? ` + ${r.waitingNote}` : ""}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
