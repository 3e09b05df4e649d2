import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiPost, NO_ANSWER_MESSAGE, toQueryString, withRetryTime } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const f = vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers }));
  vi.stubGlobal("fetch", f);
  return f;
};

describe("apiGet and apiPost", () => {
  it("resolve with the parsed body and send JSON with the right method", async () => {
    const f = answer(200, { ok: true });
    expect(await apiPost("/api/x", { a: 1 })).toEqual({ ok: true });
    const init = f.mock.calls[0]![1]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    await apiGet("/api/y");
    expect(f.mock.calls[1]![1]!.method).toBe("GET");
    expect(f.mock.calls[1]![1]!.body).toBeUndefined();
  });

  it("turn an error answer into one ApiError with the message, fields, Retry-After and extra body fields", async () => {
    answer(429, { error: "Too many attempts.", fields: { email: "Taken.", n: 3 }, requiresVerification: true }, { "retry-after": "90" });
    const err = await apiPost("/api/x", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, message: "Too many attempts.", fields: { email: "Taken." }, retryAfter: 90, unreachable: false });
    expect((err as ApiError).body.requiresVerification).toBe(true);
  });

  it("name the status when the error answer is not JSON", async () => {
    answer(502, "<html>bad gateway</html>");
    await expect(apiGet("/api/x")).rejects.toMatchObject({ status: 502, message: "Request failed (502).", fields: {}, retryAfter: null });
  });

  it("report a server that never answered as status 0, with the caller's text when given", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(apiGet("/api/x")).rejects.toMatchObject({ status: 0, unreachable: true, message: NO_ANSWER_MESSAGE });
    await expect(apiGet("/api/x", { noAnswerMessage: "Network error. Please try again." })).rejects.toMatchObject({
      message: "Network error. Please try again.",
    });
  });

  it("let an abort through untouched", async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException("aborted", "AbortError");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(abort));
    await expect(apiGet("/api/x", { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe("helpers", () => {
  it("withRetryTime adds the time to try again only after a 429", () => {
    expect(withRetryTime("Slow down.", null)).toBe("Slow down.");
    expect(withRetryTime("Slow down.", 60, Date.UTC(2026, 0, 1, 12, 0))).toMatch(/^Slow down\. You can try again at .+\.$/);
  });
  it("toQueryString keeps defined, non-empty values only", () => {
    expect(toQueryString({ q: "dal tadka", n: 0, empty: "", none: undefined, no: null, yes: true })).toBe("?q=dal+tadka&n=0&yes=true");
    expect(toQueryString({})).toBe("");
  });
});
