import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logger } from "#app/features/platform/logger.server.ts";

// One line per request in the structured log. A path may carry a secret: the
// client's link /d/<token> (ADR 027) opens, accepts and pays a document, an
// invitation /invitation/<token> makes a staff account. Whoever reads the logs
// must not be able to follow them, so the route is written, never the token, as
// for the links of emails, whose tokens sit in the query, which is never logged.

/**
 * The routes whose second segment is a secret (a document's client link, an invitation, a
 * booked call's private link, ADR 044); `d/signature.js` is a file, not a token.
 */
const SECRET_ROUTES = new Set(["d", "invitation", "rendez-vous"]);
const NOT_A_TOKEN = new Set(["d/signature.js"]);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The path as the log writes it: `/d/:token/payer` for `/d/<token>/payer`, and
 * `/d/:token.data` for the data request of its page (React Router's single fetch).
 * Matched as React Router matches (any case, encoded letters), so no spelling of
 * the address brings the token through.
 */
export function loggedPath(pathname: string): string {
  const segments = pathname.split("/");
  // The first non-empty segment names the route ("//d/x" reaches /d/:token too).
  const first = segments.findIndex((s) => s !== "");
  const route = first === -1 ? "" : decoded(segments[first]!);
  const secret = segments[first + 1];
  if (!SECRET_ROUTES.has(route) || secret === undefined || secret === "") return pathname;
  if (NOT_A_TOKEN.has(`${route}/${decoded(secret)}`)) return pathname;
  segments[first + 1] = decoded(secret).endsWith(".data") ? ":token.data" : ":token";
  return segments.join("/");
}

type RequestLine = { reqId: string; method: string; path: string; status: number; ms: number };

/** Logs each request when its answer is sent (files under /assets/ are left out). */
export function requestLog(
  write: (line: RequestLine) => void = (line) => logger().info(line, "request"),
): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = randomUUID();
    res.locals.requestId = id;
    // The whole path: inside app.use("/assets", …) req.path has lost its prefix.
    const pathname = req.originalUrl.split("?")[0] ?? "/";
    res.on("finish", () => {
      if (pathname.startsWith("/assets/")) return;
      write({
        reqId: id,
        method: req.method,
        path: loggedPath(pathname),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      });
    });
    next();
  };
}
