import { newsSuggestions } from "../../../shared/articles/hub.ts";
import { MagnifierIcon } from "../../ui/icons.tsx";
import { SearchCombobox, searchField } from "../../ui/search-combobox.tsx";
import { useSuggestionChoice } from "../../ui/use-suggestion-choice.ts";
import { HandledForm } from "../../ui/handled-form.tsx";

/**
 * The hub's search box: filters as you type; suggestions (docs/product.md#b-validation keyword map) show while focused,
 * and clicking one fills the box and closes the list (ARIA combobox pattern, arrows and Enter work).
 */
export function NewsSearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { list, submit, combobox } = useSuggestionChoice(value, newsSuggestions(value), onChange);

  return (
    <HandledForm role="search" className="relative" onSubmit={submit}>
      <label htmlFor={combobox.id} className="sr-only">
        Search articles
      </label>
      <MagnifierIcon className={searchField.hero.icon} />
      <SearchCombobox
        {...combobox}
        listLabel="Article search suggestions"
        listClassName="absolute inset-x-0 top-full z-30 mt-1.5"
        placeholder="Search articles and news..."
        // After choosing a suggestion the box keeps focus: a click opens the list again.
        onClick={list.show}
        className={searchField.hero.input}
      />
    </HandledForm>
  );
}
