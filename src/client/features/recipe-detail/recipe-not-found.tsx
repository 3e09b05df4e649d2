import { Link } from "react-router";

/**
 * Part 1 §2: when the recipe cannot be fetched or does not exist, the heading 'Recipe Not Found', the
 * error text and a 'Back to Home' link. A load failure (not a 404) also offers to try again.
 */
export function RecipeNotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div className="grid size-20 place-items-center rounded-full bg-orange-50 text-orange-700" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 11h16a8 8 0 0 1-16 0Z" />
          <path d="M8 7c0-1.5 1-2 1-3.5M12 7c0-1.5 1-2 1-3.5M16 7c0-1.5 1-2 1-3.5" />
        </svg>
      </div>
      <h1 className="mt-6 font-serif text-3xl font-bold text-stone-900">Recipe Not Found</h1>
      <p className="mt-3 text-stone-700">{message}</p>
      {!onRetry && <p className="mt-1 text-sm text-stone-600">The link may be mistyped, or the recipe may have been removed.</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">
          Back to Home
        </Link>
        {!onRetry && (
          <Link to="/all-recipes" className="rounded-lg border border-stone-300 px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50">
            Browse all recipes
          </Link>
        )}
        {onRetry && (
          <button type="button" onClick={onRetry} className="rounded-lg border border-stone-300 px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50">
            Try Again
          </button>
        )}
      </div>
    </main>
  );
}
