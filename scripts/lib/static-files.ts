import { stat } from "node:fs/promises";
import { join, normalize } from "node:path";

/**
 * The file of `clientDir` that a CDN serves for a path (the file, its index.html or its .html), or null:
 * the local server and the production-mode run answer from build/client the same way.
 */
export async function findStaticFile(clientDir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = normalize(join(clientDir, decoded));
  if (!target.startsWith(clientDir)) return null;
  for (const candidate of [target, join(target, "index.html"), `${target}.html`]) {
    const isFile = await stat(candidate).then(
      (s) => s.isFile(),
      () => false,
    );
    if (isFile) return candidate;
  }
  return null;
}
