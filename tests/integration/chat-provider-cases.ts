// The cases every AI provider of the chat must pass against its local fake (imported by
// chat-openai.test.ts and chat-huggingface.test.ts, each with its own environment).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postJson, startTestSite, type TestSite } from "../support/netlify.ts";
import { readEvents, startFakeAi, type FakeAi, type FakeAiMode } from "../support/fake-ai.ts";
import { FALLBACK_NOTE } from "../../src/server/chat/service.ts";

type Setup = { provider: "huggingface" | "openai-compatible"; env: (fakeUrl: string) => Record<string, string>; model: string; authorization: string };

export function providerCases(setup: Setup) {
  let site: TestSite;
  let fake: FakeAi;
  let ip = 0;
  let envKeys: string[] = [];
  const chat = (message: string, opts: { stream?: boolean; conversation?: unknown[] } = {}) =>
    site.fetch("/api/chat", postJson({ message, conversation: opts.conversation ?? [] }, opts.stream ? { accept: "text/event-stream" } : {}), {
      from: `198.18.0.${++ip}`,
    });

  beforeAll(async () => {
    fake = await startFakeAi();
    const env = { ...setup.env(fake.url), AI_TIMEOUT_MS: "700" };
    envKeys = Object.keys(env);
    site = await startTestSite({ env });
  });
  afterAll(async () => {
    await site?.stop();
    await fake?.stop();
    for (const k of envKeys) delete process.env[k];
  });
  beforeEach(() => {
    fake.mode = "ok";
    fake.calls.length = 0;
    fake.reply = "Try [Palak Paneer](/recipe/1008) tonight.\n\n\n\nIt takes 40 minutes.\n```\n";
  });

  describe(`${setup.provider}: answers`, () => {
    it("answers with the model's reply, code fences stripped and blank-line runs collapsed", async () => {
      const res = await chat("Paneer recipe");
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ ok: true, provider: setup.provider, reply: "Try [Palak Paneer](/recipe/1008) tonight.\n\nIt takes 40 minutes." });
      expect(body.sources).toEqual([{ id: "1008", title: "Palak Paneer", url: "/recipe/1008", kind: "recipe" }]);
    });

    it("grounds the model: the system turn lists the matching catalog recipes with their links", async () => {
      await chat("Paneer recipe", {
        conversation: [
          { role: "user", content: "hello" },
          { role: "assistant", content: "Hello! What shall we cook?" },
        ],
      });
      expect(fake.calls).toHaveLength(1);
      const call = fake.calls[0]!;
      expect(call.path).toBe("/v1/chat/completions");
      expect(call.headers.authorization).toBe(setup.authorization);
      expect(call.body.model).toBe(setup.model);
      const [system, ...rest] = call.body.messages!;
      expect(system!.role).toBe("system");
      expect(system!.content).toContain("[Palak Paneer](/recipe/1008)");
      expect(system!.content).toMatch(/Never invent a recipe/);
      expect(rest.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
      expect(rest.at(-1)!.content).toBe("Paneer recipe");
    });

    it("streams the model's words as server-sent events", async () => {
      fake.reply = "Try [Kadai Paneer](/recipe/1010) with roti. It is ready in 40 minutes.";
      const res = await chat("Paneer recipe", { stream: true });
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const events = await readEvents(res);
      expect(fake.calls[0]!.body.stream).toBe(true);
      expect(events[0]).toMatchObject({ event: "meta", data: { provider: setup.provider } });
      const deltas = events.filter((e) => e.event === "delta");
      expect(deltas.length).toBeGreaterThan(5);
      expect(deltas.map((e) => (e.data as { text: string }).text).join("")).toBe(fake.reply);
      expect(events.at(-1)).toMatchObject({ event: "done", data: { ok: true, provider: setup.provider, reply: fake.reply, sources: [{ id: "1010" }] } });
    });
  });

  describe(`${setup.provider}: the same contract as the built-in assistant (constraints first)`, () => {
    it("gives the model the structured request and only recipes that keep it", async () => {
      fake.reply = "Try [Palak Paneer](/recipe/1008).";
      await chat("vegetarian dinner with paneer, no egg");
      const system = fake.calls[0]!.body.messages![0]!.content;
      expect(system).toContain("Diets that every dish must keep: vegetarian, eggless (vegetarian means no meat, fish or egg).");
      expect(system).toContain("Ingredients to use: paneer.");
      expect(system).not.toMatch(/chicken|mutton|prawn/i);
    });

    it("a reply naming a dish that breaks the question's diet is replaced by the built-in reply, labelled", async () => {
      fake.reply = "Make Chicken Tikka Masala tonight; it is mild and everyone likes it.";
      const body = await (await chat("vegetarian dinner with paneer")).json();
      expect(body.provider).toBe("built-in-fallback");
      expect(body.reply.startsWith(FALLBACK_NOTE)).toBe(true);
      expect(body.reply).not.toMatch(/chicken/i);
      expect(body.sources.length).toBeGreaterThan(0);
    });

    it("a reply linking outside its sources is replaced by the built-in reply", async () => {
      fake.reply = "Try [Palak Paneer](/recipe/1008) or [something else](/recipe/999999).";
      const body = await (await chat("Paneer recipe")).json();
      expect(body.provider).toBe("built-in-fallback");
      expect(body.reply).not.toContain("/recipe/999999");
    });

    it("streaming: a reply that breaks the request is never streamed; the built-in reply streams instead", async () => {
      fake.reply = "Make Chicken Tikka Masala tonight; it is mild and everyone likes it.";
      const events = await readEvents(await chat("vegetarian dinner with paneer", { stream: true }));
      expect(events[0]).toMatchObject({ event: "meta", data: { provider: "built-in-fallback" } });
      const text = events
        .filter((e) => e.event === "delta")
        .map((e) => (e.data as { text: string }).text)
        .join("");
      expect(text).not.toMatch(/chicken/i);
      expect(events.at(-1)).toMatchObject({ event: "done", data: { provider: "built-in-fallback" } });
    });
  });

  describe(`${setup.provider}: failures fall back to the built-in assistant, labelled`, () => {
    it.each<FakeAiMode>(["429", "500", "503", "garbage", "no-choices", "hang"])("upstream %s -> built-in reply, never a 500", async (mode) => {
      fake.mode = mode;
      const started = Date.now();
      const res = await chat("Paneer recipe");
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.provider).toBe("built-in-fallback");
      expect(body.reply.startsWith(FALLBACK_NOTE)).toBe(true);
      expect(body.reply).toMatch(/\[Palak Paneer\]\(\/recipe\/1008\)/);
      expect(fake.calls).toHaveLength(1); // a 503 is not retried in a loop
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it.each<FakeAiMode>(["429", "500", "stream-garbage", "hang"])("streaming, upstream %s -> the built-in reply streams instead", async (mode) => {
      fake.mode = mode;
      const events = await readEvents(await chat("How much water for basmati rice?", { stream: true }));
      expect(events[0]).toMatchObject({ event: "meta", data: { provider: "built-in-fallback" } });
      const done = events.at(-1)!;
      expect(done).toMatchObject({ event: "done", data: { provider: "built-in-fallback" } });
      expect((done.data as { reply: string }).reply).toMatch(/1 1\/2 cups water/);
    });
  });

  describe(`${setup.provider}: question pages and /api/ai/status`, () => {
    it("a free question is written by the AI once, labelled 'AI Expert Chat', and kept", async () => {
      fake.reply = Array.from(
        { length: 12 },
        (_, i) =>
          `Cooking basmati well ${i}\nRinse the rice until the water runs clear. Soak it for twenty minutes, then cook it with one and a half cups of water per cup of rice.`,
      ).join("\n");
      const first = await site.fetch("/api/questions/how-do-i-cook-fluffy-basmati");
      const a = await first.json();
      expect(a).toMatchObject({ source: "AI Expert Chat", known: true, title: "How Do I Cook Fluffy Basmati" });
      expect(a.sections[0].heading).toBe("Cooking basmati well 0");
      expect(a.sections[0].paragraphs[0]).toBe(
        "Rinse the rice until the water runs clear. Soak it for twenty minutes, then cook it with one and a half cups of water per cup of rice.",
      );
      expect(fake.calls[0]!.body.messages![1]!.content).toMatch(/1,200-1,800 word plain-text expert article/);
      const again = await (await site.fetch("/api/questions/how-do-i-cook-fluffy-basmati")).json();
      expect(again).toEqual(a);
      expect(fake.calls).toHaveLength(1);
    });

    it("a too-short AI article (under 1,000 characters) or a failing AI falls back to the knowledge base", async () => {
      fake.reply = "Rinse and cook it.";
      const short = await (await site.fetch("/api/questions/how-long-to-soak-basmati-rice")).json();
      expect(short).toMatchObject({ source: "Expert Knowledge Base", known: true });
      fake.mode = "500";
      const failed = await (await site.fetch("/api/questions/basmati-rice-water-ratio")).json();
      expect(failed).toMatchObject({ source: "Expert Knowledge Base", known: true });
    });

    it("card questions stay answered from the site's content even with an AI configured", async () => {
      const card = await (await site.fetch("/api/questions/what-is-tadka-and-how-do-i-make-it")).json();
      expect(card.source).toBe("Expert Knowledge Base");
      expect(fake.calls).toHaveLength(0);
    });

    it("reports production mode and a real check: healthy when the AI answers, unhealthy with the cause when not", async () => {
      fake.reply = "ready";
      const ok = await (await site.fetch("/api/ai/status", {}, { from: "198.18.1.1" })).json();
      expect(ok).toMatchObject({ mode: "production", provider: setup.provider, model: setup.model, ready: true });
      expect(fake.calls[0]!.body).toMatchObject({ temperature: 0.5 });
      fake.mode = "429";
      const down = await (await site.fetch("/api/ai/status", {}, { from: "198.18.1.2" })).json();
      expect(down).toMatchObject({ ready: false });
      expect(down.detail).toMatch(/rate limited \(429\)/);
    });
  });
}
