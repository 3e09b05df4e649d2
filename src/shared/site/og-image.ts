// The picture a shared link shows (og:image, twitter:image). Social networks do not read SVG, so the
// build renders a 1200x630 PNG of every catalog recipe's and article's illustration
// (scripts/lib/og-images.ts); anything else shows its own raster photo or the site-wide default card.

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const OG_DEFAULT_IMAGE = "/og-default.png";

export const recipeOgImagePath = (id: number) => `/og/recipe/${id}.png`;

/**
 * A catalog recipe's drawing in the aspect ratios search engines ask a recipe's pictures in (1:1, 4:3 and
 * 16:9, at least 50,000 pixels: Google's Recipe structured-data guidelines), 1,200 pixels wide. Static
 * SVG files the build writes beside the drawing (docs/product.md#b-structured-data).
 */
export const ART_FRAMES = { "1x1": [1200, 1200], "4x3": [1200, 900], "16x9": [1200, 675] } as const satisfies Record<string, readonly [number, number]>;
export type ArtFrame = keyof typeof ART_FRAMES;
export const ART_FRAME_NAMES = Object.keys(ART_FRAMES) as ArtFrame[];
export const isArtFrame = (name: string): name is ArtFrame => (ART_FRAME_NAMES as string[]).includes(name);
export const recipeFramePath = (id: number, frame: ArtFrame) => `/recipe-images/${id}-${frame}.svg`;
export const articleOgImagePath = (id: string) => `/og/article/${id}.png`;

export type OgImage = { url: string; width?: number; height?: number; type?: string };

const RENDERED = (url: string): OgImage => ({ url, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, type: "image/png" });

export const defaultOgImage = (): OgImage => RENDERED(OG_DEFAULT_IMAGE);

// The site's own pictures the build renders: recipe drawings and photos, article drawings.
const BUILT_PICTURE = /^\/(recipe-images|recipe-photos|article-images)\/([^/.]+)\.[a-z]+$/i;

/**
 * The card for a page's picture. A site picture of a page that was built (`built`) has its PNG; a
 * picture from elsewhere (a Spoonacular JPEG) is shown as it is; an SVG without a PNG gets the default.
 */
export function ogImageFor(image: string | null | undefined, built: boolean): OgImage {
  const own = BUILT_PICTURE.exec(image ?? "");
  if (own && built) return RENDERED(own[1] === "article-images" ? articleOgImagePath(own[2]!) : recipeOgImagePath(Number(own[2])));
  return image && !own && !/\.svg(\?|$)/i.test(image) ? { url: image } : defaultOgImage();
}

/** The text alternative of a page's link-preview picture: the drawing or photo of its subject. */
export const imageAlt = (subject: string) => `Picture of ${subject}`;

type HeadTag = [attr: "property" | "name", key: string, content: string];

/**
 * The head tags of an og image: og:image with its type and size when known, its text alternative (`alt`:
 * what the picture shows, for readers who cannot see it), and twitter:image with the same alternative.
 */
export function ogImageTags(image: OgImage, siteUrl: string, alt: string): HeadTag[] {
  const url = new URL(image.url, siteUrl).toString();
  const tags: HeadTag[] = [["property", "og:image", url]];
  if (image.type) tags.push(["property", "og:image:type", image.type]);
  if (image.width && image.height) tags.push(["property", "og:image:width", String(image.width)], ["property", "og:image:height", String(image.height)]);
  tags.push(["property", "og:image:alt", alt], ["name", "twitter:image", url], ["name", "twitter:image:alt", alt]);
  return tags;
}
