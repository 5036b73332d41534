import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  closeAfterEarlyAnswer,
  connectionCap,
  createHttpServer,
  type ServerLimits,
} from "./http-server.ts";

const LIMITS: ServerLimits = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 3000,
  keepAliveTimeoutMs: 1000,
  checkIntervalMs: 200,
  maxConnections: 20,
};

let server: http.Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
});

async function start(limits: ServerLimits, warnings: unknown[] = []) {
  const app = express();
  app.use(closeAfterEarlyAnswer);
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.post("/slow", (req, res) => {
    req.resume();
    req.on("end", () => void res.send("reçu"));
  });
  // Like a route that refuses an upload once it has seen its first bytes.
  app.post("/upload", (req, res) => {
    req.once("data", () => {
      req.pause();
      res.status(413).send("Fichier trop volumineux");
    });
  });
  server = createHttpServer({ warn: (...args: unknown[]) => warnings.push(args) }, limits);
  server.on("request", app);
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

/** A raw TCP connection: what it receives, and when it is closed. */
function open(port: number) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let received = "";
  socket.on("data", (d: Buffer) => (received += d.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => {
    const t0 = Date.now();
    socket.once("close", () => resolve(Date.now() - t0));
  });
  const connected = new Promise<void>((r) => socket.once("connect", () => r()));
  return { socket, closed, connected, received: () => received };
}

describe("the HTTP server's limits", () => {
  it("closes a connection that never sends a request", async () => {
    const port = await start(LIMITS);
    const silent = open(port);
    expect(await silent.closed).toBeLessThan(LIMITS.headersTimeoutMs + 1500);
  });

  it("at the cap, closes the oldest idle connection so a newcomer is answered", async () => {
    const warnings: unknown[] = [];
    const port = await start(
      { ...LIMITS, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000, maxConnections: 5 },
      warnings,
    );
    // A busy connection (its upload is being read) is never the one closed.
    const busy = open(port);
    await busy.connected;
    busy.socket.write(
      "POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nContent-Type: text/plain\r\n\r\nabc",
    );
    const idle = Array.from({ length: 30 }, () => open(port));
    await Promise.all(idle.map((c) => c.connected));
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await answered.json()).toEqual({ status: "ok" });
    // The oldest idle ones made room; the upload in progress was left alone.
    await Promise.all(idle.slice(0, 25).map((c) => c.closed));
    expect(busy.socket.destroyed).toBe(false);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it("after answering an upload early, closes the connection instead of leaving it hanging", async () => {
    const port = await start({ ...LIMITS, keepAliveTimeoutMs: 30_000, requestTimeoutMs: 60_000 });
    const client = open(port);
    await client.connected;
    const size = 4 * 1024 * 1024;
    client.socket.write(
      `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\n\r\n`,
    );
    client.socket.write(Buffer.alloc(size, 97));
    expect(await client.closed).toBeLessThan(3000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.received()).toMatch(/\r\nConnection: close\r\n/i);
  });
});

describe("connectionCap", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "limits-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const limits = (soft: number) => {
    const file = path.join(dir, `limits-${soft}`);
    writeFileSync(
      file,
      `Limit                     Soft Limit           Hard Limit           Units     \nMax open files            ${soft}                ${soft}                files     \n`,
    );
    return file;
  };

  it("keeps below the open-file limit, leaving room for the database and files", () => {
    expect(connectionCap(1000, limits(20000))).toBe(1000);
    expect(connectionCap(1000, limits(1024))).toBe(896);
    expect(connectionCap(1000, path.join(dir, "absent"))).toBe(1000);
  });
});
