import { describe, expect, it, vi } from "vitest";
import { ResponseCache, requestKey } from "./response-cache.ts";

describe("ResponseCache", () => {
  it("computes once per key until the entry expires", async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(10, 1000);
    const compute = vi.fn(async () => ({ body: { n: 1 } }));
    expect((await cache.get("a", compute)).hit).toBe(false);
    expect(await cache.get("a", compute)).toEqual({ body: '{"n":1}', status: 200, hit: true, shared: false });
    vi.advanceTimersByTime(1001);
    expect((await cache.get("a", compute)).hit).toBe(false);
    expect(compute).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = new ResponseCache(2, 60_000);
    const c = async () => ({ body: 1 });
    await cache.get("a", c);
    await cache.get("b", c);
    await cache.get("a", c); // a is now most recent
    await cache.get("c", c); // evicts b
    expect((await cache.get("a", c)).hit).toBe(true);
    expect((await cache.get("b", c)).hit).toBe(false);
  });
  it("does not cache a failed computation", async () => {
    const cache = new ResponseCache();
    await expect(cache.get("x", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect((await cache.get("x", async () => ({ body: 2 }))).hit).toBe(false);
  });
});

describe("requestKey", () => {
  it("ignores the order of query parameters", () => {
    expect(requestKey(new Request("http://x/api/r?b=2&a=1"))).toBe(requestKey(new Request("http://x/api/r?a=1&b=2")));
  });
});

describe("ResponseCache bounds and sharing", () => {
  it("keeps the cached bytes under maxBytes, dropping the least recently used", async () => {
    const cache = new ResponseCache(1000, 60_000, 100_000);
    const big = "x".repeat(5_000); // about 10 kB an entry
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, async () => ({ body: big }));
    const { entries, bytes } = cache.size();
    expect(bytes).toBeLessThanOrEqual(100_000);
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(50);
    expect((await cache.get("k49", async () => ({ body: 0 }))).hit).toBe(true);
    expect((await cache.get("k0", async () => ({ body: 0 }))).hit).toBe(false);
  });
  it("does not keep an answer larger than an eighth of the budget", async () => {
    const cache = new ResponseCache(1000, 60_000, 100_000);
    await cache.get("huge", async () => ({ body: "y".repeat(10_000) }));
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });
  it("computes once for identical requests that arrive while the first is running", async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = vi.fn(async () => {
      await gate;
      return { body: { n: 1 } };
    });
    const all = Promise.all([cache.get("a", compute), cache.get("a", compute), cache.get("a", compute)]);
    release();
    const answers = await all;
    expect(compute).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.body)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(answers.map((a) => a.shared)).toEqual([false, true, true]);
  });
  it("shares a failure with the requests that waited on it, and caches nothing", async () => {
    const cache = new ResponseCache();
    const failing = async () => Promise.reject(new Error("db down"));
    const both = await Promise.allSettled([cache.get("x", failing), cache.get("x", failing)]);
    expect(both.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(cache.size().entries).toBe(0);
  });
});
