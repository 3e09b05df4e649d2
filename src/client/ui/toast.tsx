import { useEffect, useSyncExternalStore } from "react";

// docs/product.md#a-limits: at most one toast visible at once; a new toast replaces the current one.
export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; onClick: () => void };
  durationMs?: number;
};

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(t: Omit<Toast, "id">): number {
  current = { ...t, id: nextId++ };
  emit();
  return current.id;
}

export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
export const useToast = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

export function Toaster() {
  const t = useToast();
  useEffect(() => {
    if (!t) return;
    const timer = setTimeout(() => dismissToast(t.id), t.durationMs ?? 4000);
    return () => clearTimeout(timer);
  }, [t]);
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 sm:justify-end">
      {t && (
        <div
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
            t.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-stone-200 bg-white text-stone-900"
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{t.title}</p>
            {t.description && <p className="mt-0.5 text-sm opacity-90">{t.description}</p>}
          </div>
          {t.action && (
            <button
              type="button"
              className="rounded-md border border-current px-2.5 py-1 text-sm font-medium"
              onClick={() => {
                t.action?.onClick();
                dismissToast(t.id);
              }}
            >
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label="Dismiss notification"
            className="text-lg leading-none opacity-70 hover:opacity-100"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
