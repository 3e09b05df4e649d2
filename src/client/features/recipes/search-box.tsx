import { useId } from "react";
import { correctedText, getSuggestions } from "./suggestions.ts";
import { useSuggestionList } from "../../ui/use-suggestion-list.ts";
import { MagnifierIcon } from "../../ui/icons.tsx";
import { SearchCombobox, searchField } from "../../ui/search-combobox.tsx";

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
 * The recipe search box with its suggestion dropdown (docs/product.md#a-states, docs/product.md#a-validation): opens on focus, closes 200 ms
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
  const suggestions = getSuggestions(correctedText(value, correction));
  const list = useSuggestionList(value, suggestions.length);
  const search = (text: string) => {
    const q = text.trim();
    if (!q) return;
    list.close();
    onSearch(q);
  };
  const choose = (s: string) => {
    onChange(s);
    search(s);
  };

  const field = searchField[size];
  return (
    <form
      role="search"
      className={`relative flex gap-2 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        const highlighted = list.highlighted(suggestions);
        if (highlighted) choose(highlighted);
        else search(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <MagnifierIcon className={field.icon} />
        <SearchCombobox
          id={id}
          list={list}
          suggestions={suggestions}
          listLabel="Search suggestions"
          listClassName="absolute inset-x-0 top-full z-30 mt-1.5 max-h-80 overflow-auto text-left"
          withIcon
          collapseWhenEmpty
          onChange={onChange}
          onChoose={choose}
          value={value}
          placeholder={placeholder}
          enterKeyHint="search"
          className={field.input}
        />
      </div>
      <button
        type="submit"
        className={`shrink-0 rounded-xl bg-orange-700 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${size === "hero" ? "px-5 py-3" : "px-4 py-2.5 text-sm"}`}
      >
        Search
      </button>
    </form>
  );
}
