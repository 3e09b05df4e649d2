import { Link } from "react-router";
import type { Route } from "./+types/offline";
import { SITE_NAME } from "../../../shared/site/name.ts";

export const meta: Route.MetaFunction = () => [{ title: `You are offline | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

/**
 * What the service worker shows for a page this device has not saved when there is no network. It is
 * served at whatever address was asked for, so the build strips its scripts (React would otherwise
 * hydrate it as that other route): everything here works as plain HTML.
 */
export default function Offline() {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center" data-testid="offline-page">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-16 text-orange-700" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 3l18 18M8.5 8.7A6 6 0 0 0 6.1 12 4 4 0 0 0 7 20h10m3.2-1.8A4 4 0 0 0 18 11h-.3A6 6 0 0 0 11 6.1"
        />
      </svg>
      <h1 className="mt-4 font-serif text-3xl font-bold text-stone-900">You are offline</h1>
      <p className="mt-3 text-stone-700">
        This page is not saved on this device and there is no connection to fetch it. The recipes you saved open without a connection.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/saved-recipes" reloadDocument className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">
          Open Saved Recipes
        </Link>
        {/* A form with no action loads this same address again: a retry that needs no script. */}
        <form>
          <button type="submit" className="rounded-lg px-5 py-2.5 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50">
            Try Again
          </button>
        </form>
      </div>
    </main>
  );
}
