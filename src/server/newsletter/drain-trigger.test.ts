import { afterEach, describe, expect, it, vi } from "vitest";
import { noteRequestContext, resetRunMode } from "../platform/mode.ts";
import { adminPasswordProblem, readEnv } from "../platform/env.ts";
import { drainKey, hasDrainKey } from "./drain-trigger.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  resetRunMode();
});

// The key depends only on configuration and the request's deploy: nothing random, nothing per process.
function keyIn(deployId: string) {
  resetRunMode();
  noteRequestContext({ deploy: { context: "production", id: deployId } });
  return drainKey();
}

describe("the background drain's key", () => {
  it("is the same in every instance of a deploy and differs between deploys", () => {
    vi.stubEnv("ADMIN_PASSWORD", "a-configured-admin-password");
    const a = keyIn("deploy-1");
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyIn("deploy-1")).toBe(a);
    expect(keyIn("deploy-2")).not.toBe(a);
  });

  it("needs a usable ADMIN_PASSWORD: missing or under 16 characters is refused, naming the variable", () => {
    expect(adminPasswordProblem(readEnv({}))).toBe("ADMIN_PASSWORD is not set");
    expect(adminPasswordProblem(readEnv({ ADMIN_PASSWORD: "too-short" }))).toBe("ADMIN_PASSWORD is shorter than 16 characters");
    expect(adminPasswordProblem(readEnv({ ADMIN_PASSWORD: "a-configured-admin-password" }))).toBeNull();
  });

  it("is checked by the drain: the right key passes, another deploy's does not", () => {
    vi.stubEnv("ADMIN_PASSWORD", "a-configured-admin-password");
    const other = keyIn("deploy-2")!;
    const own = keyIn("deploy-1")!;
    const req = (key: string) => new Request("https://example.org/.netlify/functions/newsletter-send-background", { headers: { "x-drain-key": key } });
    expect(hasDrainKey(req(own))).toBe(true);
    expect(hasDrainKey(req(other))).toBe(false);
  });
});
