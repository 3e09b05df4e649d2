// The text box of a search with suggestions (ARIA combobox pattern): the input that points at its
// listbox, and the listbox. The open and highlighted state is the caller's useSuggestionList, because
// the form's submit reads it too. Shared by the recipe, news and restaurant finder search boxes.
import type { InputHTMLAttributes } from "react";
import { useEarlyInput } from "../lib/hooks.ts";
import { SuggestionListbox } from "./suggestion-listbox.tsx";
import type { useSuggestionList } from "./use-suggestion-list.ts";

const FIELD =
  "w-full rounded-xl border border-stone-300 bg-white text-stone-900 shadow-sm outline-none placeholder:text-stone-500 focus:border-orange-600 focus:ring-2 focus:ring-orange-200";
const ICON = "pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-stone-500";

/** The search fields' two sizes: the icon inside the field (left) and the field, padded for it. */
export const searchField = {
  hero: { icon: `${ICON} size-5`, input: `${FIELD} py-3 pl-11 pr-4 text-base` },
  page: { icon: `${ICON} size-4`, input: `${FIELD} py-2.5 pl-10 pr-3 text-sm` },
};

export function SearchCombobox({
  id,
  list,
  suggestions,
  listLabel,
  listClassName,
  withIcon,
  collapseWhenEmpty = false,
  onChange,
  onChoose,
  ...input
}: {
  id: string;
  list: ReturnType<typeof useSuggestionList>;
  suggestions: readonly string[];
  /** The listbox's accessible name. */
  listLabel: string;
  /** Position and layering of the list. */
  listClassName: string;
  withIcon?: boolean;
  /** Collapsed (aria-expanded false, list hidden) while there is nothing to suggest. */
  collapseWhenEmpty?: boolean;
  onChange: (value: string) => void;
  onChoose: (suggestion: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "list" | "onChange">) {
  const listId = `${id}-suggestions`;
  // Text typed before hydration reaches the caller (no suggestion list opens for it).
  const ref = useEarlyInput<HTMLInputElement>(input.value === undefined ? "" : String(input.value), onChange);
  const expanded = list.open && !(collapseWhenEmpty && suggestions.length === 0);
  return (
    <>
      <input
        ref={ref}
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={list.open && list.active >= 0 ? `${listId}-${list.active}` : undefined}
        autoComplete="off"
        onChange={(e) => {
          onChange(e.target.value);
          list.show();
        }}
        {...list.inputHandlers}
        {...input}
      />
      <SuggestionListbox
        listId={listId}
        label={listLabel}
        hidden={!expanded}
        suggestions={suggestions}
        active={list.active}
        onChoose={onChoose}
        onActive={list.setActive}
        withIcon={withIcon}
        className={listClassName}
      />
    </>
  );
}
