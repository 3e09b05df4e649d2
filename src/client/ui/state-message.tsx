import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Svg } from "./icons.tsx";

/** A message box for empty and error states, with an optional action (Try Again, Clear Filters...). */
export function StateMessage({
  title,
  children,
  action,
  tone = "neutral",
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: "neutral" | "error";
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex flex-col items-center gap-3 rounded-2xl px-6 py-12 text-center ring-1 ${tone === "error" ? "bg-red-50 ring-red-200" : "bg-stone-50 ring-stone-200"}`}
    >
      <p className={`text-lg font-semibold ${tone === "error" ? "text-red-900" : "text-stone-900"}`}>{title}</p>
      {children && <div className="max-w-md text-stone-700">{children}</div>}
      {action}
    </div>
  );
}

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-xl bg-orange-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:ring-stone-200",
};

export function RetryButton({ onClick, label = "Try Again" }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass.primary}>
      <Svg
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        shapes='<path d="M4 12a8 8 0 0113.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 01-13.7 5.6L4 15.3M4 20v-4.7h4.7" stroke-linecap="round" stroke-linejoin="round"/>'
      />
      {label}
    </button>
  );
}

/** A button that is disabled while its action runs and says so in its label ("Checking...", "Sending..."). */
export function BusyButton({
  busy,
  busyLabel,
  children,
  ...button
}: { busy: boolean; busyLabel: string; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "disabled" | "type">) {
  return (
    <button type="button" disabled={busy} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
