// content/knowledge.json, the assistant's knowledge base as data: checked at load and by npm run check:content.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE, KNOWLEDGE_FILE, knowledgeProblems } from "./knowledge.ts";

const file = JSON.parse(readFileSync(KNOWLEDGE_FILE, "utf8")) as { entries: Record<string, unknown>[] };

describe("content/knowledge.json", () => {
  it("is sound as written and is what the assistant reads", () => {
    expect(knowledgeProblems(file)).toEqual([]);
    expect(KNOWLEDGE.map((k) => k.id)).toEqual(file.entries.map((e) => e.id));
  });

  it("refuses an unknown kind, an upper-case keyword, an entry with no lines and an id used twice", () => {
    const bad = structuredClone(file);
    bad.entries[0]!.kind = "trivia";
    bad.entries[1]!.keywords = ["Buttermilk"];
    bad.entries[2]!.lines = [];
    expect(knowledgeProblems(bad).map((p) => p.path)).toEqual(["entries.0.kind", "entries.1.keywords.0", "entries.2.lines"]);
    const twice = structuredClone(file);
    twice.entries[1]!.id = twice.entries[0]!.id;
    expect(knowledgeProblems(twice)).toEqual([
      { file: KNOWLEDGE_FILE, id: file.entries[0]!.id, message: `id ${String(file.entries[0]!.id)} is used twice`, severity: "error" },
    ]);
  });
});
