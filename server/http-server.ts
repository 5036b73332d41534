import { readFileSync } from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";

export type ServerLimits = {
  /** A client that has not sent its whole request head by then gets 408 and is closed. */
  headersTimeoutMs: number;
  /** The whole request, body included (a 10 MB attachment from a phone needs a while). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past the two timeouts above. */
  checkIntervalMs: number;
  /** Open connections at most; past it, the oldest idle one is closed for the newcomer. */
  maxConnections: number;
};

// A small VPS: a few hundred people at once is a busy day for the firm's site.
export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 2_000,
  maxConnections: connectionCap(1000),
};

/**
 * `wanted`, or fewer when the process may not open that many files: each
 * connection is a file descriptor, and the database, the build's files and
 * the mail need some too (an exhausted table fails every request, silently).
 */
export function connectionCap(wanted: number, limitsFile = "/proc/self/limits"): number {
  try {
    const line = readFileSync(limitsFile, "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    if (Number.isFinite(soft) && soft > 0) return Math.max(16, Math.min(wanted, soft - 128));
  } catch {
    // Not Linux: nothing to read; the wanted value stands.
  }
  return wanted;
}

/**
 * The HTTP server of the site: timeouts so silent or slow clients cannot hold
 * a connection for ever, and a cap on open connections. At the cap the oldest
 * connection with no request in progress is closed, so a flood of idle
 * sockets cannot lock out the next visitor (or /healthz).
 */
export function createHttpServer(
  log: Pick<Logger, "warn">,
  limits: ServerLimits = DEFAULT_LIMITS,
): http.Server {
  // The caller adds the app as a "request" listener.
  const server = http.createServer({ connectionsCheckingInterval: limits.checkIntervalMs });
  applyLimits(server, log, limits);
  return server;
}

/**
 * The limits above on a server made elsewhere (`npm run dev` creates it first,
 * for Vite's hot reload); only the checking interval keeps Node's default.
 */
export function applyLimits(
  server: http.Server,
  log: Pick<Logger, "warn">,
  limits: ServerLimits = DEFAULT_LIMITS,
) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Insertion order is age: the first entry is the oldest idle connection.
  const idle = new Set<Socket>();
  let open = 0;
  let closedAtCap = 0;
  let lastWarning = 0;

  server.on("connection", (socket: Socket) => {
    open++;
    idle.add(socket);
    socket.once("close", () => {
      open--;
      idle.delete(socket);
    });
    if (open <= limits.maxConnections) return;
    const oldest = idle.values().next().value as Socket;
    idle.delete(oldest);
    oldest.destroy();
    closedAtCap++;
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      log.warn(
        { open, maxConnections: limits.maxConnections, closedAtCap },
        "connection limit reached: closing the oldest idle connections",
      );
    }
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    res.once("close", () => {
      // Idle again (keep-alive), and now the newest.
      if (!socket.destroyed) idle.add(socket);
    });
  });
}

/** Runs `fn` just before the response's head is written, whoever writes it. */
export function beforeHeaders(res: Response, fn: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    fn();
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * An answer given before the request body was read (404, 405, 413, 415 to an
 * upload) closes the connection: otherwise the unread body sits in front of
 * the client's next request on it, which hangs until the socket times out.
 */
export const closeAfterEarlyAnswer: RequestHandler = (req, res, next) => {
  const hasBody =
    Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] != null;
  if (!hasBody) return next();
  beforeHeaders(res, () => {
    if (!req.complete) res.setHeader("Connection", "close");
  });
  // Read and drop what is still coming, so the client gets the answer, not a reset.
  res.once("finish", () => {
    if (!req.complete) req.resume();
  });
  next();
};
