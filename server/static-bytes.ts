import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A file kept in memory as it is sent: compressed once (gzip and brotli), with its ETag. */
export type StaticFile = {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  headers: Record<string, string>;
};

/** Brotli's window for a body of this size: the smallest that holds it (16 to 22 bits). */
export function windowBits(length: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(Math.max(1, length)))));
}

// One compression at a time in the server: each runs on one of libuv's threads,
// and glibc keeps what a thread's arena grew to; several brotli encoders at
// quality 11 at once (the first visits after a start) grew it the most.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Brotli (quality 11, a window no larger than the file) and gzip (level 9) of
 * `body`; in turn with the server's other compressions unless `alone` is false
 * (the build, whose memory does not stay).
 */
export async function compressBoth(
  body: Buffer,
  alone = true,
): Promise<{ gzip: Buffer; br: Buffer }> {
  const turn = alone ? oneAtATime : <T>(work: () => Promise<T>) => work();
  const gz = await turn(() => gzip(body, { level: 9 }));
  const br = await turn(() =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        // A window no larger than the file: quality 11 with brotli's default 4 MB
        // window took tens of MB per file on libuv's threads, memory the process
        // kept afterwards (ADR 014, fourth pass); the bytes are the same size.
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  return { gzip: gz, br };
}

const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/**
 * Compresses `body` once, both ways, at the highest levels (the work is done
 * once per file and process, on libuv's threads), and tags it with a hash of
 * its bytes. An encoding that does not shrink the file is left out.
 */
export async function staticFile(
  body: Buffer,
  headers: Record<string, string>,
  compress: boolean,
): Promise<StaticFile> {
  const etag = etagOf(body);
  if (!compress) return { identity: body, etag, headers };
  const { gzip: gz, br } = await compressBoth(body);
  return {
    identity: body,
    gzip: gz.length < body.length ? gz : undefined,
    br: br.length < body.length ? br : undefined,
    etag,
    headers,
  };
}

/** The build's types worth compressing (text); images and fonts are compressed already. */
export const PRECOMPRESSED = /\.(?:js|css|json|svg)$/;

/**
 * The build step (vite.config.ts): writes `name.br` and `name.gz` beside each
 * file worth compressing, so the server compresses nothing at run time (ADR 014,
 * fifth pass: the threads that did it kept their memory). An encoding that does
 * not shrink the file is not written.
 */
export async function precompressFiles(dir: string, names: string[]): Promise<number> {
  let written = 0;
  await Promise.all(
    names
      .filter((n) => PRECOMPRESSED.test(n))
      .map(async (name) => {
        const file = path.join(dir, name);
        const body = await readFile(file);
        const both = await compressBoth(body, false);
        for (const encoding of ["br", "gzip"] as const) {
          if (both[encoding].length >= body.length) continue;
          await writeFile(`${file}.${encoding === "gzip" ? "gz" : "br"}`, both[encoding]);
          written++;
        }
      }),
  );
  return written;
}

/**
 * A file of the build as the build compressed it: its `.br` and `.gz` are read
 * beside it, not made again; when the build wrote none (an older build, a type
 * not compressed there), it is compressed here as before.
 */
export async function builtFile(
  file: string,
  headers: Record<string, string>,
  compress: boolean,
): Promise<StaticFile | null> {
  const body = await readFile(file).catch(() => null);
  if (!body) return null;
  if (!compress) return staticFile(body, headers, false);
  const [br, gz] = await Promise.all([
    readFile(`${file}.br`).catch(() => undefined),
    readFile(`${file}.gz`).catch(() => undefined),
  ]);
  if (!br && !gz) return staticFile(body, headers, true);
  return { identity: body, br, gzip: gz, etag: etagOf(body), headers };
}

/**
 * Sends a kept file: brotli, gzip or as is, as the client accepts; 304 when
 * it already holds these bytes (If-None-Match). No work per request beyond
 * choosing the bytes and writing the headers.
 */
export function sendStaticFile(req: Request, res: Response, file: StaticFile, etag = true) {
  // Brotli first whatever the client's order: it is the smaller one.
  const asked = req.headers["accept-encoding"] !== undefined;
  const encoding =
    asked && file.br && req.acceptsEncodings("br") === "br"
      ? "br"
      : asked && file.gzip && req.acceptsEncodings("gzip") === "gzip"
        ? "gzip"
        : "identity";
  const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.identity;
  res.statusCode = 200;
  for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value);
  if (file.br || file.gzip) res.vary("Accept-Encoding");
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  if (etag) {
    res.setHeader("ETag", file.etag);
    const match = req.headers["if-none-match"];
    if (match && match.split(/\s*,\s*/).some((t) => t.replace(/^W\//, "") === file.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Files loaded on first use and kept: one load per key, even for requests arriving together. */
export function fileCache<K>(load: (key: K) => Promise<StaticFile | null>) {
  const cache = new Map<K, Promise<StaticFile | null>>();
  return (key: K) => {
    let file = cache.get(key);
    if (!file) {
      file = load(key);
      cache.set(key, file);
      // Only files that exist are kept: unknown names cannot fill the memory.
      void file.then(
        (f) => f ?? cache.delete(key),
        () => cache.delete(key),
      );
    }
    return file;
  };
}

const TYPES: Record<string, [type: string, compress: boolean]> = {
  js: ["text/javascript; charset=utf-8", true],
  css: ["text/css; charset=utf-8", true],
  json: ["application/json; charset=utf-8", true],
  svg: ["image/svg+xml", true],
  woff2: ["font/woff2", false],
  woff: ["font/woff", false],
  // The print window's fonts for other scripts (ADR 024): megabytes that brotli would
  // take seconds to compress on the first print that needs them; sent as they are.
  ttf: ["font/ttf", false],
  png: ["image/png", false],
  jpg: ["image/jpeg", false],
  webp: ["image/webp", false],
  avif: ["image/avif", false],
};

/**
 * The build's hashed files (/assets/…): a name never changes content, so each
 * is read and compressed once, kept, cached by browsers for a year, and sent
 * with only the headers a script, style or font needs.
 */
export function hashedAssets(dir: string, headers: Record<string, string>): RequestHandler {
  const asset = fileCache(async (name: string) => {
    const type = TYPES[name.slice(name.lastIndexOf(".") + 1)];
    if (!type) return null;
    return builtFile(
      path.join(dir, name),
      {
        ...headers,
        "Content-Type": type[0],
        "Cache-Control": "public, max-age=31536000, immutable",
      },
      type[1],
    );
  });
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const file = /^[\w-]+(\.[\w-]+)*$/.test(name) ? await asset(name) : null;
    if (!file) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    sendStaticFile(req, res, file, false);
  };
}
