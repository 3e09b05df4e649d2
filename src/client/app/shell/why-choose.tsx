import { Link } from "react-router";
import type { WhyPoint } from "../../../build/why-choose.server.ts";
import { Icon } from "../../ui/icons.tsx";
import { Section } from "../../ui/section.tsx";
import { openChat } from "../../features/chat/chat-store.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";

// The whole card answers a click: the link's ::after covers it (a heading may not sit inside a button).
const CTA = "mt-3 text-sm font-semibold text-orange-800 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline";

/** docs/product.md#b-screens 'Why cooks choose': what the site does, each point a way into it (src/build/why-choose.server.ts). */
export function WhyChoose({ points }: { points: WhyPoint[] }) {
  return (
    <Section id="why-choose" title={`Why cooks choose ${SITE_NAME}`} className="mx-auto max-w-7xl px-4 pb-16 pt-12 sm:px-6" data-testid="why-choose">
      <p className="mt-1 text-stone-700">What the site does for you today; every figure is counted from our own recipes and articles.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((p) => (
          <li key={p.title} className="relative flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition hover:ring-orange-300">
            <span className="grid size-10 place-items-center rounded-xl bg-orange-50 text-orange-800">
              <Icon name={p.icon} />
            </span>
            <h3 className="mt-3 text-lg font-bold text-stone-900">{p.title}</h3>
            <p className="mt-1 flex-1 text-sm text-stone-700">{p.text}</p>
            {p.to ? (
              <Link to={p.to} className={CTA}>
                {p.cta} <span aria-hidden="true">→</span>
              </Link>
            ) : (
              <button type="button" onClick={openChat} className={`text-left ${CTA}`}>
                {p.cta} <span aria-hidden="true">→</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
