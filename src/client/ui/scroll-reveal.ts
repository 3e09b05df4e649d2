// Scroll reveal (docs/product.md#b-limits: threshold 0.1, stagger 100 ms by default, 800 ms): blocks marked
// data-reveal inside a container fade in as a tenth of them scrolls into view. Plain CSS transitions
// (app.css) started by one IntersectionObserver, so no animation library loads for them. The hiding
// starts only once the page's JavaScript runs: without it, or with reduced motion, everything shows.
import { useEffect, type CSSProperties, type RefObject } from "react";

export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_MS = 100;
export const REVEAL_DURATION_MS = 800;

/** The style of the `index`th block of a group that appears together: each starts `staggerMs` after the one before. */
export const revealStyle = (index: number, staggerMs = REVEAL_STAGGER_MS, from?: string): CSSProperties =>
  ({ "--reveal-delay": `${index * staggerMs}ms`, "--reveal-duration": `${REVEAL_DURATION_MS}ms`, ...(from ? { "--reveal-from": from } : {}) }) as CSSProperties;

/** Observes the container's [data-reveal] blocks; a new `replay` value hides them all and plays the reveals again. */
export function useScrollReveal(container: RefObject<HTMLElement | null>, replay = 0) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const blocks = [...root.querySelectorAll<HTMLElement>("[data-reveal]")];
    const show = (el: Element) => el.setAttribute("data-shown", "");
    if (typeof IntersectionObserver !== "function") return void blocks.forEach(show);
    // Hidden at once (no fading out), then armed: only a fresh reveal animates.
    root.setAttribute("data-reveal-instant", "");
    blocks.forEach((el) => el.removeAttribute("data-shown"));
    root.setAttribute("data-reveal-ready", "");
    void root.offsetHeight;
    root.removeAttribute("data-reveal-instant");
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          show(e.target);
          observer.unobserve(e.target);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    blocks.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [container, replay]);
}
