// The dark theme switch (docs/product.md#theme): in the header, the phone menu and cook mode.
import { chooseTheme, type Theme, useTheme } from "./theme.ts";
import { Svg } from "./icons.tsx";

type Props = {
  /** The theme of what the switch sits on when it differs from the page's (cook mode at night). */
  shown?: Theme;
  /** Shows the words beside the icon (the phone menu); otherwise they are the button's name only. */
  withLabel?: boolean;
  className?: string;
};

export function ThemeToggle({ shown, withLabel = false, className = "" }: Props) {
  const page = useTheme();
  const dark = (shown ?? page) === "dark";
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={withLabel ? undefined : "Dark theme"}
      title={withLabel ? undefined : dark ? "Dark theme on" : "Dark theme off"}
      onClick={() => chooseTheme(dark ? "light" : "dark")}
      className={`inline-flex shrink-0 items-center gap-2 rounded-md p-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 ${className}`}
      data-testid="theme-toggle"
    >
      {dark && !withLabel ? (
        // A sun: pressing it brings the light back. Beside the words (the phone menu) the icon stays a
        // moon, and a switch shows whether the dark theme is on.
        <Svg
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          shapes='<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>'
        />
      ) : (
        <Svg
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          shapes='<path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z"/>'
        />
      )}
      {withLabel && (
        <>
          <span>Dark theme</span>
          <span aria-hidden="true" className={`relative ml-auto h-5 w-9 shrink-0 rounded-full transition-colors ${dark ? "bg-orange-700" : "bg-stone-300"}`}>
            <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left] ${dark ? "left-[1.125rem]" : "left-0.5"}`} />
          </span>
        </>
      )}
    </button>
  );
}
