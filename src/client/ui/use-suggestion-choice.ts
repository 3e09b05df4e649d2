// Choosing a suggestion in the news and restaurant finder search boxes (ARIA combobox pattern): choosing one
// puts it in the box and closes the list, then onChosen runs. The form's submit chooses the highlighted
// suggestion and returns true, or closes the list and returns false, for the box's own search. combobox
// is SearchCombobox's share of it. Its own module, so the home page's recipe search box does not load it.
import { useId } from "react";
import { useSuggestionList } from "./use-suggestion-list.ts";

export function useSuggestionChoice(value: string, suggestions: readonly string[], onChange: (value: string) => void, onChosen?: (suggestion: string) => void) {
  const id = useId();
  const list = useSuggestionList(value, suggestions.length);
  const choose = (s: string) => {
    onChange(s);
    list.close();
    onChosen?.(s);
  };
  const submit = () => {
    const highlighted = list.highlighted(suggestions);
    if (highlighted) choose(highlighted);
    else list.close();
    return Boolean(highlighted);
  };
  return { list, submit, combobox: { id, list, suggestions, value, onChange, onChoose: choose } };
}
