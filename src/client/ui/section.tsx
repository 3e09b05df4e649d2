import type { HTMLAttributes, ReactNode } from "react";

/** The heading styles of titled sections: a page's own sections, a boxed card's, a small panel's. */
export const headingClass = {
  page: "font-serif text-2xl font-bold text-stone-900",
  card: "text-lg font-bold text-stone-900",
  panel: "font-semibold text-stone-900",
} as const;

/**
 * A region named by its own heading (aria-labelledby points at the heading's id), so screen readers list
 * it by that name: the markup of every titled section, box and aside of the pages.
 */
export function Section({
  id,
  title,
  as: Tag = "section",
  level = 2,
  heading = "page",
  headingClassName,
  className,
  children,
  ...rest
}: {
  id: string;
  title: ReactNode;
  as?: "section" | "nav" | "aside";
  level?: 2 | 3;
  heading?: keyof typeof headingClass;
  /** Replaces the style `heading` names (a heading that differs from the three). */
  headingClassName?: string;
  className?: string;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "id" | "title">) {
  const H = level === 2 ? "h2" : "h3";
  return (
    <Tag aria-labelledby={id} className={className} {...rest}>
      <H id={id} className={headingClassName ?? headingClass[heading]}>
        {title}
      </H>
      {children}
    </Tag>
  );
}
