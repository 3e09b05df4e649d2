import { useConnectivity } from "../../ui/connectivity.tsx";

/** docs/product.md#a-screens "Error screen": the app's error boundary. */
export function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { online } = useConnectivity();
  const networkIssue = /fetch|network/i.test(message);
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-xl flex-col justify-center px-4 py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
        <div className="flex flex-wrap gap-2">
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${online ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}`}>
            {online ? "Online" : "Offline"}
          </span>
          {networkIssue && <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">Network Issue</span>}
        </div>
        <h1 className="mt-4 text-2xl font-bold text-stone-900">Something went wrong</h1>
        <p className="mt-2 text-stone-700">{message}</p>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-stone-600">Likely causes</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
          <li>Temporary network issues</li>
          <li>Server maintenance</li>
          <li>Your internet connection</li>
        </ul>
        <p className="mt-4 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          Your data and preferences are safe: saved recipes and settings are stored and will be here when the page works again.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={onRetry} className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800">
            Try Again
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg border border-stone-300 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-50"
          >
            Reload Page
          </button>
        </div>
      </div>
    </main>
  );
}
