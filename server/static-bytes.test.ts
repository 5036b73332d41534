import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashedAssets, precompressFiles, staticFile, windowBits } from "./static-bytes.ts";

describe("static bytes", () => {
  it("brotli's window holds the file and no more (16 to 22 bits)", () => {
    expect(windowBits(0)).toBe(16);
    expect(windowBits(40_000)).toBe(16);
    expect(windowBits(65_537)).toBe(17);
    expect(windowBits(100_000)).toBe(17);
    expect(windowBits(300_000)).toBe(19);
    expect(windowBits(50_000_000)).toBe(22);
  });

  it("a page compressed with that window reads back the same", async () => {
    const body = Buffer.from(
      Array.from({ length: 4000 }, (_, i) => `<p>Ligne ${i} — Teranga Digital</p>`).join("\n"),
    );
    const file = await staticFile(body, {}, true);
    expect(brotliDecompressSync(file.br!).equals(body)).toBe(true);
    expect(gunzipSync(file.gzip!).equals(body)).toBe(true);
    expect(file.br!.length).toBeLessThan(file.gzip!.length);
  });
});

/** A GET without decoding: the bytes as sent, and the headers. */
function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    },
  );
}

describe("the build's files compressed by the build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  const assets = path.join(dir, "assets");
  const script = Buffer.from("export const message = 'Bonjour de Dakar';\n".repeat(300));
  const style = Buffer.from(".carte { color: navy; }\n".repeat(300));
  const font = Buffer.alloc(3000, 7);
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(assets);
    writeFileSync(path.join(assets, "entry-1.js"), script);
    writeFileSync(path.join(assets, "app-1.css"), style);
    writeFileSync(path.join(assets, "inter-1.woff2"), font);
    writeFileSync(path.join(assets, "tiny-1.js"), "1");
    await precompressFiles(dir, [
      "assets/entry-1.js",
      "assets/app-1.css",
      "assets/inter-1.woff2",
      "assets/tiny-1.js",
    ]);
    // Written after the build step: the server must find no .br or .gz for it.
    writeFileSync(path.join(assets, "late-1.js"), script);
    const app = express();
    app.use("/assets", hashedAssets(assets, { "X-Content-Type-Options": "nosniff" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes brotli and gzip beside scripts and styles, that read back the same", () => {
    const written = readdirSync(assets).sort();
    expect(written).toEqual([
      "app-1.css",
      "app-1.css.br",
      "app-1.css.gz",
      "entry-1.js",
      "entry-1.js.br",
      "entry-1.js.gz",
      "inter-1.woff2",
      "late-1.js",
      // Compression would not shrink a one-byte file: nothing written.
      "tiny-1.js",
    ]);
    const read = (name: string) => readFileSync(path.join(assets, name));
    expect(brotliDecompressSync(read("entry-1.js.br")).equals(script)).toBe(true);
    expect(gunzipSync(read("entry-1.js.gz")).equals(script)).toBe(true);
    expect(brotliDecompressSync(read("app-1.css.br")).equals(style)).toBe(true);
  });

  it("sends the build's bytes as they are, with their encoding and Vary", async () => {
    // Different bytes from what the server itself would make (quality 1, level 1):
    // the answer must be the file's, not a compression made again.
    const br = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    const gz = gzipSync(script, { level: 1 });
    writeFileSync(path.join(assets, "own-1.js"), script);
    writeFileSync(path.join(assets, "own-1.js.br"), br);
    writeFileSync(path.join(assets, "own-1.js.gz"), gz);

    const brAnswer = await get(port, "/assets/own-1.js", { "accept-encoding": "gzip, br" });
    expect(brAnswer.status).toBe(200);
    expect(brAnswer.headers["content-encoding"]).toBe("br");
    expect(brAnswer.headers.vary).toBe("Accept-Encoding");
    expect(brAnswer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(brAnswer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brAnswer.headers["content-length"]).toBe(String(br.length));
    expect(brAnswer.body.equals(br)).toBe(true);
    // What the browser decodes is the script byte for byte.
    expect(brotliDecompressSync(brAnswer.body).equals(script)).toBe(true);

    const gzAnswer = await get(port, "/assets/own-1.js", { "accept-encoding": "gzip" });
    expect(gzAnswer.headers["content-encoding"]).toBe("gzip");
    expect(gzAnswer.body.equals(gz)).toBe(true);
    expect(gunzipSync(gzAnswer.body).equals(script)).toBe(true);

    const plain = await get(port, "/assets/own-1.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);

    // Its name is its version (cached a year, never revalidated): no ETag, as before.
    expect(brAnswer.headers.etag).toBeUndefined();
  });

  it("compresses a file the build left without .br or .gz, as before", async () => {
    const answer = await get(port, "/assets/late-1.js", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true);
  });

  it("never sends a .br or .gz file by its own name, and fonts as they are", async () => {
    expect((await get(port, "/assets/entry-1.js.br")).status).toBe(404);
    expect((await get(port, "/assets/entry-1.js.gz")).status).toBe(404);
    const woff = await get(port, "/assets/inter-1.woff2", { "accept-encoding": "br, gzip" });
    expect(woff.headers["content-encoding"]).toBeUndefined();
    expect(woff.body.equals(font)).toBe(true);
  });
});
