import { finderSuggestions } from "../../../shared/restaurants/types.ts";
import { SearchCombobox, searchField } from "../../ui/search-combobox.tsx";
import { useSuggestionChoice } from "../../ui/use-suggestion-choice.ts";
import { HandledForm } from "../../ui/handled-form.tsx";

/**
 * The finder's search box (docs/product.md#b-screens, docs/product.md#b-states, docs/product.md#b-validation): suggestions open on focus and close 200 ms after blur,
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
  const { list, submit, combobox } = useSuggestionChoice(value, finderSuggestions(value), onChange, onSearch);
  const blank = !value.trim();

  return (
    <HandledForm
      role="search"
      className="flex gap-2 sm:gap-3"
      onSubmit={() => {
        if (!submit() && !blank && !searching) onSearch(value);
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={combobox.id} className="sr-only">
          City, town, neighbourhood or address
        </label>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={searchField.hero.icon} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" strokeLinejoin="round" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <SearchCombobox
          {...combobox}
          listLabel="Place suggestions"
          listClassName="absolute inset-x-0 top-full z-[1100] mt-1.5"
          disabled={searching}
          placeholder="Kochi, Paris or 'near me'"
          enterKeyHint="search"
          onClick={list.show}
          className={`${searchField.hero.input} disabled:bg-stone-100`}
        />
      </div>
      <button
        type="submit"
        disabled={blank || searching}
        className="inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-orange-700 px-4 py-3 sm:px-6 text-base font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        {searching ? "Searching..." : "Search"}
      </button>
    </HandledForm>
  );
}
