import { useState } from "react";
import { escapeHtml } from "../../../shared/common/html.ts";
import { useEarlyInput } from "../../lib/hooks.ts";
import { MagnifierIcon } from "../../ui/icons.tsx";
import { searchField } from "../../ui/search-combobox.tsx";

/** The search field of the listing pages' filter bars: a hidden label, a magnifier icon and the input. */
export function FilterSearchInput(props: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const ref = useEarlyInput<HTMLInputElement>(props.value, props.onChange);
  return (
    <>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <MagnifierIcon className={searchField.page.icon} />
      <input
        ref={ref}
        id={props.id}
        type="search"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        autoComplete="off"
        className={searchField.page.input}
      />
    </>
  );
}

const selectClass =
  "w-full rounded-xl border border-stone-300 bg-white py-2.5 pl-3 pr-8 text-sm text-stone-900 shadow-sm outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-200";

type Option<V extends string> = { value: V; label: string };
type OptionGroup<V extends string> = { label: string; options: readonly Option<V>[] };

/** The options as HTML, the one rendered first marked `selected` (see FilterSelect). */
function optionsHtml<V extends string>(options: readonly Option<V>[], groups: readonly OptionGroup<V>[], selected: string): string {
  const list = (os: readonly Option<V>[]) =>
    os.map((o) => `<option value="${escapeHtml(o.value)}"${o.value === selected ? " selected" : ""}>${escapeHtml(o.label)}</option>`).join("");
  return list(options) + groups.map((g) => `<optgroup label="${escapeHtml(g.label)}">${list(g.options)}</optgroup>`).join("");
}

/**
 * A filter of the listing pages' filter bars: a hidden label and a select. `groups` adds labelled
 * <optgroup>s after the plain `options` (e.g. countries by region).
 *
 * The options are the select's HTML, not React elements: React then hydrates the select as one element
 * instead of one per option (the cuisine filter has 93, the country select about 150), and sets the
 * chosen option itself from `value` (docs/decisions/0018-hydration-budget.md). The HTML marks the option
 * of the first render `selected`, so the prerendered page shows it, and stays the same string while the
 * options do (React rewrites the HTML only when the string changes).
 */
export function FilterSelect<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  options: readonly Option<V>[];
  groups?: readonly OptionGroup<V>[];
  onChange: (value: V) => void;
}) {
  const ref = useEarlyInput<HTMLSelectElement>(props.value, (value) => props.onChange(value as V));
  const [first] = useState(props.value);
  const html = optionsHtml(props.options, props.groups ?? [], first);
  return (
    <div>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <select
        ref={ref}
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as V)}
        className={selectClass}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
