import { describe, expect, it, vi } from "vitest";
import { ResponseCache, requestKey } from "./response-cache.ts";

describe("ResponseCache", () => {
  it("computes once per key until the entry expires", async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(10, 1000);
    const compute = vi.fn(async () => ({ body: { n: 1 } }));
    expect((await cache.get("a", compute)).hit).toBe(false);
    expect(await cache.get("a", compute)).toEqual({ body: '{"n":1}', status: 200, hit: true });
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
