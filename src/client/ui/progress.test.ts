import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PROGRESS_FILL_DONE_CLASS,
  FIRST_LOAD_GIVE_UP_MS,
  FIRST_LOAD_SHOW_AFTER_MS,
  PROGRESS_DONE_MS,
  PROGRESS_LABEL,
  PROGRESS_TICK_MS,
  bootProgressScript,
  nextProgress,
} from "./progress.ts";

describe("nextProgress (docs/product.md#b-states: each 80 ms step is 6% of the remainder, between 0.5 and 6)", () => {
  it("takes 6% of what remains in the middle of the climb", () => {
    expect(nextProgress(50)).toBeCloseTo(53);
    expect(nextProgress(80)).toBeCloseTo(81.2);
  });

  it("never steps more than 6 nor less than 0.5", () => {
    expect(nextProgress(0)).toBe(6);
    expect(nextProgress(95)).toBe(95.5);
  });

  it("climbs steadily and stops at 99 until the load ends", () => {
    let v = 0;
    const seen: number[] = [];
    for (let i = 0; i < 200; i++) seen.push((v = nextProgress(v)));
    expect(seen.every((x, i) => i === 0 || x >= seen[i - 1]!)).toBe(true);
    expect(Math.max(...seen)).toBe(99);
    // About 3 s (38 steps of 80 ms) to pass 90: a slow load still visibly moves.
    expect(seen.findIndex((x) => x >= 90)).toBeGreaterThan(30);
    expect(seen.findIndex((x) => x >= 90)).toBeLessThan(45);
  });
});

/** Just enough of the DOM for the first-load script. */
function fakeDocument() {
  const made: FakeElement[] = [];
  class FakeElement {
    className = "";
    attrs: Record<string, string> = {};
    dataset: Record<string, string> = {};
    style: Record<string, string> = {};
    children: FakeElement[] = [];
    removed = false;
    setAttribute(name: string, value: string) {
      this.attrs[name] = value;
    }
    append(child: FakeElement) {
      this.children.push(child);
    }
    remove() {
      this.removed = true;
    }
  }
  const body = new FakeElement();
  const doc = {
    documentElement: new FakeElement(),
    body,
    createElement: () => {
      const el = new FakeElement();
      made.push(el);
      return el;
    },
  };
  return { doc, body, made };
}

describe("bootProgressScript (the first-load bar, before React runs)", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const run = (doc: unknown) => new Function("document", bootProgressScript())(doc) as void;

  it("shows nothing when React hydrates quickly", () => {
    const { doc, body } = fakeDocument();
    run(doc);
    vi.advanceTimersByTime(FIRST_LOAD_SHOW_AFTER_MS - 100);
    doc.documentElement.dataset.hydrated = "";
    vi.advanceTimersByTime(5000);
    expect(body.children).toEqual([]);
  });

  it("on a slow load shows a progressbar that climbs by the steps, then reaches 100 and goes once React has hydrated", () => {
    const { doc, body } = fakeDocument();
    run(doc);
    vi.advanceTimersByTime(FIRST_LOAD_SHOW_AFTER_MS);
    const [bar] = body.children;
    expect(bar?.attrs).toEqual({ role: "progressbar", "aria-label": PROGRESS_LABEL, "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": "0" });
    const fill = bar!.children[0]!;
    vi.advanceTimersByTime(PROGRESS_TICK_MS * 3);
    const three = nextProgress(nextProgress(nextProgress(0)));
    expect(bar!.attrs["aria-valuenow"]).toBe(String(Math.round(three)));
    expect(fill.style.transform).toBe(`scaleX(${three / 100})`);
    doc.documentElement.dataset.hydrated = "";
    vi.advanceTimersByTime(PROGRESS_TICK_MS);
    expect(bar!.attrs["aria-valuenow"]).toBe("100");
    expect(fill.className).toBe(PROGRESS_FILL_DONE_CLASS); // only the last step eases
    expect(bar!.removed).toBe(false);
    vi.advanceTimersByTime(PROGRESS_DONE_MS);
    expect(bar!.style.opacity).toBe("0");
    expect(bar!.removed).toBe(true);
  });

  it("gives up when React never arrives, leaving the page as it is, not a bar stuck at 99", () => {
    const { doc, body } = fakeDocument();
    run(doc);
    vi.advanceTimersByTime(FIRST_LOAD_SHOW_AFTER_MS + FIRST_LOAD_GIVE_UP_MS - PROGRESS_TICK_MS);
    const [bar] = body.children;
    expect(bar?.removed).toBe(false);
    expect(bar?.attrs["aria-valuenow"]).toBe("99");
    vi.advanceTimersByTime(2 * PROGRESS_TICK_MS + PROGRESS_DONE_MS);
    expect(bar?.attrs["aria-valuenow"]).toBe("99");
    expect(bar?.removed).toBe(true);
  });
});
