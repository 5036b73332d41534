import type { EventEmitter } from "node:events";
import type { RequestHandler, Response } from "express";

// The `compression` middleware hands a response's "drain" listeners to its zlib stream
// (`res.on`), but takes none of them back (`res.off`, `res.removeListener`: known,
// expressjs/compression#135 and #152, the fix never released). React Router waits for
// the stream's room with `res.once("drain")` at each full buffer of a large page and
// takes its listener back after: each stayed on the stream, and the register's pages
// printed « 11 drain listeners added to [Gzip] » to the server's log. Placed right after
// `compression()`, this takes a "drain" listener back from where it was given.

type Listener = (...args: unknown[]) => void;

export const drainListenersReturned: RequestHandler = (_req, res, next) => {
  const given = res.on;
  const takeBack = res.removeListener;
  // Where compression put the drain listeners: its zlib stream once it has one.
  let stream: EventEmitter | undefined;
  function on(this: Response, type: string | symbol, listener: Listener) {
    const target = given.call(this, type, listener) as unknown;
    if (type === "drain" && target !== this) stream = target as EventEmitter;
    return this;
  }
  function removeListener(this: Response, type: string | symbol, listener: Listener) {
    takeBack.call(this, type, listener);
    // The stream's removeListener also finds a once() wrapper by the listener it wraps.
    if (type === "drain") stream?.removeListener(type, listener);
    return this;
  }
  res.on = res.addListener = on as Response["on"];
  res.removeListener = res.off = removeListener as Response["removeListener"];
  next();
};
