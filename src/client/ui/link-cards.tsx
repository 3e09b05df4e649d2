import { Link } from "react-router";

export type LinkCard = { to: string; label: string; note: string };

/** A grid of link cards, each a title and a one-line note (the home page's Popular Food Questions, the hub's guides). */
export function LinkCards({ items, className }: { items: LinkCard[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="block h-full rounded-2xl bg-white p-4 ring-1 ring-stone-200 transition hover:ring-orange-300">
            <span className="block font-semibold text-stone-900">{item.label}</span>
            <span className="text-sm text-stone-600">{item.note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
