// The share menu (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-api, docs/product.md#a-errors, docs/product.md#a-limits): outbound share links in a 600x400 popup, the device's
// share sheet when it has one, and Copy link ('Copied!' for 2 seconds).
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { toast } from "../../ui/toast.tsx";
import { Svg } from "../../ui/icons.tsx";

const COPIED_MS = 2000;

type Target = { method: string; label: string; href?: (url: string, title: string) => string };
const enc = encodeURIComponent;
const TARGETS: Target[] = [
  { method: "facebook", label: "Facebook", href: (u) => `https://www.facebook.com/sharer/sharer.php?u=${enc(u)}` },
  { method: "twitter", label: "Twitter", href: (u, t) => `https://twitter.com/intent/tweet?url=${enc(u)}&text=${enc(t)}` },
  { method: "whatsapp", label: "WhatsApp", href: (u, t) => `https://wa.me/?text=${enc(`${t} ${u}`)}` },
  { method: "telegram", label: "Telegram", href: (u, t) => `https://t.me/share/url?url=${enc(u)}&text=${enc(t)}` },
  { method: "linkedin", label: "LinkedIn", href: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(u)}` },
  { method: "pinterest", label: "Pinterest", href: (u, t) => `https://pinterest.com/pin/create/button/?url=${enc(u)}&description=${enc(t)}` },
  { method: "reddit", label: "Reddit", href: (u, t) => `https://www.reddit.com/submit?url=${enc(u)}&title=${enc(t)}` },
  { method: "email", label: "Email", href: (u, t) => `mailto:?subject=${enc(t)}&body=${enc(`${t}\n${u}`)}` },
  // Instagram has no web share link: the link is copied to paste in the app.
  { method: "instagram", label: "Instagram (copy link)" },
];

/** Tells any listener (analytics, if the site adds one) which method was used (docs/product.md#a-api). */
const reportShare = (method: string) => window.dispatchEvent(new CustomEvent("share", { detail: { method } }));

export function ShareMenu({ path, title, variant }: { path: string; title: string; variant: "card" | "detail" }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The menu is drawn in a portal at a fixed position: cards clip their image box (overflow hidden).
  const [anchor, setAnchor] = useState<{ top?: number; bottom?: number; right: number } | null>(null);

  // Read when the menu is open (never on the server): an effect per card would render every card again after hydration.
  const canNativeShare = open && typeof navigator.share === "function";
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);
  useEffect(() => {
    if (!open) return;
    const place = () => {
      const r = root.current?.getBoundingClientRect();
      if (!r) return;
      const right = Math.max(8, window.innerWidth - r.right);
      // Below the button when the menu fits there, otherwise above it.
      const fitsBelow = window.innerHeight - r.bottom > 340 || r.top < 340;
      setAnchor(fitsBelow ? { top: r.bottom + 8, right } : { bottom: window.innerHeight - r.top + 8, right });
    };
    place();
    const inside = (t: EventTarget | null) => !!t && (root.current?.contains(t as Node) || panel.current?.contains(t as Node));
    const onDown = (e: MouseEvent) => !inside(e.target) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onMove = () => setOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onMove);
    window.addEventListener("scroll", onMove, { passive: true });
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onMove);
      window.removeEventListener("scroll", onMove);
    };
  }, [open]);

  const url = () => new URL(path, window.location.origin).toString();

  async function copy(method: string) {
    try {
      await navigator.clipboard.writeText(url());
      setCopied(true);
      toast({ title: "Link copied!", description: "The link has been copied to your clipboard." });
      reportShare(method);
    } catch {
      toast({ title: "Failed to copy", description: "Please copy the link manually.", variant: "destructive" });
    }
    setOpen(false);
  }

  function openTarget(t: Target) {
    if (!t.href) return void copy(t.method);
    const href = t.href(url(), title);
    if (t.method === "email") window.location.href = href;
    else window.open(href, "share", "width=600,height=400,noopener,noreferrer");
    reportShare(t.method);
    setOpen(false);
  }

  async function nativeShare() {
    try {
      await navigator.share({ title, url: url() });
      reportShare("native");
    } catch {
      // dismissed by the user
    }
    setOpen(false);
  }

  const look =
    variant === "card"
      ? "grid size-9 place-items-center rounded-full bg-white/95 text-stone-700 shadow ring-1 ring-stone-200 hover:bg-white"
      : "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50";
  const item = "block w-full rounded-md px-3 py-2 text-left text-sm text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100";
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Share: ${title}`}
        onClick={() => setOpen((o) => !o)}
        className={look}
      >
        <Svg
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          shapes='<circle cx="18" cy="5" r="2.5"/><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="19" r="2.5"/><path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4"/>'
        />
        {variant === "detail" && <span>{copied ? "Copied!" : "Share"}</span>}
      </button>
      {open &&
        anchor &&
        createPortal(
          <div
            ref={panel}
            id={menuId}
            role="group"
            aria-label={`Share ${title}`}
            style={{ top: anchor.top, bottom: anchor.bottom, right: anchor.right }}
            className="fixed z-50 w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-stone-200"
          >
            <ul className="max-h-80 overflow-y-auto">
              {canNativeShare && (
                <li>
                  <button type="button" className={item} onClick={nativeShare}>
                    Share via device
                  </button>
                </li>
              )}
              <li>
                <button type="button" className={`${item} font-medium`} onClick={() => copy("copy")}>
                  {copied ? "Copied!" : "Copy link"}
                </button>
              </li>
              {TARGETS.map((t) => (
                <li key={t.method}>
                  <button type="button" className={item} onClick={() => openTarget(t)}>
                    {t.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          document.body,
        )}
    </div>
  );
}
