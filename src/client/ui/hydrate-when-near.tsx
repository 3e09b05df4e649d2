// Prerendered content that hydrates when it comes near the screen, or when it is touched, instead of
// with the rest of the page (docs/decisions/0018-hydration-budget.md). Its HTML is there from the first
// paint either way: only React's taking over of it waits. A tap, click, key or focus on content still
// waiting makes React hydrate it at once and then deliver the event (React's selective hydration).
import { Suspense, use, useId, useRef, type ReactNode } from "react";

/** A promise React can read without suspending once it is open (the `status` field `use` looks at). */
type Gate = Promise<void> & { status?: string; open: () => void };

const gates = new Map<string, Gate>();

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve!: () => void;
    gate = Object.assign(new Promise<void>((r) => (resolve = r)), {
      open: () => {
        if (gate!.status === "fulfilled") return;
        gate!.status = "fulfilled";
        resolve();
      },
    });
    gates.set(id, gate);
  }
  return gate;
}

const ATTRIBUTE = "data-hydrate-near";
/** Opens the gate of a waiting element (the one carrying the attribute): React then hydrates its content. */
const openGateOf = (el: Element) => gateFor(el.getAttribute(ATTRIBUTE)!).open();
/** How far ahead of the screen content starts to hydrate: a screen's height above and below, and across. */
const AHEAD = "100% 100% 100% 100%";
let observer: IntersectionObserver | null = null;

function watch(el: Element) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        observer!.unobserve(e.target);
        openGateOf(e.target);
      }
    },
    { rootMargin: AHEAD },
  );
  observer.observe(el);
  return () => observer!.unobserve(el);
}

// A tap, click, key or focus on content still waiting opens its gate before React sees the event (the
// window's capture phase runs before React's listeners on the document): React's attempt to hydrate
// what the event targets then succeeds, and the event is delivered instead of dropped.
if (typeof window !== "undefined") {
  for (const type of ["pointerdown", "click", "keydown", "focusin"]) {
    window.addEventListener(
      type,
      (e) => {
        const near = e.target instanceof Element ? e.target.closest(`[${ATTRIBUTE}]`) : null;
        if (near) openGateOf(near);
      },
      { capture: true, passive: true },
    );
  }
}

/**
 * Waits at its gate while its content is the prerendered HTML not yet hydrated (React hydrates a Suspense
 * boundary in a pass of its own, after the rest of the page); renders its children at once when they
 * are new on the client (a client-side navigation, new results).
 */
function Wait({ id, children }: { id: string; children: ReactNode }) {
  if (typeof window !== "undefined") {
    const gate = gateFor(id);
    if (gate.status !== "fulfilled") {
      if (document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)) use(gate as Promise<void>);
      else gate.open();
    }
  }
  return children;
}

type GatedProps = {
  as?: "li" | "div";
  /** The element's own id (an anchor in the page). */
  id?: string;
  className?: string;
  /** What the content shows (`recipe:1001`), so the app can have it hydrate at once (`hydrateNamed`). */
  name?: string;
  children: ReactNode;
};

const NAME = "data-hydrate-name";

/**
 * Hydrates at once the prerendered content still waiting whose name is one of `names`: what shows this
 * browser's state (a saved recipe's heart) should not read as the prerender's until it comes near.
 */
export function hydrateNamed(names: ReadonlySet<string>) {
  for (const el of document.querySelectorAll(`[${ATTRIBUTE}][${NAME}]`)) {
    if (names.has(el.getAttribute(NAME)!)) openGateOf(el);
  }
}

function Gated({ as: Tag = "div", id: elementId, className, name, children, near }: GatedProps & { near: boolean }) {
  const id = useId();
  // New content for an element still waiting (a list changed): React hydrates it with what it had, then
  // renders the new content, instead of dropping the prerendered HTML for an empty fallback.
  const first = useRef(children);
  if (first.current !== children) gates.get(id)?.open();
  return (
    <Tag
      id={elementId}
      className={className}
      {...{ [ATTRIBUTE]: id, [NAME]: name }}
      ref={near ? (el: HTMLElement | null) => (el && gateFor(id).status !== "fulfilled" ? watch(el) : undefined) : undefined}
    >
      <Suspense fallback={null}>
        <Wait id={id}>{children}</Wait>
      </Suspense>
    </Tag>
  );
}

/**
 * An element (a list item, or a block of a page below the fold) whose prerendered content hydrates when
 * it comes within a screen of the viewport, or when it is touched. Rendered on the client (a client-side
 * navigation, new results), it is an ordinary element.
 */
export function HydrateWhenNear(props: GatedProps) {
  return <Gated {...props} near />;
}

/**
 * Prerendered content that does nothing (loading skeletons, text with no controls): React leaves its HTML
 * as it is. Skeletons are removed without being hydrated when what they stand for arrives; text hydrates
 * only if it changes, or when touched. Whatever renders it must not render it again with new children
 * while it waits (memoise it), or it hydrates then. Rendered on the client, its children render as usual.
 */
export function NotHydrated(props: GatedProps) {
  return <Gated {...props} near={false} />;
}
