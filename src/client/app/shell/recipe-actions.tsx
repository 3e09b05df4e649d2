import { useNavigate } from "react-router";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { defaultItemUrl } from "../../../shared/saved/types.ts";
import { sessionUserId, useSessionUserId } from "../../features/auth/session-store.ts";
import { SaveButton } from "../../features/saved/save-button.tsx";
import { LikeButton } from "../../features/saved/like-button.tsx";
import { ShareMenu } from "../../features/saved/share-menu.tsx";

/**
 * The like button with the signed-in user's id (null when signed out, undefined while the session is
 * being checked). Only the detail pages show it: a card's controls read the session when pressed, so a
 * grid does not render again when the session is read after hydration.
 */
function SessionLikeButton({ type, id }: { type: "recipe" | "article"; id: string }) {
  return <LikeButton type={type} id={id} userId={useSessionUserId()} />;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The save, like and share controls shown on a recipe card and on the recipe page. Lives in the app
 * layer because it composes the session (accounts feature) with the saved-items feature.
 * Card (docs/product.md#a-screens): save heart and share menu. Detail: like, save and share buttons.
 */
export function RecipeActions({ recipe, variant }: { recipe: Pick<Recipe, "id" | "title" | "image" | "summary">; variant: "card" | "detail" }) {
  const navigate = useNavigate();
  const id = String(recipe.id);
  const url = defaultItemUrl("recipe", id);
  const item = { id, title: recipe.title, image: recipe.image, summary: plain(recipe.summary).slice(0, 600), url };
  return (
    <div className={variant === "card" ? "flex items-center gap-1.5" : "flex flex-wrap items-center gap-2"}>
      {variant === "detail" && <SessionLikeButton type="recipe" id={id} />}
      <SaveButton type="recipe" item={item} readUserId={sessionUserId} onSignIn={() => navigate("/signin")} variant={variant} />
      <ShareMenu path={url} title={recipe.title} variant={variant} />
    </div>
  );
}

/** The same controls for an article or news item (docs/product.md#a-screens saved articles; url defaults to /articles/{id}). */
export function ArticleActions({
  article,
  variant,
}: {
  article: { id: string; title: string; image?: string; summary?: string; url?: string };
  variant: "card" | "detail";
}) {
  const navigate = useNavigate();
  const url = article.url || defaultItemUrl("article", article.id);
  const item = { id: article.id, title: article.title, image: article.image ?? "", summary: plain(article.summary ?? "").slice(0, 600), url };
  return (
    <div className={variant === "card" ? "flex items-center gap-1.5" : "flex flex-wrap items-center gap-2"}>
      {variant === "detail" && <SessionLikeButton type="article" id={article.id} />}
      <SaveButton type="article" item={item} readUserId={sessionUserId} onSignIn={() => navigate("/signin")} variant={variant} />
      <ShareMenu path={url} title={article.title} variant={variant} />
    </div>
  );
}

/** The card controls of a recipe grid (RecipeGrid's renderActions). */
export const renderRecipeCardActions = (r: Recipe) => <RecipeActions recipe={r} variant="card" />;
