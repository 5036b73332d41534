import { readFileSync } from "node:fs";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedPath, requestLog } from "./request-log.ts";
import { listenLocally } from "#tests/fixtures/listen.ts";

// The request log never holds a client link's token (nor an invitation's): whoever
// reads the logs could open, accept and pay the client's documents with it.

const TOKEN = "Zk3_q-9xYbV2mW7pL0aQ4rT8sU1nC6dE5fG3hJ2kL9o";
const lines: { path: string; status: number }[] = [];
let base = "";
let close = () => undefined as void;

beforeAll(async () => {
  const app = express();
  app.use(requestLog((line) => lines.push(line)));
  app.get("/d/signature.js", (_req, res) => void res.type("js").send(""));
  app.use((_req, res) => void res.status(404).send("Page introuvable"));
  ({ base, close } = await listenLocally(app));
});
afterAll(() => close());

/** The line logged for one request. */
async function logged(pathname: string, method = "GET"): Promise<string> {
  const before = lines.length;
  await (await fetch(`${base}${pathname}`, { method })).text();
  // Written on "finish", which may come just after the answer reached the client.
  for (let i = 0; i < 100 && lines.length === before; i++) {
    await new Promise((r) => setImmediate(r));
  }
  expect(lines.length).toBe(before + 1);
  return lines.at(-1)!.path;
}

/** Every route of the app whose path holds a token, from its route table. */
function tokenRoutes(): string[] {
  const table = readFileSync(path.resolve(import.meta.dirname, "../app/routes.ts"), "utf8");
  return [...table.matchAll(/route\("([^"]*:token[^"]*)"/g)].map((m) => `/${m[1]}`);
}

describe("the request log", () => {
  it("writes every route of a client link or an invitation with :token, never the token", async () => {
    const routes = tokenRoutes();
    // The page, its PDF, accepting, refusing, paying and the payment's return; the invitation.
    expect(routes).toEqual(
      expect.arrayContaining([
        "/d/:token",
        "/d/:token/pdf",
        "/d/:token/accepter",
        "/d/:token/refuser",
        "/d/:token/payer",
        "/d/:token/paiement",
        "/invitation/:token",
        "/rendez-vous/:token",
      ]),
    );
    for (const route of routes) {
      for (const method of ["GET", "POST"]) {
        expect(await logged(route.replace(":token", TOKEN), method)).toBe(route);
      }
    }
    // React Router's data request of the page, with its query (never logged anyway).
    expect(await logged(`/d/${TOKEN}.data?_routes=routes%2Fclient-document`)).toBe(
      "/d/:token.data",
    );
    expect(await logged(`/d/${TOKEN}/payer.data`)).toBe("/d/:token/payer.data");
    expect(lines.map((l) => l.path).join("\n")).not.toContain(TOKEN.slice(0, 12));
  });

  it("hides the token however the address is spelt, as React Router still reaches the page", async () => {
    for (const spelt of [`/D/${TOKEN}`, `/%64/${TOKEN}/pdf`, `//d/${TOKEN}`, `/d/${TOKEN}/`]) {
      expect(await logged(spelt)).not.toContain(TOKEN.slice(0, 12));
    }
    expect(loggedPath(`/D/${TOKEN}/PDF`)).toBe("/D/:token/PDF");
  });

  it("keeps every other path as it is", async () => {
    expect(await logged("/d/signature.js")).toBe("/d/signature.js");
    expect(await logged("/documents/FACT-2026-11-26-0930")).toBe("/documents/FACT-2026-11-26-0930");
    expect(await logged("/reset-password?token=secret")).toBe("/reset-password");
    expect(await logged("/d")).toBe("/d");
    expect(lines.at(-1)!.status).toBe(404);
  });
});
