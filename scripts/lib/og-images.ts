// Build-time link-preview cards: a 1200x630 PNG from a 400x260 illustration (or a photo), rendered with
// resvg. PNGs are kept under node_modules/.cache/og-images by a hash of what they are drawn from, so a
// build re-renders only the pictures that changed.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";
import { OG_IMAGE_HEIGHT as H, OG_IMAGE_WIDTH as W } from "../../src/shared/site/og-image.ts";

export const OG_CACHE_DIR = join(process.cwd(), "node_modules", ".cache", "og-images");
// Part of every cache key: bump it when the card layout or the render options change.
const RENDER_VERSION = "og-1";

/** The illustration filling the card: scaled to 1200 wide, the top and bottom cut evenly. */
export function ogCardFromIllustration(svg: string): string {
  const inner = svg.replace(/^<svg /, `<svg x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${inner}</svg>`;
}

const PHOTO_TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png" };

/** A photo filling the card; null for a format resvg cannot read (WebP), which keeps the drawing. */
export async function ogCardFromPhoto(file: string): Promise<string | null> {
  const type = PHOTO_TYPES[extname(file).toLowerCase()];
  if (!type) return null;
  const data = (await readFile(file)).toString("base64");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><image href="data:${type};base64,${data}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/></svg>`;
}

// Text (only on the default card) uses the machine's fonts; the illustrations draw no text, so they skip
// loading the font list, which is most of a small render's time.
const renderOptions = (svg: string): ResvgRenderOptions => ({
  fitTo: { mode: "width", value: W },
  font: /<text[\s>]/.test(svg) ? { loadSystemFonts: true, serifFamily: "DejaVu Serif", defaultFontFamily: "DejaVu Serif" } : { loadSystemFonts: false },
});

export type OgJob = { svg: string; out: string };

/**
 * Writes each job's PNG to its `out` path, from the cache when the same card was rendered before.
 * Renders run on resvg's worker threads, as many at a time as the machine has cores.
 */
export async function renderOgImages(jobs: OgJob[], cacheDir = OG_CACHE_DIR): Promise<{ rendered: number; cached: number }> {
  await mkdir(cacheDir, { recursive: true });
  let rendered = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const key = createHash("sha256").update(RENDER_VERSION).update(job.svg).digest("hex");
      const cached = join(cacheDir, `${key}.png`);
      await mkdir(dirname(job.out), { recursive: true });
      try {
        await copyFile(cached, job.out);
        continue;
      } catch {
        // not rendered yet
      }
      const png = (await renderAsync(job.svg, renderOptions(job.svg))).asPng();
      // Written under a temporary name first: a build stopped mid-write leaves no broken cache entry.
      const tmp = `${cached}.${process.pid}.tmp`;
      await writeFile(tmp, png);
      await rename(tmp, cached);
      await copyFile(cached, job.out);
      rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), jobs.length)) }, worker));
  return { rendered, cached: jobs.length - rendered };
}

/** Width and height from a PNG's IHDR chunk (null when the bytes are not a PNG). */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
