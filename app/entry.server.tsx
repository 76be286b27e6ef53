import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { deferHydration } from "./lib/deferred-hydration.server.ts";

/** How long a streamed page may wait for deferred data before its pending parts are given up. */
export const streamTimeout = 5_000;

/**
 * React Router's server entry, as its default, plus one step: in production builds the document goes
 * through `deferHydration`, so the browser paints the page before it fetches and runs the JavaScript
 * (docs/decisions/0006-paint-before-hydration.md). Crawlers get the whole page at once. Every inline script
 * carries the answer's Content-Security-Policy nonce (`loadContext.cspNonce`): React's, React Router's
 * (`ServerRouter` hands it to `<Scripts>`, `<ScrollRestoration>` and the streamed data) and the boot script.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext?: AppLoadContext) {
  const nonce = loadContext?.cspNonce;
  // A HEAD answers what a GET would, without the body: the same status and the document's type.
  if (request.method.toUpperCase() === "HEAD") {
    headers.set("Content-Type", "text/html");
    return new Response(null, { status, headers });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const ready: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [ready]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            timeout = undefined;
            callback();
          },
        });
        const document = import.meta.env.PROD ? body.pipe(deferHydration(nonce)) : body;
        // A visitor who leaves mid-page destroys the document stream with "premature close"; `pipe` does
        // not pass that on, and an error no one listens to would stop the whole server.
        if (document !== body) document.on("error", () => abort());
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(document), { headers, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject above and are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
