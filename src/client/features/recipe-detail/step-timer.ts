// A kitchen countdown as plain data, so pausing, resuming and finishing are testable without a clock.
export type StepTimer = {
  durationMs: number;
  /** Left when last paused or reset. */
  remainingMs: number;
  /** When it will ring, while running; null when paused or stopped. */
  endsAt: number | null;
};

export const newTimer = (minutes: number): StepTimer => ({ durationMs: minutes * 60_000, remainingMs: minutes * 60_000, endsAt: null });
export const isRunning = (t: StepTimer) => t.endsAt !== null;
export const remainingMs = (t: StepTimer, now: number) => (t.endsAt === null ? t.remainingMs : Math.max(0, t.endsAt - now));
export const isDone = (t: StepTimer, now: number) => remainingMs(t, now) === 0;

export function startTimer(t: StepTimer, now: number): StepTimer {
  if (isRunning(t)) return t;
  const left = t.remainingMs > 0 ? t.remainingMs : t.durationMs; // starting a finished timer starts it over
  return { ...t, remainingMs: left, endsAt: now + left };
}
export function pauseTimer(t: StepTimer, now: number): StepTimer {
  return isRunning(t) ? { ...t, remainingMs: remainingMs(t, now), endsAt: null } : t;
}
export const resetTimer = (t: StepTimer): StepTimer => ({ ...t, remainingMs: t.durationMs, endsAt: null });
/** Adds a minute (running or not), the usual "needs a bit longer". */
export function addMinute(t: StepTimer, now: number): StepTimer {
  if (isRunning(t)) return { ...t, endsAt: Math.max(t.endsAt!, now) + 60_000 };
  return { ...t, remainingMs: t.remainingMs + 60_000 };
}
