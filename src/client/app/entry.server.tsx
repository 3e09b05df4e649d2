// React Router's server entry (the default one, used at build time to prerender the pages), with one
// change: the HTML is written once everything in it has rendered, never from the shell on, and every
// Suspense boundary in its place (React moves the ones after the first 12,800 bytes of boundaries out to
// the end of the document by default, to show the rest sooner when streaming). With the default, a
// page's Suspense boundaries (the cards that hydrate when near the screen) were written as
// placeholders with their content at the end of the document, moved in by inline scripts: a crawler
// without JavaScript saw empty lists, and the first paint could show them empty
// (docs/decisions/0018-hydration-budget.md).
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    let ready = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        ready = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before everything is ready reject and are logged by React Router.
        if (ready) console.error(error);
      },
    });
  });
}
