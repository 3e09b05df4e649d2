import { describe, expect, it } from "vitest";
import { addMinute, isDone, isRunning, newTimer, pauseTimer, remainingMs, resetTimer, startTimer } from "./step-timer.ts";

describe("step timer", () => {
  it("counts down while running and holds while paused", () => {
    let t = newTimer(10);
    expect(remainingMs(t, 0)).toBe(600_000);
    t = startTimer(t, 1_000);
    expect(isRunning(t)).toBe(true);
    expect(remainingMs(t, 61_000)).toBe(540_000);
    t = pauseTimer(t, 61_000);
    expect(isRunning(t)).toBe(false);
    expect(remainingMs(t, 999_999)).toBe(540_000);
    t = startTimer(t, 100_000);
    expect(remainingMs(t, 640_000)).toBe(0);
    expect(isDone(t, 640_000)).toBe(true);
  });
  it("starts over when started after finishing, and resets", () => {
    let t = startTimer(newTimer(1), 0);
    t = pauseTimer(t, 70_000);
    expect(t.remainingMs).toBe(0);
    t = startTimer(t, 80_000);
    expect(remainingMs(t, 80_000)).toBe(60_000);
    expect(resetTimer(t)).toEqual({ durationMs: 60_000, remainingMs: 60_000, endsAt: null });
  });
  it("adds a minute, running or not", () => {
    expect(addMinute(newTimer(2), 0).remainingMs).toBe(180_000);
    const running = startTimer(newTimer(2), 0);
    expect(remainingMs(addMinute(running, 30_000), 30_000)).toBe(150_000);
  });
});
