import type { ReactNode } from "react";
import { Link } from "react-router";

const outlineButton = "rounded-lg border border-stone-300 px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50";

/**
 * The 'Recipe Not Found' / 'Article Not Found' screen of a detail page: the heading, the error text, a
 * link back and, after a failed load (not a 404), Try Again.
 */
export function NotFoundScreen({
  title,
  message,
  back,
  icon,
  note,
  other,
  onRetry,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
  /** A picture above the heading. */
  icon?: ReactNode;
  /** A line under the error text. */
  note?: ReactNode;
  /** A second way out, beside the link back ({ to, label }). */
  other?: { to: string; label: string } | false;
  onRetry?: () => void;
}) {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      {icon}
      <h1 className={`${icon ? "mt-6 " : ""}font-serif text-3xl font-bold text-stone-900`}>{title}</h1>
      <p className="mt-3 text-stone-700">{message}</p>
      {note}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={back.to} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">
          {back.label}
        </Link>
        {other && (
          <Link to={other.to} className={outlineButton}>
            {other.label}
          </Link>
        )}
        {onRetry && (
          <button type="button" onClick={onRetry} className={outlineButton}>
            Try Again
          </button>
        )}
      </div>
    </main>
  );
}
