import { afterEach, describe, expect, it, vi } from "vitest";
import { resetRunMode } from "../platform/mode.ts";
import { adminPasswordProblem, readEnv } from "../platform/env.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  resetRunMode();
});

// The key depends only on configuration and the request's deploy: nothing random, nothing per process.
// Fresh modules each time: the environment is read once per instance, and unit files share modules
// (vitest.config.ts), so another file may have read it before ADMIN_PASSWORD was stubbed here.
async function keyIn(deployId: string) {
  vi.resetModules();
  const { noteRequestContext } = await import("../platform/mode.ts");
  const trigger = await import("./drain-trigger.ts");
  noteRequestContext({ deploy: { context: "production", id: deployId } });
  return { key: trigger.drainKey(), hasDrainKey: trigger.hasDrainKey };
}

describe("the background drain's key", () => {
  it("is the same in every instance of a deploy and differs between deploys", async () => {
    vi.stubEnv("ADMIN_PASSWORD", "a-configured-admin-password");
    const { key: a } = await keyIn("deploy-1");
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await keyIn("deploy-1")).key).toBe(a);
    expect((await keyIn("deploy-2")).key).not.toBe(a);
  });

  it("needs a usable ADMIN_PASSWORD: missing or under 16 characters is refused, naming the variable", () => {
    expect(adminPasswordProblem(readEnv({}))).toBe("ADMIN_PASSWORD is not set");
    expect(adminPasswordProblem(readEnv({ ADMIN_PASSWORD: "too-short" }))).toBe("ADMIN_PASSWORD is shorter than 16 characters");
    expect(adminPasswordProblem(readEnv({ ADMIN_PASSWORD: "a-configured-admin-password" }))).toBeNull();
  });

  it("is checked by the drain: the right key passes, another deploy's does not", async () => {
    vi.stubEnv("ADMIN_PASSWORD", "a-configured-admin-password");
    const other = (await keyIn("deploy-2")).key!;
    const { key: own, hasDrainKey } = await keyIn("deploy-1");
    const req = (key: string) => new Request("https://example.org/.netlify/functions/newsletter-send-background", { headers: { "x-drain-key": key } });
    expect(hasDrainKey(req(own!))).toBe(true);
    expect(hasDrainKey(req(other))).toBe(false);
  });
});
