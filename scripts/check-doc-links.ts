// Part of `npm run lint`: every pointer from the code to the design documents must lead somewhere in this
// repository (docs/architecture.md says why the reasons live in docs/).
// - `docs/<file>.md` and `docs/<file>.md#<anchor>`: the file exists and has that anchor (an explicit
//   `<a id="...">` or a heading's GitHub slug);
// - `ADR 0007` / `decision 0007`: docs/decisions/0007-*.md exists;
// - no citation of a document that is not in the repository (the working notes' "DESIGN §3",
//   "part 1 §7" or "STYLE").
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

// DOC_LINKS_ROOT: another checkout to check (the test checks a throwaway one).
const root = process.env.DOC_LINKS_ROOT ?? process.cwd();
const SCANNED = ["src", "netlify", "scripts", "tests", "docs", "README.md", "eslint.config.js", "vite.config.ts", "vitest.config.ts", "react-router.config.ts"];
const EXTENSIONS = /\.(ts|tsx|js|mjs|md|sql|toml)$/;
const DOC_LINK = /\bdocs\/([\w./-]+\.md)(?:#([\w-]+))?/g;
const ADR = /\b(?:ADR|[Dd]ecision) (\d{4})\b/g;
const OUTSIDE = /\b(?:DESIGN(?:\.md)?|[Dd]esign) §\s?\d|\b[Pp]art [12] §\s?\d|\bSTYLE\b/g;

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      yield* files(join(path, name));
    }
  } else if (EXTENSIONS.test(path)) yield path;
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const text = readFileSync(file, "utf8");
  const anchors = new Set([...text.matchAll(/<a id="([\w-]+)">/g)].map((m) => m[1] ?? ""));
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(slug(m[1] ?? ""));
  anchorCache.set(file, anchors);
  return anchors;
}

const decisions = readdirSync(join(root, "docs", "decisions"));
const problems: string[] = [];
// This file and its test name the patterns it refuses.
const self = relative(root, new URL(import.meta.url).pathname);
const selfTest = self.replace(/\.ts$/, ".test.ts");

for (const path of SCANNED.flatMap((p) => [...files(join(root, p))])) {
  const file = relative(root, path);
  if (file === self || file === selfTest) continue;
  const lines = readFileSync(path, "utf8").split("\n");
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const m of line.matchAll(DOC_LINK)) {
      const target = join(root, "docs", m[1] ?? "");
      if (!existsSync(target)) problems.push(`${at}: docs/${m[1]} does not exist`);
      else if (m[2] && !anchorsOf(target).has(m[2])) problems.push(`${at}: docs/${m[1]} has no anchor #${m[2]}`);
    }
    for (const m of line.matchAll(ADR)) {
      if (!decisions.some((d) => d.startsWith(`${m[1]}-`))) problems.push(`${at}: no docs/decisions/${m[1]}-*.md for "${m[0]}"`);
    }
    for (const m of line.matchAll(OUTSIDE)) {
      problems.push(`${at}: "${m[0]}" cites a document outside the repository; cite docs/ or an ADR`);
    }
  });
}

if (problems.length) {
  console.error(`${problems.length} broken documentation pointer(s):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("documentation pointers: all resolve");
