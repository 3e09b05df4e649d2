import { useId } from "react";
import { correctedText, getSuggestions } from "./suggestions.ts";
import { useSuggestionList } from "../../ui/use-suggestion-list.ts";
import { SuggestionListbox } from "../../ui/suggestion-listbox.tsx";

type Props = {
  /** The accessible name of the box ("Search recipes"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text on submit or when a suggestion is chosen; never with blank text. */
  onSearch: (query: string) => void;
  placeholder?: string;
  size?: "hero" | "page";
  className?: string;
  inputId?: string;
  /** The server's correction of the query ("panner tikka" -> "paneer tikka"): while the box holds the typed text, suggestions come from the corrected words. */
  correction?: { typed: string; corrected: string };
};

/**
 * The recipe search box with its suggestion dropdown (part 1 §4, §5): opens on focus, closes 200 ms
 * after blur (so a click on a suggestion still lands), on Escape, on choosing and on submitting.
 * Keyboard: arrows move through the list, Enter chooses or submits (ARIA combobox pattern).
 */
export function SearchBox({
  label,
  value,
  onChange,
  onSearch,
  placeholder = "Search recipes, ingredients, cuisines...",
  size = "page",
  className = "",
  inputId,
  correction,
}: Props) {
  const autoId = useId();
  const id = inputId ?? `search-${autoId}`;
  const listId = `${id}-suggestions`;
  const suggestions = getSuggestions(correctedText(value, correction));
  const { open, active, setActive, show, close, inputHandlers } = useSuggestionList(value, suggestions.length);
  const search = (text: string) => {
    const q = text.trim();
    if (!q) return;
    close();
    onSearch(q);
  };
  const choose = (s: string) => {
    onChange(s);
    search(s);
  };

  const big = size === "hero";
  return (
    <form
      role="search"
      className={`relative flex gap-2 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (open && active >= 0 && suggestions[active]) choose(suggestions[active]);
        else search(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-stone-500 ${big ? "size-5" : "size-4"}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={open && suggestions.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            show();
          }}
          {...inputHandlers}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={`w-full rounded-xl border border-stone-300 bg-white text-stone-900 shadow-sm outline-none placeholder:text-stone-500 focus:border-orange-600 focus:ring-2 focus:ring-orange-200 ${
            big ? "py-3 pl-11 pr-4 text-base" : "py-2.5 pl-10 pr-3 text-sm"
          }`}
        />
        <SuggestionListbox
          listId={listId}
          label="Search suggestions"
          hidden={!open || suggestions.length === 0}
          suggestions={suggestions}
          active={active}
          onChoose={choose}
          onActive={setActive}
          withIcon
          className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-80 overflow-auto text-left"
        />
      </div>
      <button
        type="submit"
        className={`shrink-0 rounded-xl bg-orange-700 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${big ? "px-5 py-3" : "px-4 py-2.5 text-sm"}`}
      >
        Search
      </button>
    </form>
  );
}
