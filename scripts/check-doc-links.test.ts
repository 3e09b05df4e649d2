import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = join(process.cwd(), "scripts", "check-doc-links.ts");

/** Runs the check in a throwaway repository holding one doc, one ADR and one source file. */
function check(source: string) {
  const dir = mkdtempSync(join(tmpdir(), "doc-links-"));
  mkdirSync(join(dir, "docs", "decisions"), { recursive: true });
  mkdirSync(join(dir, "src"));
  writeFileSync(join(dir, "docs", "architecture.md"), '# Architecture\n\n<a id="providers"></a>\n\n## Data model\n');
  writeFileSync(join(dir, "docs", "decisions", "0007-limits.md"), "# Limits\n");
  writeFileSync(join(dir, "src", "a.ts"), source);
  return spawnSync(process.execPath, ["--import", "tsx", script], { env: { ...process.env, DOC_LINKS_ROOT: dir }, encoding: "utf8" });
}

describe("check-doc-links", () => {
  it("passes pointers that resolve: explicit anchors, heading slugs and ADR numbers", () => {
    const run = check("// docs/architecture.md#providers, docs/architecture.md#data-model and ADR 0007\n");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("fails on a missing anchor, a missing file, an unknown ADR and a citation of an outside document", () => {
    const run = check("// docs/architecture.md#nowhere\n// docs/product.md\n// decision 0099\n// see DESIGN §3 and part 2 §9\n");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("src/a.ts:1: docs/architecture.md has no anchor #nowhere");
    expect(run.stderr).toContain("src/a.ts:2: docs/product.md does not exist");
    expect(run.stderr).toContain('src/a.ts:3: no docs/decisions/0099-*.md for "decision 0099"');
    expect(run.stderr).toMatch(/src\/a\.ts:4: "DESIGN §3" cites a document outside/);
    expect(run.stderr).toMatch(/src\/a\.ts:4: "part 2 §9" cites a document outside/);
  });
});
