// The list under a search box with suggestions (ARIA listbox; the box keeps focus and points at the
// active option with aria-activedescendant). The keyboard and open/close logic is use-suggestion-list.ts.
import { MagnifierIcon } from "./icons.tsx";

export function SuggestionListbox({
  listId,
  label,
  hidden,
  suggestions,
  active,
  onChoose,
  onActive,
  withIcon = false,
  className,
}: {
  listId: string;
  label: string;
  hidden: boolean;
  suggestions: readonly string[];
  active: number;
  onChoose: (suggestion: string) => void;
  onActive: (index: number) => void;
  /** A magnifier before each suggestion (the recipe search). */
  withIcon?: boolean;
  /** Position and layering of the list. */
  className: string;
}) {
  return (
    <ul id={listId} role="listbox" aria-label={label} hidden={hidden} className={`rounded-xl bg-white py-1.5 shadow-lg ring-1 ring-stone-200 ${className}`}>
      {suggestions.map((s, i) => (
        <li
          key={s}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          // mousedown keeps focus in the box, so the close-on-blur timer does not race the click
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(s)}
          onMouseEnter={() => onActive(i)}
          className={`cursor-pointer px-4 py-2 text-sm ${withIcon ? "flex items-center gap-2.5" : ""} ${i === active ? "bg-orange-50 text-orange-900" : "text-stone-800"}`}
        >
          {withIcon && <MagnifierIcon className="size-4 shrink-0 text-stone-500" />}
          {s}
        </li>
      ))}
    </ul>
  );
}
