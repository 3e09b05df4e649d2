import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { SITE_NAME } from "../../../shared/site/name.ts";

export const meta: Route.MetaFunction = () => [{ title: `Page not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // docs/product.md#b-screens: the unknown path is logged.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold text-orange-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-2 text-stone-700">
        We could not find <code className="rounded bg-stone-100 px-1.5 py-0.5 text-sm">{pathname}</code>.
      </p>
      <Link to="/" className="mt-6 rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">
        Return to Home
      </Link>
    </main>
  );
}
