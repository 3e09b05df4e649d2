import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { Ingredient, Step } from "../../../shared/recipes/schema.ts";
import { formatClock } from "../../../shared/common/durations.ts";
import { displayQuantity, type UnitSystem } from "./quantities.ts";
import { capitalize, stepIngredients } from "../../../shared/recipes/text.ts";
import { addMinute, isRunning, newTimer, pauseTimer, remainingMs, resetTimer, startTimer, type StepTimer } from "./step-timer.ts";
import { useWakeLock } from "./use-wake-lock.ts";
import { Section } from "../../ui/section.tsx";
import { isNight, useChosenTheme, useTheme } from "../../ui/theme.ts";
import { ThemeToggle } from "../../ui/theme-toggle.tsx";

type Props = {
  title: string;
  steps: Step[];
  ingredients: Ingredient[];
  factor: number;
  system: UnitSystem;
  servings: number;
  onClose: () => void;
};

/** Three short beeps and a buzz where the device can; silent where audio is blocked. */
function ring() {
  navigator.vibrate?.([300, 150, 300]);
  try {
    const ctx = new AudioContext();
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 880;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.4);
      osc.stop(ctx.currentTime + i * 0.4 + 0.25);
    }
    setTimeout(() => void ctx.close(), 1500);
  } catch {
    // no audio: the timer still shows "Time's up!"
  }
}

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex='-1'])";

const primary =
  "rounded-xl bg-orange-700 px-3.5 py-2.5 text-sm sm:px-5 sm:py-3 sm:text-base font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600";
const secondary =
  "rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-sm sm:px-5 sm:py-3 sm:text-base font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:text-stone-400";

/**
 * Cook mode: one step at a time in large type, the step's ingredients with the scaled amounts beside
 * it, a countdown for steps that have a length, and the screen kept awake. Escape exits; the arrow
 * keys move between steps.
 */
export function CookMode({ title, steps, ingredients, factor, system, servings, onClose }: Props) {
  const [index, setIndex] = useState(0);
  const [timers, setTimers] = useState<Record<number, StepTimer>>({});
  const [finished, setFinished] = useState<ReadonlySet<number>>(new Set());
  const [now, setNow] = useState(() => Date.now());
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const { supported, locked } = useWakeLock(true);
  // docs/product.md#theme: dark at night unless the reader has chosen a theme (then theirs, as on every page).
  const [night] = useState(() => isNight(new Date()));
  const page = useTheme();
  const chosen = useChosenTheme();
  const theme = night && chosen === null ? "dark" : page;
  const step = steps[index]!;
  const last = index === steps.length - 1;

  const go = useCallback((i: number) => setIndex(Math.max(0, Math.min(steps.length - 1, i))), [steps.length]);

  // Keyboard: Escape exits, arrows move, Tab stays inside the dialog.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") return onClose();
      const target = e.target as HTMLElement;
      if (e.key === "ArrowRight" && target.tagName !== "INPUT") go(index + 1);
      if (e.key === "ArrowLeft" && target.tagName !== "INPUT") go(index - 1);
      if (e.key === "Tab" && dialogRef.current) {
        const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (!items.length) return;
        const first = items[0]!;
        const lastItem = items[items.length - 1]!;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          lastItem.focus();
        } else if (!e.shiftKey && document.activeElement === lastItem) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [go, index, onClose]);

  // The page behind does not scroll while cooking.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => headingRef.current?.focus(), [index]);

  // Tick while any timer runs; ring each one once when it reaches zero.
  const anyRunning = Object.values(timers).some(isRunning);
  useEffect(() => {
    if (!anyRunning) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [anyRunning]);
  useEffect(() => {
    const done = Object.entries(timers)
      .filter(([, t]) => isRunning(t) && remainingMs(t, now) === 0)
      .map(([n]) => Number(n));
    if (!done.length) return;
    ring();
    setTimers((prev) => {
      const next = { ...prev };
      for (const n of done) next[n] = pauseTimer(prev[n]!, now);
      return next;
    });
    setFinished((prev) => new Set([...prev, ...done]));
  }, [now, timers]);

  const timer = step.length ? (timers[step.number] ?? newTimer(step.length.number)) : undefined;
  const update = (fn: (t: StepTimer, at: number) => StepTimer) => {
    if (!step.length) return;
    const at = Date.now();
    setNow(at);
    setTimers((prev) => ({ ...prev, [step.number]: fn(prev[step.number] ?? newTimer(step.length!.number), at) }));
    setFinished((prev) => {
      const next = new Set(prev);
      next.delete(step.number);
      return next;
    });
  };
  const otherTimers = Object.entries(timers)
    .map(([n, t]) => ({ n: Number(n), t }))
    .filter(({ n, t }) => n !== step.number && (isRunning(t) || finished.has(n)));
  const items = stepIngredients(step, ingredients);

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby="cook-mode-title"
      className="fixed inset-0 z-[60] flex flex-col bg-stone-50 print:hidden"
      data-theme={theme}
    >
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-orange-800">
              Cook mode · {servings} {servings === 1 ? "serving" : "servings"}
            </p>
            <h2 id="cook-mode-title" className="truncate font-serif text-lg font-bold text-stone-900 sm:text-xl">
              {title}
            </h2>
          </div>
          <div className="flex items-center gap-3">
            <ThemeToggle shown={theme} />
            <button
              type="button"
              onClick={onClose}
              aria-label="Exit cook mode"
              className="shrink-0 rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              Exit<span className="hidden sm:inline"> cook mode</span>
            </button>
          </div>
        </div>
        <div className="h-1.5 bg-stone-100" aria-hidden="true">
          <div className="h-full bg-orange-600 transition-[width] duration-300" style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
        </div>
      </header>

      {otherTimers.length > 0 && (
        <div className="border-b border-amber-200 bg-amber-50">
          <div className="mx-auto flex max-w-6xl flex-wrap gap-2 px-4 py-2 sm:px-6">
            {otherTimers.map(({ n, t }) => (
              <button
                key={n}
                type="button"
                onClick={() => go(steps.findIndex((s) => s.number === n))}
                className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
              >
                Step {n} timer: {finished.has(n) ? "done" : formatClock(remainingMs(t, now))}
              </button>
            ))}
          </div>
        </div>
      )}

      <div className="flex-1 overflow-y-auto">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-12">
          <section aria-labelledby="cook-step-heading">
            <p id="cook-step-heading" ref={headingRef} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wider text-orange-800 outline-none">
              Step {index + 1} of {steps.length}
            </p>
            <p className="mt-4 font-serif text-2xl leading-snug text-stone-900 sm:text-4xl sm:leading-tight" data-testid="cook-step-text">
              {step.step}
            </p>
            {timer && step.length && (
              <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200">
                <div>
                  <p className="text-sm font-semibold text-amber-900">Timer · {step.length.number} min</p>
                  <p
                    role="timer"
                    aria-label="Time left"
                    className={`text-5xl font-bold tabular-nums tracking-tight ${finished.has(step.number) ? "text-red-700" : "text-stone-900"}`}
                  >
                    {formatClock(remainingMs(timer, now))}
                  </p>
                </div>
                <div className="flex gap-2">
                  {isRunning(timer) ? (
                    <button type="button" className={primary} onClick={() => update(pauseTimer)}>
                      Pause timer
                    </button>
                  ) : (
                    <button type="button" className={primary} onClick={() => update(startTimer)}>
                      {timer.remainingMs < timer.durationMs && timer.remainingMs > 0 ? "Resume timer" : "Start timer"}
                    </button>
                  )}
                  <button type="button" className={secondary} onClick={() => update(addMinute)}>
                    +1 min
                  </button>
                  <button type="button" className={secondary} onClick={() => update(resetTimer)}>
                    Reset
                  </button>
                </div>
                {finished.has(step.number) && (
                  <p role="alert" className="w-full text-lg font-semibold text-red-800">
                    Time&apos;s up!
                  </p>
                )}
              </div>
            )}
          </section>

          <Section
            id="cook-ingredients-heading"
            title="For this step"
            as="aside"
            level={3}
            heading="panel"
            className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
          >
            {items.length ? (
              <ul className="mt-3 space-y-2">
                {items.map(({ name, ingredient }) => {
                  const q = ingredient ? displayQuantity(ingredient, factor, system) : null;
                  return (
                    <li key={name} className="flex gap-3 text-base">
                      <span className="w-24 shrink-0 font-semibold tabular-nums text-stone-900">{q ? `${q.amount} ${q.unit}`.trim() : ""}</span>
                      <span className="text-stone-800">{capitalize(ingredient?.name ?? name)}</span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-stone-600">No ingredients to add in this step.</p>
            )}
            {step.equipment.length > 0 && (
              <>
                <h3 className="mt-5 font-semibold text-stone-900">Equipment</h3>
                <p className="mt-1 text-stone-800">{step.equipment.map((e) => e.name).join(", ")}</p>
              </>
            )}
          </Section>
        </div>
      </div>

      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <button type="button" className={secondary} onClick={() => go(index - 1)} disabled={index === 0}>
            Previous
          </button>
          <div className="flex min-w-0 flex-col items-center gap-1 text-center">
            {supported && (
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${locked ? "bg-emerald-100 text-emerald-900" : "bg-stone-100 text-stone-700"}`}>
                {locked ? "Screen stays on" : "Screen may dim"}
              </span>
            )}
            <p className="hidden text-sm text-stone-600 sm:block">Use ← and → to move between steps, Esc to exit.</p>
          </div>
          {last ? (
            <button type="button" className={primary} onClick={onClose}>
              Finish
            </button>
          ) : (
            <button type="button" className={primary} onClick={() => go(index + 1)}>
              Next
            </button>
          )}
        </div>
      </footer>
    </div>,
    document.body,
  );
}
