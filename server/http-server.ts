import { readFileSync } from "node:fs";
import http from "node:http";
import net, { type Socket } from "node:net";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";

export type ServerLimits = {
  /**
   * A client that has not sent its whole request head by then gets 408 and is
   * closed; a connection that sends nothing at all, too (timed here, not only
   * by Node's periodic check).
   */
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
  const silentTimers = new WeakMap<Socket, NodeJS.Timeout>();
  const state: DrainState = { closing: false, inFlight: new Set() };
  drainStates.set(server, state);
  let open = 0;
  let closedAtCap = 0;
  let lastWarning = 0;

  server.on("connection", (socket: Socket) => {
    open++;
    idle.add(socket);
    // A connection that never sends a request: Node's own check only runs every
    // `connectionsCheckingInterval` and, depending on the version, may not see it.
    const silent = setTimeout(() => {
      if (socket.destroyed) return;
      socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
      socket.destroySoon();
    }, limits.headersTimeoutMs);
    silent.unref();
    silentTimers.set(socket, silent);
    socket.once("close", () => {
      clearTimeout(silent);
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
    clearTimeout(silentTimers.get(socket));
    idle.delete(socket);
    state.inFlight.add(res);
    // Shutting down: this answer is the connection's last (`Connection: close`).
    if (state.closing) res.shouldKeepAlive = false;
    res.once("close", () => {
      state.inFlight.delete(res);
      // Idle again (keep-alive), and now the newest.
      if (!socket.destroyed) idle.add(socket);
    });
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Empties the kernel's queue of connections before the listening socket is
 * closed: closing it resets every connection the kernel completed but the
 * process had not yet taken, and that client had sent its request (it sees a
 * reset, not a refusal). Node takes one connection per turn of its event
 * loop, so under load the queue holds dozens. Its length is first brought to
 * its minimum (a newcomer's SYN is dropped, and its retry a second later is
 * refused), then the loop turns until a turn finds nothing queued.
 */
async function stopAccepting(server: http.Server, until: number) {
  // `listen` again on the same socket only changes its backlog (Linux, libuv).
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })
    ._handle;
  handle?.listen?.(0);
  let accepted = true;
  const onConnection = () => (accepted = true);
  server.on("connection", onConnection);
  while (accepted && Date.now() < until) {
    accepted = false;
    // Two turns: a poll phase runs between them, and takes one queued connection.
    await nextTurn();
    await nextTurn();
  }
  server.off("connection", onConnection);
}

type DrainState = { closing: boolean; inFlight: Set<http.ServerResponse> };

// The bookkeeping applyLimits keeps for each server, read by closeGracefully.
const drainStates = new WeakMap<http.Server, DrainState>();

/**
 * Stops the server without cutting off a request: no new connection is
 * accepted, the requests in progress are answered, each with
 * `Connection: close` when its head is still to be written, and so is any
 * request that arrives meanwhile on an open keep-alive connection. Idle
 * keep-alive connections are left to their keep-alive timeout rather than
 * closed at once: a client may be sending its next request on one at this
 * very moment, and closing it would lose that request (the client reads the
 * `Keep-Alive: timeout` the server announced and stops using it first).
 * Whatever is still open after `timeoutMs` is closed. Resolves with the number
 * of requests cut off that way.
 */
export async function closeGracefully(server: http.Server, timeoutMs: number): Promise<number> {
  const state = drainStates.get(server);
  if (!state) throw new Error("closeGracefully needs a server set up by applyLimits");
  const started = Date.now();
  // Before any `Connection: close`: the clients it sends elsewhere must find the door shut.
  await stopAccepting(server, started + timeoutMs / 2);
  // net.Server's close, not http.Server's: the latter also drops every idle
  // keep-alive connection at once, racing the clients' next requests.
  const closed = new Promise<void>((resolve) =>
    net.Server.prototype.close.call(server, () => resolve()),
  );
  state.closing = true;
  for (const res of state.inFlight) {
    if (!res.headersSent) res.shouldKeepAlive = false;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), Math.max(0, started + timeoutMs - Date.now()));
  });
  const outcome = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (outcome !== "late") return 0;
  const cut = state.inFlight.size;
  // Not awaited: an upgraded connection (Vite's hot reload) is no longer the server's to close.
  server.closeAllConnections();
  return cut;
}

/** Runs `fn` just before the response's head is written, whoever writes it. */
export function beforeHeaders(res: Response, fn: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    fn();
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** How long, and how many more bytes, a connection is read after an early answer. */
export type Linger = { lingerMs: number; lingerBytes: number };

// Enough for a browser to send the rest of a large upload on a slow link, or to
// read the answer and stop; not enough to hold a connection for long.
export const DEFAULT_LINGER: Linger = { lingerMs: 5_000, lingerBytes: 64 * 1024 * 1024 };

/**
 * An answer given before the request body was read (404, 405, 413, 415 to an
 * upload) closes the connection: otherwise the unread body sits in front of
 * the client's next request on it, which hangs until the socket times out.
 *
 * The close lingers: the answer is followed by a FIN, then what the client
 * still sends is read and dropped (not kept) until it closes its side, up to
 * `lingerBytes` more or `lingerMs`. Closing a socket with unread bytes makes the
 * kernel reset the connection: the client's next write fails, and a client that
 * had not read the answer yet loses it (a browser shows a network error instead
 * of the page saying the file is too large).
 */
export function earlyAnswerCloser(linger: Linger = DEFAULT_LINGER): RequestHandler {
  return (req, res, next) => {
    const hasBody =
      Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] != null;
    if (!hasBody) return next();
    beforeHeaders(res, () => {
      if (req.complete) return;
      res.setHeader("Connection", "close");
      lingerOnClose(req.socket, linger);
    });
    res.once("finish", () => {
      if (req.complete) return;
      // Dropped, not buffered: whoever read the body so far (React Router's
      // stream) no longer gets it. Past the bound, the connection is cut.
      let read = 0;
      req.removeAllListeners("data");
      req.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > linger.lingerBytes) req.socket.destroy();
      });
      req.resume();
    });
    next();
  };
}

/** Replaces the socket's close after the last answer (Node's `destroySoon`) by a lingering one. */
function lingerOnClose(socket: Socket, linger: Linger) {
  socket.destroySoon = function (this: Socket) {
    // The FIN after the answer; reading goes on. The client's own FIN then
    // closes the socket (both sides ended), or the time limit does.
    this.end();
    const timer = setTimeout(() => this.destroy(), linger.lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

export const closeAfterEarlyAnswer: RequestHandler = earlyAnswerCloser();
