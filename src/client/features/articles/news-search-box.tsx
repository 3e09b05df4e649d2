import { useId } from "react";
import { newsSuggestions } from "../../../shared/article-text.ts";
import { useSuggestionList } from "../../ui/use-suggestion-list.ts";
import { SuggestionListbox } from "../../ui/suggestion-listbox.tsx";

/**
 * The hub's search box: filters as you type; suggestions (part 2 §5 keyword map) show while focused,
 * and clicking one fills the box and closes the list (ARIA combobox pattern, arrows and Enter work).
 */
export function NewsSearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const suggestions = newsSuggestions(value);
  const { open, active, setActive, show, close, inputHandlers } = useSuggestionList(value, suggestions.length);

  const choose = (s: string) => {
    onChange(s);
    close();
  };

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        if (open && active >= 0 && suggestions[active]) choose(suggestions[active]);
        else close();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-stone-500"
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
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder="Search articles and news..."
        autoComplete="off"
        onChange={(e) => {
          onChange(e.target.value);
          show();
        }}
        {...inputHandlers}
        // After choosing a suggestion the box keeps focus: a click opens the list again.
        onClick={show}
        className="w-full rounded-xl border border-stone-300 bg-white py-3 pl-11 pr-4 text-base text-stone-900 shadow-sm outline-none placeholder:text-stone-500 focus:border-orange-600 focus:ring-2 focus:ring-orange-200"
      />
      <SuggestionListbox
        listId={listId}
        label="Article search suggestions"
        hidden={!open}
        suggestions={suggestions}
        active={active}
        onChoose={choose}
        onActive={setActive}
        className="absolute inset-x-0 top-full z-30 mt-1.5"
      />
    </form>
  );
}
