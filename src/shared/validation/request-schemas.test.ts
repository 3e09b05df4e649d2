// Every string a request can carry refuses NUL (PostgreSQL cannot store U+0000; decision 0014): this
// walks every schema the functions validate requests with and tries NUL in each string it finds. A new
// schema imported by a function must be exported by one of these modules, so it is checked too.
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { z } from "./schema.ts";

const MODULES = {
  article: () => import("../articles/schema.ts"),
  auth: () => import("../auth/schema.ts"),
  chat: () => import("../chat/schema.ts"),
  contact: () => import("../contact/schema.ts"),
  newsletter: () => import("../newsletter/schema.ts"),
  plan: () => import("../plan/schema.ts"),
  "recipe-api": () => import("../recipes/api.schema.ts"),
  restaurants: () => import("../restaurants/schema.ts"),
  saved: () => import("../saved/schema.ts"),
};

type Node = { _zod: { def: Record<string, unknown> } };
const isSchema = (v: unknown): v is Node => typeof v === "object" && v !== null && "_zod" in v;

/** Every string schema inside `schema` (objects, arrays, unions, optionals, pipes, lazies...). */
function stringNodes(schema: Node, seen = new Set<Node>()): Node[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const found: Node[] = def.type === "string" ? [schema] : [];
  const visit = (v: unknown) => {
    if (isSchema(v)) found.push(...stringNodes(v, seen));
    else if (Array.isArray(v)) v.forEach(visit);
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === "shape" && value && typeof value === "object") Object.values(value).forEach(visit);
    else if (key === "getter" && typeof value === "function") visit((value as () => unknown)());
    else visit(value);
  }
  return found;
}

async function requestSchemas(): Promise<Map<string, Node>> {
  const all = new Map<string, Node>();
  for (const [module, load] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(await load())) {
      if (/Schema$/.test(name) && isSchema(value)) all.set(`${module}.${name}`, value);
    }
  }
  // Content-file schemas (articles, techniques) validate files we write, not requests.
  for (const name of [...all.keys()]) if (/^article\.(Article(Block|Section|Content|File)|Technique|TechniquesFile)Schema$/.test(name)) all.delete(name);
  return all;
}

const NUL_SAMPLES = ["\u0000", "ab\u0000cd", "abcdefghij\u0000klmnopqrstuvwxyz0123456789"];

describe("request schemas", () => {
  it("every schema a function imports is one this check walks", async () => {
    const names = new Set([...(await requestSchemas()).keys()].map((k) => k.split(".")[1]));
    const dir = new URL("../../../netlify/functions/", import.meta.url);
    const imported = new Set<string>();
    for (const file of await readdir(dir)) {
      const source = await readFile(new URL(file, dir), "utf8");
      for (const m of source.matchAll(/import\s*{([^}]*)}\s*from\s*"[^"]*\/shared\/[^"]+"/g)) {
        for (const part of m[1]!.split(",")) {
          const name = part.trim().replace(/^type\s+/, "");
          if (/Schema$/.test(name)) imported.add(name);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(20);
    expect([...imported].filter((n) => !names.has(n))).toEqual([]);
  });

  it("refuses NUL in every string field of every request schema", async () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const [name, schema] of await requestSchemas()) {
      for (const node of stringNodes(schema)) {
        checked++;
        for (const sample of NUL_SAMPLES) {
          if ((node as unknown as z.ZodType).safeParse(sample).success) offenders.push(`${name}: a string field accepts ${JSON.stringify(sample)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(offenders).toEqual([]);
  });

  it("the walk finds a plain z.string() (the check can fail)", async () => {
    const { z } = await import("./schema.ts");
    const nodes = stringNodes(z.object({ a: z.array(z.string().max(9)).optional() }) as unknown as Node);
    expect(nodes).toHaveLength(1);
    expect((nodes[0] as unknown as z.ZodType).safeParse("\u0000").success).toBe(true);
  });
});
