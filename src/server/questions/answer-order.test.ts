import { describe, expect, it } from "vitest";
import { knowledgeAnswer, sectionsToText } from "./answers.ts";

describe("a card answer keeps its article's order of paragraphs and lists", () => {
  it("on the leftovers question, 'so help it along:' is followed by its list, then the next paragraph", async () => {
    const answer = await knowledgeAnswer("how-do-i-store-and-reheat-leftovers-safely");
    const section = answer.sections.find((s) => s.paragraphs.some((p) => p.endsWith("so help it along:")));
    expect(section).toBeDefined();
    const blocks = section!.blocks!;
    const at = blocks.findIndex((b) => typeof b === "string" && b.endsWith("so help it along:"));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(typeof blocks[at + 1]).toBe("object"); // the list it introduces
    // The text record has the same order.
    const text = sectionsToText([section!]);
    expect(text.indexOf("so help it along:\n\n- ")).toBeGreaterThan(0);
  }, 60_000); // builds the retrieval index once: seconds on a busy machine
});
