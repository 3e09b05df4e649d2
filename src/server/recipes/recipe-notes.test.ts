import { describe, expect, it } from "vitest";
import type { RecipeNotes } from "../../shared/recipes/notes.schema.ts";
import { REQUIRE_NOTES_FOR_EVERY_RECIPE, checkNotes, checkNotesEntry, notesById, sentences } from "./recipe-notes.ts";

const good = (n: number): RecipeNotes => ({
  headnote:
    `Test dal number ${n} is a plain yellow lentil dish cooked for checking the rules of the notes checker. ` +
    `The lentils simmer until they collapse, which thickens the pot without any flour or cream at all. ` +
    `A tempering of cumin in hot fat goes in last so its aroma stays bright and fresh for number ${n}.`,
  tips: [`Skim the foam from pot ${n} in the first five minutes so it does not boil over.`],
  makeAhead: `Cook batch ${n} of lentils a day ahead and temper just before serving.`,
  storage: `Batch ${n} keeps 3 days in the fridge; reheat with a splash of water until steaming.`,
  substitutions: [`Use oil instead of ghee for batch ${n} to keep it vegan.`],
});
const recipes = [1, 2, 3, 4, 5].map((id) => ({ id, file: "india-test.json", title: `Dal ${id}` }));
// The every-recipe rule is tested on its own; the other tests check only the notes they give.
const some = { requireAll: false };
const file = (entries: Record<string, unknown>, name = "india-test.json") => ({ file: name, raw: entries });
const messages = (r: { problems: { path?: string; message: string }[] }) => r.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join("\n");

describe("checkNotesEntry", () => {
  it("accepts sound notes", () => expect(checkNotesEntry(good(1))).toEqual([]));
  it("refuses a headnote that is too short or a single sentence", () => {
    const out = checkNotesEntry({ ...good(1), headnote: "A lentil dish." }).join("\n");
    expect(out).toMatch(/headnote has 3 words \(40-90\)/);
    expect(out).toMatch(/headnote has 1 sentences \(2-4\)/);
  });
  it("refuses more than three tips or substitutions", () => {
    const tip = "Stir the pot often so the lentils do not catch.";
    expect(checkNotesEntry({ ...good(1), tips: [tip, tip, tip, tip] }).join()).toMatch(/tips has 4 items \(1-3\)/);
    expect(checkNotesEntry({ ...good(1), substitutions: [tip, tip, tip, tip] }).join()).toMatch(/substitutions has 4 items/);
  });
  it("refuses placeholder text and HTML", () => {
    expect(checkNotesEntry({ ...good(1), storage: "Storage notes coming soon, check back in a week or two." }).join()).toMatch(/placeholder/);
    expect(checkNotesEntry({ ...good(1), storage: "Keeps <b>3 days</b> in the fridge, covered, and reheats well." }).join()).toMatch(/HTML/);
  });
});

describe("sentences", () => {
  it("splits after a full stop followed by a capital or a digit, not inside a number", () => {
    expect(sentences("Keeps 3.5 days. Reheat gently! 2 hours is the limit.")).toEqual(["Keeps 3.5 days.", "Reheat gently!", "2 hours is the limit."]);
  });
});

describe("checkNotes", () => {
  it("accepts notes for known recipes in the matching file", () => {
    const r = checkNotes([file({ 1: good(1), 2: good(2) })], recipes, some);
    expect(r).toEqual({ count: 2, problems: [] });
  });
  it("refuses an empty field and an unknown key (schema)", () => {
    const out = messages(checkNotes([file({ 1: { ...good(1), storage: "  " }, 2: { ...good(2), serving: "hot" } })], recipes));
    expect(out).toMatch(/1\.storage: must not be empty/);
    expect(out).toMatch(/2: Unrecognized key: "serving"/);
  });
  it("refuses notes for a recipe that does not exist, or in the wrong file, or twice", () => {
    const out = messages(checkNotes([file({ 9: good(9) }), file({ 1: good(1) }, "world-test.json"), file({ 1: good(1) })], recipes));
    expect(out).toMatch(/notes for a recipe id that is not in the catalog/);
    expect(out).toMatch(/notes belong in content\/notes\/india-test.json/);
    expect(out).toMatch(/notes for this recipe are also in world-test.json/);
  });
  it("refuses a sentence shared by more than three recipes, ignoring case and punctuation", () => {
    const same = "Serve hot with rice and a sharp lime pickle.";
    const withTip = (n: number, tip: string) => ({ ...good(n), tips: [tip] });
    const three = { 1: withTip(1, same), 2: withTip(2, "serve HOT, with rice and a sharp lime-pickle!"), 3: withTip(3, same) };
    expect(checkNotes([file(three)], recipes, some).problems).toEqual([]);
    const out = messages(checkNotes([file({ ...three, 4: withTip(4, same) })], recipes, some));
    expect(out).toMatch(/boilerplate: "serve hot with rice and a sharp lime pickle" is in the notes of 4 recipes \(1, 2, 3, 4\); at most 3/);
  });
  it("requires notes for every recipe, the catalog's rule now that all have them", () => {
    expect(REQUIRE_NOTES_FOR_EVERY_RECIPE).toBe(true);
    expect(checkNotes([file({ 1: good(1) })], recipes).problems.map((p) => p.id)).toEqual([2, 3, 4, 5]);
  });
  it("checks only the given notes when the every-recipe rule is off", () => {
    const files = [file({ 1: good(1) })];
    expect(checkNotes(files, recipes, { requireAll: false }).problems).toEqual([]);
    const out = checkNotes(files, recipes, { requireAll: true }).problems;
    expect(out.map((p) => p.id)).toEqual([2, 3, 4, 5]);
    expect(out[0]!.message).toBe("has no cook's notes");
  });
});

describe("notesById", () => {
  it("keeps valid entries and names the invalid ones", () => {
    const { notes, invalid } = notesById([file({ 1: good(1), 2: { headnote: "" } }), { file: "bad.json", raw: [] }]);
    expect([...notes.keys()]).toEqual([1]);
    expect(invalid).toEqual(["india-test.json #2", "bad.json"]);
  });
});
