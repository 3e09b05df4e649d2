// The footer's theme choice (docs/product.md#theme): follow the device, or always light, or always dark.
// The header's switch only flips between light and dark; this is the way back to following the device.
import { chooseTheme, useChosenTheme } from "./theme.ts";

const OPTIONS = [
  { value: null, label: "Match device" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
] as const;

export function ThemeChoice() {
  const chosen = useChosenTheme();
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-stone-900">Theme</legend>
      <div className="mt-2 inline-flex flex-wrap gap-1 rounded-lg bg-white p-1 ring-1 ring-stone-200">
        {OPTIONS.map((option) => (
          <label
            key={option.label}
            className="cursor-pointer rounded-md px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 has-[:checked]:bg-orange-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-700 has-[:focus-visible]:ring-offset-2"
          >
            <input type="radio" name="theme" className="sr-only" checked={chosen === option.value} onChange={() => chooseTheme(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
