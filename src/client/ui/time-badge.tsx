import { Svg } from "./icons.tsx";

// docs/product.md#a-limits: the ready-in badge is emerald for 15 minutes or less, slate for 30 or less, gray above.
export function timeBadgeTone(minutes: number): "emerald" | "slate" | "gray" {
  if (minutes <= 15) return "emerald";
  if (minutes <= 30) return "slate";
  return "gray";
}

const TONE_CLASS = {
  emerald: "bg-emerald-700 text-white",
  slate: "bg-slate-700 text-white",
  gray: "bg-gray-200 text-gray-900",
} as const;

/** "45 min", "1 h 20 min", "13 h" (overnight soaks and ferments are part of some recipes). */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** `label` is read by screen readers before the time: "Ready in", or "Hands-on and cooking" when waiting is shown apart. */
export function TimeBadge({ minutes, className = "", label = "Ready in" }: { minutes: number; className?: string; label?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${TONE_CLASS[timeBadgeTone(minutes)]} ${className}`}>
      <Svg
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        shapes='<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2" stroke-linecap="round"/>'
      />
      <span>
        <span className="sr-only">{`${label} `}</span>
        {formatMinutes(minutes)}
      </span>
    </span>
  );
}
