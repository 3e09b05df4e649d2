// Small line icons (24x24, currentColor). SVG rather than emoji: emoji fonts are missing on many systems.
import type { SVGProps } from "react";

const PATHS = {
  calendar: "M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1zM8 13h3v3H8z",
  month: "M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1zM8 13h.01M12 13h.01M16 13h.01M8 16.5h.01M12 16.5h.01",
  leaf: "M5 19c0-8 5-14 15-15-1 10-7 15-15 15zM5 19l7-7",
  sun: "M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 16a4 4 0 100-8 4 4 0 000 8z",
  book: "M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM4 5v16M8 7h7",
  globe: "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  flame: "M12 22c4 0 7-2.7 7-6.5 0-3.3-2.3-5.4-3.5-7.5-.6 2-1.7 3-3 3.5.3-3-1-6-3.5-8.5C9 6 5 9 5 15.5 5 19.3 8 22 12 22z",
  chili: "M14 6c-1-2 0-3 2-4M15 7c3 1 4 4 3 7-1.5 4.5-7 7.5-13 7 4-2 6-5 6.5-9 .4-3 1.6-5 3.5-5z",
  bulb: "M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z",
  carrot: "M15 9 4 20c-.5.5-1.4-.4-.9-.9L14 8M14 8c1-3 4-5 6-5-1 2 0 3 1 3-1 1-2 3-4 3M11 12l1.5 1.5M8 15l1.5 1.5",
  sunrise: "M12 3v5M8.5 6.5 12 3l3.5 3.5M4 14l1.4 1.4M20 14l-1.4 1.4M2 20h20M7 20a5 5 0 0110 0",
  bowl: "M3 11h18a9 9 0 01-18 0zM7 7c0-1.5 1-2 1-3M12 7c0-1.5 1-2 1-3M17 7c0-1.5 1-2 1-3M9 20h6",
  cookie: "M21 12a9 9 0 11-9-9 3 3 0 003 3 3 3 0 003 3 3 3 0 003 3zM8.5 9.5h.01M12 15h.01M8 14h.01M15.5 12h.01",
  news: "M5 4h12a1 1 0 011 1v14a1 1 0 001 1H6a2 2 0 01-2-2V5a1 1 0 011-1zM18 8h2v11a1 1 0 01-1 1M8 8h6M8 12h6M8 16h4",
  moon: "M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  chat: "M4 5h16v11H9l-5 4z",
  pin: "M12 21s7-6 7-12a7 7 0 00-14 0c0 6 7 12 7 12zM12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  mail: "M3 6h18v12H3zM3 6l9 7 9-7",
} as const;

export type IconName = keyof typeof PATHS;

/**
 * An icon's svg with its shapes given as markup: React hydrates the svg alone, not each path and circle in
 * it (docs/decisions/0018-hydration-budget.md). `shapes` is markup written in this codebase, never text
 * from data.
 */
export function Svg({ shapes, ...props }: Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { shapes: string }) {
  return <svg aria-hidden="true" viewBox="0 0 24 24" {...props} dangerouslySetInnerHTML={{ __html: shapes }} />;
}

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <Svg
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      shapes={`<path d="${PATHS[name]}"/>`}
    />
  );
}

/** The search magnifier (heavier stroke than the icons above, as in the search boxes). */
export function MagnifierIcon({ className }: { className: string }) {
  return (
    <Svg
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      shapes='<circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5" stroke-linecap="round"/>'
    />
  );
}

const CHEVRONS = {
  left: "M12.8 15.2a.75.75 0 01-1.06 0L7.07 10.53a.75.75 0 010-1.06l4.67-4.67a.75.75 0 111.06 1.06L8.66 10l4.14 4.14a.75.75 0 010 1.06z",
  right: "M7.2 4.8a.75.75 0 011.06 0l4.67 4.67a.75.75 0 010 1.06L8.26 15.2a.75.75 0 11-1.06-1.06L11.34 10 7.2 5.86a.75.75 0 010-1.06z",
  down: "M5.2 7.2a.75.75 0 011.06 0L10 10.94l3.74-3.74a.75.75 0 111.06 1.06l-4.27 4.27a.75.75 0 01-1.06 0L5.2 8.26a.75.75 0 010-1.06z",
};

/** The small solid chevron of links and buttons (Next, Read Full Article, a disclosure's arrow). */
export function Chevron({ direction, className = "size-4" }: { direction: keyof typeof CHEVRONS; className?: string }) {
  return <Svg viewBox="0 0 20 20" className={className} fill="currentColor" shapes={`<path d="${CHEVRONS[direction]}"/>`} />;
}
