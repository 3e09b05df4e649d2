// The open/closed and highlighted state of a search box's suggestion list (ARIA combobox pattern),
// shared by the recipe search box and the news hub's: opens on focus and typing, closes 200 ms after
// the box loses focus (so a click on a suggestion still lands; docs/product.md#a-limits, docs/product.md#b-states) and on Escape;
// the arrows move the highlight, wrapping around.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

export const SUGGESTION_CLOSE_DELAY_MS = 200;

export function useSuggestionList(value: string, count: number) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => setActive(-1), [value]);

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setActive(-1);
  }, []);
  const show = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  }, []);

  /** Handlers for the input. */
  const inputHandlers = {
    onFocus: show,
    onBlur: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        setOpen(false);
        setActive(-1);
      }, SUGGESTION_CLOSE_DELAY_MS);
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === "ArrowDown" && count > 0) {
        e.preventDefault();
        setOpen(true);
        setActive((a) => (a + 1) % count);
      } else if (e.key === "ArrowUp" && count > 0) {
        e.preventDefault();
        setOpen(true);
        setActive((a) => (a <= 0 ? count - 1 : a - 1));
      } else if (e.key === "Escape" && open) {
        e.preventDefault();
        close();
      }
    },
  };

  /** The suggestion the arrows highlight in the open list, which Enter chooses; undefined if none. */
  const highlighted = (suggestions: readonly string[]) => (open && active >= 0 ? suggestions[active] : undefined);

  return { open, active, setActive, show, close, inputHandlers, highlighted };
}
