import { afterEach, describe, expect, it, vi } from "vitest";
import { isDeployed, isProduction, noteRequestContext, resetRunMode, runMode } from "./mode.ts";

afterEach(() => {
  resetRunMode();
  vi.unstubAllEnvs();
});

describe("the run-time mode", () => {
  it("comes from the request's deploy context, whatever CONTEXT says", () => {
    vi.stubEnv("CONTEXT", "dev"); // a build-only variable: a function never sees it on Netlify
    noteRequestContext({ deploy: { context: "production", id: "d1" }, site: { url: "https://example.org" } });
    expect(runMode()).toBe("production");
    expect(isProduction()).toBe(true);

    vi.stubEnv("CONTEXT", "production");
    noteRequestContext({ deploy: { context: "deploy-preview", id: "d2" } });
    expect(isProduction()).toBe(false);
    expect(isDeployed()).toBe(true);
  });

  it("is production when nothing says otherwise, and dev only when a local runner says RUN_MODE=dev", () => {
    vi.stubEnv("RUN_MODE", "");
    vi.stubEnv("CONTEXT", "dev");
    expect(runMode()).toBe("production");
    vi.stubEnv("RUN_MODE", "dev");
    expect(runMode()).toBe("dev");
  });

  it("lets no RUN_MODE relax a deploy", () => {
    vi.stubEnv("RUN_MODE", "dev");
    noteRequestContext({ deploy: { context: "branch-deploy", id: "d3" } });
    expect(runMode()).toBe("branch-deploy");
    noteRequestContext({ deploy: { context: "feature-x", id: "d4" } }); // a named branch context
    expect(isDeployed()).toBe(true);
  });
});
