import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { IslandFilesProvider } from "#app/components/layout/island-page.ts";
import { NonceProvider } from "#app/components/layout/nonce.tsx";
import { islandFiles } from "#app/lib/islands.server.ts";
import { scriptsAfterPaintStream } from "#app/lib/scripts-after-paint.server.ts";
import { RETRY_AFTER_SECONDS } from "#app/lib/unavailable.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Pages rendered at build time have no nonce; the server injects one when serving them.
  const nonce = loadContext?.nonce;
  // The database away (ADR 035): the thrown 503's own headers reach only its route.
  if (responseStatusCode === 503) retryLater(responseHeaders);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and pre-rendering get the whole document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce
        ? "onAllReady"
        : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* The public pages' islands (ADR 037): what their one script loads. */}
        <IslandFilesProvider value={islandFiles()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandFilesProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in place however large (React otherwise
        // sends one over 12.8 KB after the page, for a script to move in: nothing to
        // see without JavaScript). The hydrated pages' parts for later are (hydrate-later.tsx).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          // Vite's development server injects its own module scripts: left as they are.
          if (import.meta.env.DEV) pipe(body);
          else pipe(scriptsAfterPaintStream()).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The router's data requests (`.data`) answered 503 say when to try again too. */
export function handleDataRequest(response: Response) {
  if (response.status === 503) retryLater(response.headers);
  return response;
}

function retryLater(headers: Headers) {
  if (!headers.has("Retry-After")) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
}
