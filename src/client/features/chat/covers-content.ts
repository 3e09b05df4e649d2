// Whether a floating element sits over something a reader needs: a control (link, button, field) or a
// line of text. The chat button steps aside when it does (docs/decisions/0020-floating-chat-button.md).

const CONTROL = "a[href], button, input, select, textarea, summary, label, [role='button'], [role='link'], [tabindex]:not([tabindex='-1'])";

const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** True when `el`'s own text (its direct text nodes) is drawn inside `box`. */
function textInside(el: Element, box: DOMRect): boolean {
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0 && intersects(r, box)) return true;
  }
  return false;
}

/**
 * Looks under `floating` at its corners and centre (the element stack of each point, below the
 * floating element itself): a control, or an element whose own text crosses the floating box, is covered.
 */
export function coversContent(floating: HTMLElement): boolean {
  const box = floating.getBoundingClientRect();
  if (!box.width || !box.height) return false;
  const inset = Math.min(6, box.width / 4);
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [box.left + box.width / 2, box.top + box.height / 2],
  ];
  for (const [x, y] of points) {
    const under = document.elementsFromPoint(x, y).find((el) => !floating.contains(el));
    if (!under || under === document.documentElement || under === document.body) continue;
    if (under.closest(CONTROL)) return true;
    if (textInside(under, box)) return true;
  }
  return false;
}
