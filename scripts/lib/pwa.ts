// Installing the site as an app and reading it offline, done over the finished build (postbuild):
// the web manifest and its PNG icons (drawn from the favicon), the offline page without scripts, and
// the service worker with its precache list. Why here and not in a Vite plugin: docs/decisions/0010.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { SITE_NAME } from "../../src/shared/site/name.ts";
import { recipeImagePath } from "../../src/shared/recipes/normalize.ts";
import fallbackCatalog from "../../content/fallback-recipes.json";
import { THEME_COLORS } from "../../src/client/ui/theme.ts";
import { OFFLINE_APP_PAGES, OFFLINE_PAGE, pageFile } from "../../src/client/lib/offline-urls.ts";

export const THEME_COLOR = THEME_COLORS.light; // the logo's orange, as the light theme's <meta name="theme-color">
export const BACKGROUND_COLOR = "#ffffff"; // the pages' background

export const ICONS = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
  { file: "icons/apple-touch-icon.png", size: 180, purpose: "apple" },
] as const;

export function webManifest() {
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: "Indian and world recipes for home cooks; the recipes you save open without a connection.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.filter((i) => i.purpose !== "apple").map((i) => ({ src: `/${i.file}`, sizes: `${i.size}x${i.size}`, type: "image/png", purpose: i.purpose })),
  };
}

/**
 * The logo for an icon. A maskable icon (and Apple's, which the system rounds itself) must fill its
 * square: the favicon's rounded corners go, and its letter already sits inside the 80 % safe circle.
 */
export function iconSvg(favicon: string, purpose: (typeof ICONS)[number]["purpose"]): string {
  return purpose === "any" ? favicon : favicon.replace(/\s+rx="[^"]*"/, "");
}

// Without scripts the header's buttons (chat, menu), its account placeholders and the chat launcher
// would do nothing: the offline page does not show them (its links and the footer's all work).
const SCRIPT_ONLY_CONTROLS = "<style>header button,header nav+div,[data-chat-launcher]{display:none!important}</style>";

/**
 * The offline page is served at any address, so it must not hydrate as that address's route: its
 * scripts go, but for the theme's (src/client/ui/theme.ts: it only picks light or dark before the first
 * paint), and it is marked as ready (`data-hydrated`, what the browser tests wait for) as it is.
 */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) => (script.startsWith("<script data-theme-script") ? script : ""))
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/<html\b/, "<html data-hydrated")
    .replace("</head>", `${SCRIPT_ONLY_CONTROLS}</head>`);

/** The drawings of the home page's three built-in recipes (src/client/features/recipes/fallback-recipes.ts). */
const FALLBACK_PICTURES = (fallbackCatalog as { id: number }[]).map((r) => recipeImagePath(r.id).slice(1));

/** Files every visit may need offline; the 466 recipe pages are not among them (only saved ones are kept). */
export const PRECACHE_PATTERNS = [
  "assets/**/*.{js,css}",
  pageFile(OFFLINE_PAGE),
  ...OFFLINE_APP_PAGES.map(pageFile),
  "favicon.svg",
  "placeholder.svg",
  ...FALLBACK_PICTURES,
  "icons/*.png",
  "manifest.webmanifest",
];

/** A file of the installed app: its content type, and its bytes made when asked for. */
type AppFile = { type: string; body: () => Uint8Array | string };

/**
 * The web manifest and its PNG icons (drawn from the favicon), by the path each is served at:
 * postbuild writes them into the build, and `npm run dev` serves them (vite.config.ts).
 */
export function appManifestFiles(favicon: string): Map<string, AppFile> {
  const files = new Map<string, AppFile>();
  files.set("/manifest.webmanifest", { type: "application/manifest+json", body: () => `${JSON.stringify(webManifest(), null, 2)}\n` });
  for (const icon of ICONS) {
    files.set(`/${icon.file}`, {
      type: "image/png",
      body: () => new Resvg(iconSvg(favicon, icon.purpose), { fitTo: { mode: "width", value: icon.size } }).render().asPng(),
    });
  }
  return files;
}

export async function writeAppManifest(clientDir: string, faviconFile: string): Promise<void> {
  await mkdir(join(clientDir, "icons"), { recursive: true });
  for (const [path, file] of appManifestFiles(await readFile(faviconFile, "utf8"))) await writeFile(join(clientDir, path.slice(1)), file.body());
  const offline = join(clientDir, OFFLINE_PAGE.slice(1), "index.html");
  await writeFile(offline, withoutScripts(await readFile(offline, "utf8")));
}

/** Bundles src/client/sw/service-worker.ts to build/client/sw.js with the precache list; returns its size. */
export async function writeServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const out = join(tmpdir(), `masala-sw-${process.pid}`);
  await build({
    configFile: false,
    logLevel: "warn",
    // Workbox logs every step unless built for production.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: out,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      lib: { entry: join(process.cwd(), "src/client/sw/service-worker.ts"), formats: ["iife"], name: "sw", fileName: () => "sw.js" },
    },
  });
  const result = await injectManifest({
    swSrc: join(out, "sw.js"),
    swDest: join(clientDir, "sw.js"),
    globDirectory: clientDir,
    globPatterns: PRECACHE_PATTERNS,
    // Leaflet and its map load only on the restaurant finder, which needs the network anyway.
    globIgnores: ["assets/results-map-*"],
    // The built file names carry a content hash already: no revision needed (or re-downloaded) for them.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  await rm(out, { recursive: true, force: true });
  return { count: result.count, size: result.size };
}
