import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import type * as Zlib from "node:zlib";
import type { Gzip, ZlibOptions } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { drainListenersReturned } from "./compression-drain.ts";

// A large page written as React Router writes it (a wait for "drain" at each full
// buffer), gzip-compressed by the `compression` middleware: the zlib stream is kept to
// count the drain listeners left on it.
// The module object `compression` calls (its export is read-only, but configurable).
const zlib = createRequire(import.meta.url)("node:zlib") as typeof Zlib;
const streams: Gzip[] = [];
const createGzip = zlib.createGzip;
const spy = (options?: ZlibOptions) => {
  const stream = createGzip(options);
  streams.push(stream);
  return stream;
};
Object.defineProperty(zlib, "createGzip", { value: spy, configurable: true });
afterAll(() => {
  Object.defineProperty(zlib, "createGzip", { value: createGzip, configurable: true });
});

async function leftOn(withFix: boolean): Promise<number> {
  const app = express();
  app.use(compression({ threshold: 0, filter: () => true }));
  if (withFix) app.use(drainListenersReturned);
  // 64 chunks of 64 KB that do not compress: zlib's buffer is full after each.
  app.get("/", (_req, res) => {
    res.type("text/html");
    let sent = 0;
    const page = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 64) controller.close();
        else controller.enqueue(randomBytes(64 * 1024));
      },
    });
    void writeReadableStreamToWritable(page, res);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  streams.length = 0;
  const bytes = await new Promise<number>((resolve, reject) => {
    http
      .get(
        { port, host: "127.0.0.1", path: "/", headers: { "accept-encoding": "gzip" } },
        (answer) => {
          let length = 0;
          answer.on("data", (chunk: Buffer) => (length += chunk.length));
          answer.on("end", () => resolve(length));
        },
      )
      .on("error", reject);
  });
  server.close();
  expect(bytes).toBeGreaterThan(4_000_000);
  expect(streams).toHaveLength(1);
  return streams[0]!.listenerCount("drain");
}

describe("compression: a page's drain listeners are taken back from the zlib stream", () => {
  it("none left after a 4 MB page (one per full buffer without the fix)", async () => {
    expect(await leftOn(false)).toBeGreaterThan(10);
    expect(await leftOn(true)).toBe(0);
  });
});
