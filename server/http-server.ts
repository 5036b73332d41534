import { readFileSync } from "node:fs";
import http from "node:http";
import net, { type Socket } from "node:net";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { plainPage } from "#app/lib/plain-page.ts";

export type ServerLimits = {
  /**
   * A connection that has not sent a whole request head this long after it
   * opened, or after its previous answer, is gone by then: a connection that
   * sends nothing at all and one that sends its head slowly alike (timed here,
   * not only by Node's periodic check, which starts at the first byte).
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

/** The status line and French page of what Node's parser refuses, by its error code. */
const PARSER_REFUSALS: Record<string, { status: string; heading: string; text: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: "431 Request Header Fields Too Large",
    heading: "Adresse trop longue",
    text: "Cette adresse, ou ce que votre navigateur envoie avec elle, est trop longue pour être lue. Vérifiez le lien ou repartez de l'accueil\u00a0; si cela se reproduit, effacez les cookies de ce site.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: "413 Payload Too Large",
    heading: "Envoi trop volumineux",
    text: "Ce que votre navigateur a envoyé est trop volumineux pour être lu. Réessayez ou repartez de l'accueil.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: "408 Request Timeout",
    heading: "Délai dépassé",
    text: "La demande n'est pas arrivée à temps\u00a0: la connexion est peut-être trop lente. Réessayez dans un instant.",
  },
};
const BAD_REQUEST = {
  status: "400 Bad Request",
  heading: "Demande illisible",
  text: "Votre navigateur a envoyé une demande que le site ne sait pas lire. Réessayez ou repartez de l'accueil.",
};

/** A whole answer written on the socket itself, for a connection that is closing. */
function rawAnswer(refusal: { status: string; heading: string; text: string }): string {
  const body = plainPage({
    title: `${refusal.heading} — ${COMPANY_NAME}`,
    heading: refusal.heading,
    text: refusal.text,
    link: { href: "/", label: "Retour à l'accueil" },
  });
  return [
    `HTTP/1.1 ${refusal.status}`,
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options: nosniff",
    "X-Frame-Options: DENY",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Writes `answer` and closes the connection for good by `deadline`. Nothing more
 * is parsed (a head completed now would run a request whose answer cannot be
 * sent); a FIN follows the answer, what the client still sends is read and
 * dropped, and a client that has not closed its side by the deadline is reset.
 * A FIN alone leaves the connection open as long as the client likes (nothing
 * makes it answer), and the kernel keeps it another minute after the process
 * lets go; closing at once with bytes unread resets it, and the client may lose
 * the answer.
 */
function answerAndClose(socket: Socket, answer: string, deadline: number) {
  if (socket.destroyed) return;
  socket.removeAllListeners("data");
  // Through Node's wrapper of `on`: its parser stops reading the socket itself.
  socket.on("data", () => undefined);
  socket.resume();
  if (!socket.writableEnded) socket.end(answer);
  socket.once("end", () => socket.destroy());
  const timer = setTimeout(() => socket.resetAndDestroy(), Math.max(0, deadline - Date.now()));
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
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
  const headTimers = new WeakMap<Socket, NodeJS.Timeout>();
  // Requests in progress on each connection.
  const busy = new WeakMap<Socket, number>();
  const state: DrainState = { closing: false, inFlight: new Set(), log };
  drainStates.set(server, state);
  let open = 0;
  let closedAtCap = 0;
  let lastWarning = 0;
  // The answer goes out a moment before the bound, so the connection is gone by it.
  const answerAhead = Math.min(1000, limits.headersTimeoutMs / 4);

  /**
   * From now, the connection has `headersTimeoutMs` to send a whole request head.
   * After an answer (`idleAfterAnswer`), a connection that has sent nothing since is
   * an idle keep-alive one: the keep-alive timeout closes it quietly, and a 408
   * written now could be read as the answer of a request the client sends meanwhile.
   */
  const awaitHead = (socket: Socket, idleAfterAnswer = false) => {
    clearTimeout(headTimers.get(socket));
    const deadline = Date.now() + limits.headersTimeoutMs;
    const readBefore = socket.bytesRead;
    const timer = setTimeout(
      // After the loop has read what arrived meanwhile (see "timeout" below).
      () =>
        setImmediate(() => {
          // Answering, or closing already (an early answer's linger): other bounds hold.
          if (socket.destroyed || socket.writableEnded || (busy.get(socket) ?? 0) > 0) return;
          if (idleAfterAnswer && socket.bytesRead === readBefore) return;
          answerAndClose(socket, rawAnswer(PARSER_REFUSALS.ERR_HTTP_REQUEST_TIMEOUT!), deadline);
        }),
      limits.headersTimeoutMs - answerAhead,
    );
    timer.unref();
    headTimers.set(socket, timer);
  };

  // Node's keep-alive timeout (the only socket timeout this server sets). Its timer
  // runs before the loop reads what arrived meanwhile: under load, a request sent
  // just in time was still unread, and closing reset it. Decided after that read.
  server.on("timeout", (socket: Socket) => {
    const read = socket.bytesRead;
    setImmediate(() => {
      if (socket.destroyed || (busy.get(socket) ?? 0) > 0 || socket.bytesRead > read) return;
      socket.destroy();
    });
  });

  // What Node's parser refuses (a head over 16 KB, a malformed request, a body
  // past requestTimeout) gets a French page instead of Node's bare status line.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
    if (inFlight?.headersSent) return void socket.destroy();
    const refusal = PARSER_REFUSALS[error.code ?? ""] ?? BAD_REQUEST;
    answerAndClose(socket, rawAnswer(refusal), Date.now() + DEFAULT_LINGER.lingerMs);
  });

  server.on("connection", (socket: Socket) => {
    open++;
    idle.add(socket);
    // Node's own check only starts at the first byte, and only every
    // `connectionsCheckingInterval`: a connection that sends nothing is timed here.
    awaitHead(socket);
    socket.once("close", () => {
      clearTimeout(headTimers.get(socket));
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
    clearTimeout(headTimers.get(socket));
    idle.delete(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    state.inFlight.add(res);
    // Shutting down: this answer is the connection's last (`Connection: close`).
    if (state.closing) res.shouldKeepAlive = false;
    res.once("close", () => {
      state.inFlight.delete(res);
      // The next request on a keep-alive connection may have begun before this
      // answer's close: the connection is idle only once none is in progress.
      const left = (busy.get(socket) ?? 1) - 1;
      busy.set(socket, left);
      if (left > 0 || socket.destroyed) return;
      // Idle again (keep-alive), and now the newest; its next head is timed from here.
      idle.add(socket);
      awaitHead(socket, true);
    });
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Connections the kernel has completed on `port` and the process not taken yet:
 * the accept queue of its listening socket (`rx_queue` of a LISTEN line in
 * /proc/net/tcp and tcp6), or null where that cannot be read (not Linux).
 */
export function acceptQueue(
  port: number,
  files = ["/proc/net/tcp", "/proc/net/tcp6"],
): number | null {
  const suffix = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  let queued: number | null = null;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    queued ??= 0;
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== "0A" || !local?.endsWith(suffix)) continue;
      queued += parseInt(queues?.split(":")[1] ?? "0", 16) || 0;
    }
  }
  return queued;
}

/**
 * Empties the kernel's queue of connections before the listening socket is
 * closed: closing it resets every connection the kernel completed but the
 * process had not yet taken, and that client had sent its request (it sees a
 * reset, not a refusal). Node takes one connection per turn of its event loop,
 * and under load a turn is long: the queue holds a hundred connections, and
 * emptying it takes seconds (15 s at a load of 16, 150 posts at a time). Its
 * length is first brought to its minimum (a newcomer's SYN is dropped while
 * anything is queued, and its retry is refused once the socket is closed),
 * then the loop turns until a turn takes nothing and the kernel says the queue
 * is empty (where it can be read), up to `until`. Resolves with the
 * connections still queued then, which the close resets.
 */
async function stopAccepting(server: http.Server, until: number): Promise<number> {
  // `listen` again on the same socket only changes its backlog (Linux, libuv).
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })
    ._handle;
  handle?.listen?.(0);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : null;
  const queued = () => (port === null ? null : acceptQueue(port));
  let accepted = true;
  const onConnection = () => (accepted = true);
  server.on("connection", onConnection);
  try {
    while (Date.now() < until) {
      // A turn that took nothing has most likely found the queue empty; the kernel
      // says for sure (reading it costs a few milliseconds, so not at every turn).
      if (!accepted && !queued()) return 0;
      accepted = false;
      // Two turns: a poll phase runs between them, and takes one queued connection.
      await nextTurn();
      await nextTurn();
    }
    return queued() ?? 0;
  } finally {
    server.off("connection", onConnection);
  }
}

type DrainState = {
  closing: boolean;
  inFlight: Set<http.ServerResponse>;
  log: Pick<Logger, "warn">;
};

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
 * Whatever is still open after `timeoutMs` is closed, and logged. Resolves with
 * the number of requests cut off that way: running, or never taken from the
 * kernel's queue.
 */
export async function closeGracefully(server: http.Server, timeoutMs: number): Promise<number> {
  const state = drainStates.get(server);
  if (!state) throw new Error("closeGracefully needs a server set up by applyLimits");
  const started = Date.now();
  // Before any `Connection: close`: the clients it sends elsewhere must find the door shut.
  const resetQueued = await stopAccepting(server, started + timeoutMs);
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
  if (outcome !== "late" && resetQueued === 0) return 0;
  const cut = [...state.inFlight].map((res) => {
    const req = (res as http.ServerResponse & { req?: http.IncomingMessage }).req;
    return {
      method: req?.method,
      path: req?.url?.split("?")[0],
      // Its body was still arriving, or its answer was being made.
      bodyComplete: req?.complete ?? false,
    };
  });
  const total = cut.length + resetQueued;
  if (total > 0) {
    state.log.warn(
      {
        cut: total,
        running: cut.length,
        queued: resetQueued,
        afterMs: Date.now() - started,
        requests: cut.slice(0, 50),
      },
      `shutdown: ${total} request${total > 1 ? "s" : ""} cut off at the bound (${cut.length} running, ${resetQueued} not taken from the kernel's queue)`,
    );
  }
  // Not awaited: an upgraded connection (Vite's hot reload) is no longer the server's to close.
  if (outcome === "late") server.closeAllConnections();
  return total;
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
