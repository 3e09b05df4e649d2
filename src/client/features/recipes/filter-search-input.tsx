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

/**
 * A filter of the listing pages' filter bars: a hidden label and a select. `groups` adds labelled
 * <optgroup>s after the plain `options` (e.g. countries by region).
 */
export function FilterSelect<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  options: readonly Option<V>[];
  groups?: readonly { label: string; options: readonly Option<V>[] }[];
  onChange: (value: V) => void;
}) {
  const ref = useEarlyInput<HTMLSelectElement>(props.value, (value) => props.onChange(value as V));
  const optionList = (options: readonly Option<V>[]) =>
    options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <div>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <select ref={ref} id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value as V)} className={selectClass}>
        {optionList(props.options)}
        {props.groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {optionList(g.options)}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
