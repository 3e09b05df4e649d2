import { useId } from "react";
import { finderSuggestions } from "../../../shared/restaurants-types.ts";
import { useSuggestionList } from "../../ui/use-suggestion-list.ts";
import { SuggestionListbox } from "../../ui/suggestion-listbox.tsx";

/**
 * The finder's search box (part 2 §2, §4, §5): suggestions open on focus and close 200 ms after blur,
 * on choosing one (which searches at once) or on submit; Search is disabled while the text is blank
 * or a search runs, and then reads 'Searching...'.
 */
export function FinderSearchBox({
  value,
  onChange,
  onSearch,
  searching,
}: {
  value: string;
  onChange: (v: string) => void;
  onSearch: (text: string) => void;
  searching: boolean;
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const suggestions = finderSuggestions(value);
  const { open, active, setActive, show, close, inputHandlers } = useSuggestionList(value, suggestions.length);
  const blank = !value.trim();

  const choose = (s: string) => {
    onChange(s);
    close();
    onSearch(s);
  };

  return (
    <form
      role="search"
      className="flex gap-2 sm:gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (open && active >= 0 && suggestions[active]) return choose(suggestions[active]);
        close();
        if (!blank && !searching) onSearch(value);
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          City, town, neighbourhood or address
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-stone-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" strokeLinejoin="round" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          disabled={searching}
          placeholder="Kochi, Paris or 'near me'"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => {
            onChange(e.target.value);
            show();
          }}
          {...inputHandlers}
          onClick={show}
          className="w-full rounded-xl border border-stone-300 bg-white py-3 pl-11 pr-4 text-base text-stone-900 shadow-sm outline-none placeholder:text-stone-500 focus:border-orange-600 focus:ring-2 focus:ring-orange-200 disabled:bg-stone-100"
        />
        <SuggestionListbox
          listId={listId}
          label="Place suggestions"
          hidden={!open}
          suggestions={suggestions}
          active={active}
          onChoose={choose}
          onActive={setActive}
          className="absolute inset-x-0 top-full z-[1100] mt-1.5"
        />
      </div>
      <button
        type="submit"
        disabled={blank || searching}
        className="inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-orange-700 px-4 py-3 sm:px-6 text-base font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        {searching ? "Searching..." : "Search"}
      </button>
    </form>
  );
}
