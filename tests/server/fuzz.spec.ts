import { readFileSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import routes from "../../app/routes.ts";
import { expect, MAIN_URL, STAFF, test } from "../e2e/fixtures.ts";

// Malformed bodies posted to every action: no 5xx, no hang, every refusal in
// French. The list is read from app/routes.ts, so a new route is covered.

type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };

function actionPaths(entries: Entry[], prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const path = `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const source = readFileSync(new URL(`../../app/${entry.file}`, import.meta.url), "utf8");
    if (/export (async )?function action\b|export const action\b/.test(source)) {
      out.push(path.replace(/:[a-z]+/gi, "x").replace(/\*$/, "x"));
    }
    if (entry.children) out.push(...actionPaths(entry.children, path));
  }
  return out;
}

// The better-auth endpoints the site's pages and scripts use.
const AUTH = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-out",
  "/api/auth/change-password",
  "/api/auth/reset-password",
  "/api/auth/request-password-reset",
  "/api/auth/update-user",
];
const TARGETS = [
  ...new Set([...actionPaths(routes as Entry[]).filter((p) => p !== "/api/auth/x"), ...AUTH]),
];

const MB = 1024 * 1024;
const FORM = "application/x-www-form-urlencoded";
const BODIES: { name: string; type: string; body: Buffer }[] = [
  { name: "NUL bytes", type: FORM, body: Buffer.from("name=A%00b&email=a%00@x.sn&message=x%00y") },
  {
    name: "invalid UTF-8",
    type: FORM,
    body: Buffer.concat([
      Buffer.from("name="),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from("&email=x"),
    ]),
  },
  {
    name: "arrays for strings",
    type: FORM,
    body: Buffer.from("email=a@x.sn&email=b@x.sn&password[]=1&intent=x&intent=y"),
  },
  { name: "1 MB field", type: FORM, body: Buffer.from(`message=${"a".repeat(MB)}`) },
  {
    name: "JSON to a form",
    type: "application/json",
    body: Buffer.from('{"email":["a"],"password":{"x":1},"name":"\\u0000"}'),
  },
  { name: "invalid JSON", type: "application/json", body: Buffer.from([0x7b, 0xff, 0x00, 0x22]) },
  {
    name: "multipart without boundary",
    type: "multipart/form-data",
    body: Buffer.from("--x\r\n\r\n"),
  },
];

type Answer = { status: number; type: string; text: string; ms: number };

function send(path: string, type: string, body: Buffer): Promise<Answer> {
  const url = new URL(path, MAIN_URL);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: {
        origin: MAIN_URL,
        "content-type": type,
        "content-length": body.byteLength,
      },
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`${path}: no answer within 5 s`)));
    let answered = false;
    // The server closes the connection once it has answered early: writing on
    // after the answer fails (EPIPE, reset), which is the point.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          text: Buffer.concat(chunks).toString("utf8"),
          ms: performance.now() - started,
        });
        req.destroy();
      });
    });
    req.end(body);
  });
}

/**
 * 50 MB in 64 KiB chunks on a raw connection, written as long as the server
 * reads; the server answers early and closes the connection (writes after
 * that fail, which is expected). Resolves with what was received.
 */
function sendChunked(path: string): Promise<Answer> {
  const url = new URL(path, MAIN_URL);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${path}: no answer within 5 s`));
    }, 5_000);
    socket.on("data", (d: Buffer) => (received = Buffer.concat([received, d])));
    socket.on("error", () => undefined);
    socket.once("close", () => {
      clearTimeout(timer);
      const text = received.toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        type: /\r\ncontent-type: ([^\r]+)/i.exec(head)?.[1] ?? "",
        text: body,
        ms: performance.now() - started,
      });
    });
    socket.once("connect", () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${MAIN_URL}\r\n` +
          `Content-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = Buffer.concat([
        Buffer.from("10000\r\n"),
        Buffer.alloc(64 * 1024, 97),
        Buffer.from("\r\n"),
      ]);
      let sent = 0;
      const pump = () => {
        while (sent < 50 * MB && !socket.destroyed && received.byteLength === 0) {
          sent += 64 * 1024;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
        if (!socket.destroyed && received.byteLength === 0) socket.write("0\r\n\r\n");
      };
      pump();
    });
  });
}

const ENGLISH =
  /Bad Request|Invalid|Unexpected|Not Found|Too Many|Internal Server|Method Not Allowed|Please|error:/;

function expectFrench(answer: Answer, label: string) {
  expect(answer.status, label).toBeLessThan(500);
  if (answer.status < 400) return;
  if (answer.type.includes("text/html")) {
    expect(answer.text, label).toContain('lang="fr"');
    return;
  }
  expect(answer.text, label).not.toMatch(ENGLISH);
  // A French sentence: accented letters or the site's French words.
  expect(answer.text, label).toMatch(/[éèêàçÉ]|Page introuvable|Requête|Veuillez/);
}

test.describe.configure({ timeout: 120_000 });

test("le fuzz : chaque action répond en français, sans 5xx ni attente", async () => {
  expect(TARGETS).toEqual(expect.arrayContaining(["/contact", "/newsletter", "/settings"]));
  for (const path of TARGETS) {
    for (const { name, type, body } of BODIES) {
      const label = `${path} — ${name}`;
      const answer = await send(path, type, body);
      expect(answer.ms, label).toBeLessThan(5_000);
      expectFrench(answer, label);
    }
  }
});

test("le fuzz : 50 Mo envoyés par morceaux sont refusés en français, vite", async () => {
  for (const path of TARGETS) {
    // The server answers, then reads and drops what is still coming before it
    // closes (server/http-server.ts): the answer arrives, never a reset.
    const answer = await sendChunked(path);
    expect(answer.status, path).toBeGreaterThan(0);
    expect(answer.ms, path).toBeLessThan(5_000);
    expectFrench(answer, `${path} — chunked 50 MB`);
  }
});

test("une requête d'un autre site est refusée en français, avant React Router", async () => {
  for (const path of ["/contact", "/login", "/newsletter", "/api/auth/sign-in/email"]) {
    const response = await fetch(new URL(path, MAIN_URL), {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": FORM },
      body: "email=a%40b.sn",
      redirect: "manual",
    });
    expect(response.status, path).toBe(403);
    expect(await response.text(), path).toBe(
      "Requête refusée\u00a0: elle ne vient pas de ce site.",
    );
  }
});

// ---------------------------------------------------------------------------
// Every GET route: its query parameters and path segments (ADR 019)
// ---------------------------------------------------------------------------

const APP = new URL("../../app/", import.meta.url);

/** A module's own source and those of the app modules it imports, transitively. */
function sourcesFrom(file: string, seen = new Map<string, string>()): Map<string, string> {
  const url = new URL(file, APP);
  if (seen.has(url.href)) return seen;
  let source: string;
  try {
    source = readFileSync(url, "utf8");
  } catch {
    return seen;
  }
  seen.set(url.href, source);
  for (const [, spec] of source.matchAll(/\bfrom\s+"((?:#app\/|\.\.?\/)[^"]+\.tsx?)"/g)) {
    const target = spec!.startsWith("#app/") ? new URL(spec!.slice(5), APP) : new URL(spec!, url);
    sourcesFrom(target.href, seen);
  }
  return seen;
}

/**
 * The query parameters a route reads: `searchParams.get("…")` and
 * `params.get("…")` in the route and what it imports, and the keys of the
 * `…QuerySchema` objects it parses the whole query with.
 */
function queryNames(file: string): string[] {
  const names = new Set<string>();
  for (const source of sourcesFrom(file).values()) {
    for (const [, name] of source.matchAll(
      /\b(?:searchParams|params)\.get(?:All)?\(\s*"([^"]+)"/g,
    )) {
      names.add(name!);
    }
    for (const [, body] of source.matchAll(/QuerySchema = z\.object\(\{([\s\S]*?)\n\}\)/g)) {
      for (const [, key] of body!.matchAll(/^ {2}(\w+):/gm)) names.add(key!);
    }
  }
  return [...names].sort();
}

type GetRoute = { path: string; file: string; segments: string[]; query: string[] };

function getRoutes(entries: Entry[], prefix = ""): GetRoute[] {
  const out: GetRoute[] = [];
  for (const entry of entries) {
    const path = `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const segments = path.split("/").filter((s) => s.startsWith(":") || s === "*");
    // A layout without a path (the staff shell) is no page of its own.
    if (entry.index || entry.path !== undefined)
      out.push({ path, file: entry.file, segments, query: queryNames(entry.file) });
    if (entry.children) out.push(...getRoutes(entry.children, path));
  }
  return out;
}

/** Values that must never reach a loader or the database, each as sent in the URL. */
const BAD_VALUES: { name: string; raw: string }[] = [
  { name: "NUL", raw: "%00" },
  { name: "NUL inside", raw: "a%00b" },
  { name: "lone high surrogate", raw: "%ED%A0%80" },
  { name: "lone low surrogate", raw: "%ED%B0%80" },
  { name: "10 kB", raw: "a".repeat(10 * 1024) },
  { name: "10 kB of é", raw: "%C3%A9".repeat(1700) },
  { name: "lone %", raw: "%" },
  { name: "%ZZ", raw: "%ZZ" },
  { name: "cut UTF-8", raw: "%E0%A4%A" },
  { name: "lone UTF-8 lead", raw: "%C3" },
];

/** A route's path with each segment set to a plausible value, one of them to `raw`. */
function pathWith(route: GetRoute, target: string | null, raw: string): string {
  return route.path
    .split("/")
    .map((s) => (s === target ? raw : s.startsWith(":") || s === "*" ? "x" : s))
    .join("/");
}

type Figures = { requests: number; fivexx: string[]; hangs: string[]; english: string[] };

/** One request as written (fetch and URL would re-encode what is malformed); 5 s or "hang". */
function rawRequest(options: http.RequestOptions, body?: Buffer): Promise<Answer | "hang"> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(options);
    req.setTimeout(5_000, () => {
      req.destroy();
      resolve("hang");
    });
    req.on("error", () => resolve("hang"));
    req.on("response", (res) => {
      // A live stream (the studio's notifications) never ends by design: its answer is
      // its head — status and type — read at once.
      if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"]),
          text: "",
          ms: performance.now() - started,
        });
        return;
      }
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          text: Buffer.concat(chunks).toString("utf8"),
          ms: performance.now() - started,
        }),
      );
    });
    req.end(body);
  });
}

function getRaw(path: string, cookie: string): Promise<Answer | "hang"> {
  const url = new URL(MAIN_URL);
  return rawRequest({
    host: url.hostname,
    port: url.port,
    path,
    method: "GET",
    headers: cookie ? { cookie } : {},
  });
}

function isFrench(answer: Answer): boolean {
  if (answer.status < 400) return true;
  if (answer.type.includes("text/html")) return answer.text.includes('lang="fr"');
  return !ENGLISH.test(answer.text) && /[éèêàçÉ]|introuvable|Requête|Veuillez/.test(answer.text);
}

/** The staff session cookie, signed in through /simple-login as a person does. */
async function staffCookie(): Promise<string> {
  const response = await fetch(new URL("/simple-login", MAIN_URL), {
    method: "POST",
    headers: { origin: MAIN_URL, "content-type": FORM },
    body: new URLSearchParams({ identifier: STAFF.username, password: STAFF.password }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toMatch(/session_token=/);
  return cookie;
}

function report(label: string, figures: Figures) {
  const line = `${label}: ${figures.requests} requests, ${figures.fivexx.length} 5xx, ${figures.hangs.length} hangs, ${figures.english.length} not French`;
  console.log(line);
  test.info().annotations.push({ type: "fuzz", description: line });
}

async function record(figures: Figures, label: string, pending: Promise<Answer | "hang">) {
  figures.requests++;
  const answer = await pending;
  if (answer === "hang") return void figures.hangs.push(label);
  if (answer.status >= 500) figures.fivexx.push(`${label} → ${answer.status}`);
  else if (!isFrench(answer))
    figures.english.push(`${label} → ${answer.status} ${answer.text.slice(0, 80)}`);
}

// The routes go in six parts, each a test of its own that another worker can take: the
// whole (7 000 requests) took 203 s of its 240 at a load of 6–10, past half its timeout.
const GET_PARTS = 6;

test.describe("le fuzz des GET", () => {
  test.describe.configure({ mode: "parallel", timeout: 150_000 });
  for (let part = 0; part < GET_PARTS; part++) {
    test(`chaque paramètre et segment de chaque route, sans 5xx, en français (partie ${part + 1}/${GET_PARTS})`, async () => {
      await fuzzGetRoutes(part);
    });
  }
});

async function fuzzGetRoutes(part: number) {
  const table = getRoutes(routes as Entry[]);
  // The discovery reads the loaders: a parameter they read is fuzzed.
  const byPath = Object.fromEntries(table.map((r) => [r.path, r]));
  expect(byPath["/reset-password"]?.query).toContain("token");
  expect(byPath["/newsletter/desabonnement"]?.query).toContain("jeton");
  expect(byPath["/documents"]?.query).toEqual(expect.arrayContaining(["q", "statut", "page"]));
  expect(byPath["/create-invoice"]?.query).toContain("devis");
  expect(byPath["/documents/:numero/pdf"]?.segments).toEqual([":numero"]);

  const staff = await staffCookie();
  const figures: Figures = { requests: 0, fivexx: [], hangs: [], english: [] };
  for (const route of table.filter((_, i) => i % GET_PARTS === part)) {
    // GET /logout signs out; it reads nothing.
    const sessions = route.path === "/logout" ? [""] : ["", staff];
    for (const cookie of sessions) {
      const who = cookie ? "staff" : "anonymous";
      for (const { name, raw } of BAD_VALUES) {
        for (const segment of route.segments) {
          const path = pathWith(route, segment, raw);
          await record(figures, `${who} ${route.path} ${segment}=${name}`, getRaw(path, cookie));
        }
        const base = pathWith(route, null, "");
        for (const param of route.query) {
          await record(
            figures,
            `${who} ${route.path} ?${param}=${name}`,
            getRaw(`${base}?${param}=${raw}`, cookie),
          );
        }
        // A name nobody reads, malformed too.
        await record(
          figures,
          `${who} ${route.path} ?<${name}>`,
          getRaw(`${base}?${raw.slice(0, 100)}=1`, cookie),
        );
      }
    }
  }
  report(`GET routes (part ${part + 1}/${GET_PARTS})`, figures);
  expect(figures.fivexx).toEqual([]);
  expect(figures.hangs).toEqual([]);
  expect(figures.english).toEqual([]);
}

// ---------------------------------------------------------------------------
// The studio's « Générer » endpoint with numeric extremes (ADR 019)
// ---------------------------------------------------------------------------

const EXTREMES = [
  "0",
  "-1",
  "0,05",
  "9007199254740993",
  "9".repeat(500),
  "-" + "9".repeat(500),
  "1e308",
  "Infinity",
  "NaN",
  "1 000 000,000001",
  "999 999 999",
  "999 999 999 999",
  "0x10",
  "",
  " ",
];

function issueBody(patch: Record<string, unknown>, line: Record<string, unknown> = {}) {
  return {
    kind: "invoice",
    requestKey: `fuzz-${Math.random().toString(36).slice(2)}`,
    form: {
      clientName: "Fuzz",
      clientEmail: "fuzz@example.sn",
      clientPhone: "77",
      clientAddress: "Dakar",
      clientNinea: "",
      projectTitle: "Fuzz",
      projectDuration: "1 jour",
      prestations: [{ designation: "Ligne", quantity: "1", unitPrice: "1000", ...line }],
      applyDiscount: true,
      discountPercentage: "10",
      applyVat: true,
      vatPercentage: "18",
      showPaidStamp: false,
      paymentTerms: "30",
      validityDays: "30",
      ...patch,
    },
  };
}

test("le fuzz de « Générer » : valeurs numériques extrêmes, sans 5xx, refus en français", async () => {
  test.setTimeout(120_000);
  const cookie = await staffCookie();
  const figures: Figures = { requests: 0, fivexx: [], hangs: [], english: [] };
  const post = (body: unknown): Promise<Answer | "hang"> => {
    const bytes = Buffer.from(JSON.stringify(body));
    const url = new URL("/documents/emettre", MAIN_URL);
    return rawRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          origin: MAIN_URL,
          cookie,
          "content-type": "application/json",
          "content-length": bytes.byteLength,
        },
      },
      bytes,
    );
  };
  const bodies: [string, unknown][] = [];
  for (const value of EXTREMES) {
    bodies.push([`quantity ${value.slice(0, 20)}`, issueBody({}, { quantity: value })]);
    bodies.push([`unitPrice ${value.slice(0, 20)}`, issueBody({}, { unitPrice: value })]);
    bodies.push([`discount ${value.slice(0, 20)}`, issueBody({ discountPercentage: value })]);
    bodies.push([`vat ${value.slice(0, 20)}`, issueBody({ vatPercentage: value })]);
    bodies.push([`validity ${value.slice(0, 20)}`, issueBody({ validityDays: value })]);
    bodies.push([
      `quantity × price ${value.slice(0, 20)}`,
      issueBody({}, { quantity: value, unitPrice: value }),
    ]);
  }
  // Numbers where the studio sends text, and JSON's own extremes.
  for (const value of [1e308, -1e308, 2 ** 53 + 2, 0.1, null, true, [], {}]) {
    bodies.push([`quantity as ${JSON.stringify(value)}`, issueBody({}, { quantity: value })]);
    bodies.push([`unitPrice as ${JSON.stringify(value)}`, issueBody({}, { unitPrice: value })]);
  }
  // 500 lines at the maxima: the total is past its own.
  bodies.push([
    "500 lines at the maxima",
    issueBody({
      prestations: Array.from({ length: 500 }, () => ({
        designation: "Ligne",
        quantity: "1 000 000",
        unitPrice: "10 000 000 000",
      })),
    }),
  ]);
  for (const [label, body] of bodies) {
    await record(figures, label, post(body));
  }
  report("« Générer »", figures);
  expect(figures.fivexx).toEqual([]);
  expect(figures.hangs).toEqual([]);
  expect(figures.english).toEqual([]);
});
