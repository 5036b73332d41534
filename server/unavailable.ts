import type http from "node:http";
import { data, type ServerBuild } from "react-router";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { httpError } from "#app/lib/http-error.ts";
import { formRefusal } from "#app/lib/submission.ts";
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_FORM,
  UNAVAILABLE_PAGE,
  UNAVAILABLE_TITLE,
} from "#app/lib/unavailable.ts";
import { contentSecurityPolicy, pageHeaders } from "./security.ts";

/** What the root ErrorBoundary reads to show the French 503 page (app/root.tsx). */
export type UnavailableData = { unavailable: "page" | "form" };

const RETRY = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };

type Handler = (args: {
  request: Request;
  context?: { dataRequest?: boolean } | unknown;
}) => unknown;

/**
 * The server build with every loader and action answering 503 in French when the
 * database is not answering (ADR 035), instead of React Router's 500:
 * - a page's loader throws a 503 the root ErrorBoundary shows as « Service
 *   momentanément indisponible »;
 * - a form posted without JavaScript gets that page, saying nothing was recorded;
 * - a form posted with JavaScript gets its usual answer shape (`result` for Conform,
 *   `intent`/`form` echoed so the page's own form shows it, `toast`), status 503;
 * - a resource route answers plain text (GET) or JSON `{ ok: false, message, result }`.
 * Anything else thrown goes on as before.
 */
export function answerUnavailable(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const resource = !route.module.default;
    const { loader, action } = route.module as { loader?: Handler; action?: Handler };
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: guarded(loader, resource ? resourceLoader : pageLoader) } : {}),
        ...(action ? { action: guarded(action, resource ? resourceAction : pageAction) } : {}),
      },
    };
  }
  return { ...build, routes };
}

function guarded(
  handler: Handler,
  answer: (args: Parameters<Handler>[0]) => Promise<unknown> | unknown,
): Handler {
  return async (args) => {
    // The body is read by the action: a copy of a plain form's is kept to echo its intent.
    const copy = formCopy(args.request);
    try {
      return await handler(args);
    } catch (error) {
      if (!noteDatabaseFailure(error, new URL(args.request.url).pathname)) throw error;
      return answer({ ...args, request: copy ?? args.request });
    }
  };
}

function formCopy(request: Request): Request | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const type = request.headers.get("content-type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") ? request.clone() : null;
}

function pageLoader(): never {
  throw httpError({ unavailable: "page" } satisfies UnavailableData, 503, { headers: RETRY });
}

async function pageAction({ request, context }: Parameters<Handler>[0]) {
  // Without JavaScript the answer is a page; with it, the form shows the message.
  if (!(context as { dataRequest?: boolean } | undefined)?.dataRequest) {
    throw httpError({ unavailable: "form" } satisfies UnavailableData, 503, { headers: RETRY });
  }
  const intent = await postedIntent(request);
  return data(
    {
      ok: false,
      intent,
      form: intent,
      message: UNAVAILABLE_FORM,
      result: formRefusal(UNAVAILABLE_FORM),
      toast: { type: "error" as const, message: UNAVAILABLE_FORM },
    },
    { status: 503, headers: RETRY },
  );
}

function resourceLoader() {
  return new Response(UNAVAILABLE_PAGE, {
    status: 503,
    headers: { ...RETRY, "Content-Type": "text/plain; charset=utf-8" },
  });
}

function resourceAction() {
  return Response.json(
    { ok: false, message: UNAVAILABLE_FORM, result: formRefusal(UNAVAILABLE_FORM) },
    { status: 503, headers: RETRY },
  );
}

/** The `intent` (or `form`) the form posted, when it was a plain form: "" otherwise. */
async function postedIntent(request: Request): Promise<string> {
  try {
    const form = await request.formData();
    const value = form.get("intent") ?? form.get("form");
    return typeof value === "string" ? value.slice(0, 100) : "";
  } catch {
    return "";
  }
}

/**
 * While the start waits for the database (ADR 035): `/healthz` says 503 in JSON, every
 * other request gets a small French page (no app yet to render the site's own).
 */
export function startingUnavailable(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  if ((req.url ?? "").split("?")[0] === "/healthz") {
    res.writeHead(503, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ status: "unavailable" }));
    return;
  }
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${UNAVAILABLE_TITLE}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;text-align:center;color:#0b1f3a;background:#fff}main{max-width:32rem;padding:2rem}h1{font-size:1.75rem}p{color:#4b5563}@media (prefers-color-scheme:dark){body{background:#0b1f3a;color:#f8fafc}p{color:#cbd5e1}}</style></head><body><main><h1>${UNAVAILABLE_TITLE}</h1><p>${req.method === "POST" ? UNAVAILABLE_FORM : UNAVAILABLE_PAGE}</p></main></body></html>`;
  res.writeHead(503, {
    ...pageHeaders(contentSecurityPolicy({ hashes: [] }), false),
    "Content-Type": "text/html; charset=utf-8",
  });
  res.end(html);
}
