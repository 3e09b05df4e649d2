// A console.error in a test fails it unless the test said it expects one (as Epic Stack's test setup does).
import { afterEach, beforeEach, vi } from "vitest";

let allowed = 0;
let spy: ReturnType<typeof vi.spyOn> | undefined;

/** Call in a test that expects `count` console.error calls (e.g. a logged 500). */
export function allowConsoleErrors(count = 1) {
  allowed += count;
}

beforeEach(() => {
  allowed = 0;
  spy = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (calls.length > allowed) {
    throw new Error(
      `console.error was called ${calls.length} time(s), expected at most ${allowed}: ${calls.map((c: unknown[]) => c.map(String).join(" ")).join(" | ")}`,
    );
  }
});
