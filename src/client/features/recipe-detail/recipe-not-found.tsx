import { NotFoundScreen } from "../../ui/not-found-screen.tsx";

/**
 * docs/product.md#a-screens: when the recipe cannot be fetched or does not exist, the heading 'Recipe Not Found', the
 * error text and a 'Back to Home' link. A load failure (not a 404) also offers to try again.
 */
export function RecipeNotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <NotFoundScreen
      title="Recipe Not Found"
      message={message}
      back={{ to: "/", label: "Back to Home" }}
      other={!onRetry && { to: "/all-recipes", label: "Browse all recipes" }}
      onRetry={onRetry}
      icon={
        <div className="grid size-20 place-items-center rounded-full bg-orange-50 text-orange-700" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 11h16a8 8 0 0 1-16 0Z" />
            <path d="M8 7c0-1.5 1-2 1-3.5M12 7c0-1.5 1-2 1-3.5M16 7c0-1.5 1-2 1-3.5" />
          </svg>
        </div>
      }
      note={!onRetry && <p className="mt-1 text-sm text-stone-600">The link may be mistyped, or the recipe may have been removed.</p>}
    />
  );
}
