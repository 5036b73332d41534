import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import { waitForHydration } from "./fixtures.ts";
import { startTwoInstances } from "./server-process.ts";

// ADR 035: PostgreSQL stopped (`pg_ctl stop -m fast`) and started again under two
// instances of the built site. Its own throwaway cluster, so it can be stopped; skipped
// where PostgreSQL's programs are not installed (CI installs them).

const PG_BIN = (() => {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => path.join(root, v, "bin")).find((b) => existsSync(`${b}/pg_ctl`));
  return bin ?? null;
})();
const asRoot = process.getuid?.() === 0;
// An account and a password of their own: neither may ever reach the sites' logs.
const DB_USER = "teranga_panne";
const DB_PASSWORD = "mot-de-passe-de-la-panne-5f3a";
const PG_PORT = EXTRA_PORTS.restartPg;
const DB_PAGE = "/newsletter/desabonnement?jeton=un-jeton-inconnu";

/** A PostgreSQL program, as the postgres user when we are root (initdb refuses root). */
function pgRun(program: string, args: string[]) {
  const command = asRoot ? "runuser" : `${PG_BIN}/${program}`;
  const full = asRoot ? ["-u", "postgres", "--", `${PG_BIN}/${program}`, ...args] : args;
  return execFileSync(command, full, { stdio: "pipe", timeout: 60_000 }).toString();
}

function cluster(dir: string) {
  const data = path.join(dir, "data");
  const options = `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${dir}`;
  return {
    init: () =>
      pgRun("initdb", [
        "-D",
        data,
        "-U",
        DB_USER,
        "--auth=trust",
        "-E",
        "UTF8",
        "--locale=C.UTF-8",
      ]),
    start: () =>
      pgRun("pg_ctl", ["-D", data, "-l", path.join(dir, "pg.log"), "-w", "-o", options, "start"]),
    stop: () => pgRun("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
  };
}

/** Polls `check` until it holds (no fixed sleep); the last value is returned. */
async function until<T>(check: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 45_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch((error: unknown) => error as T);
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function storedMessages(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select name from contact_message order by created_at",
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/** The contact form posted as a browser without JavaScript does (multipart, its key). */
function postContact(api: APIRequestContext, name: string) {
  return api.post("/contact", {
    multipart: {
      name,
      email: "awa.ndiaye@example.sn",
      subject: "site-vitrine",
      message: "Bonjour, nous voulons un site vitrine pour notre boutique de Thiès.",
      cle: `cle-${name}`,
    },
    maxRedirects: 0,
  });
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test("PostgreSQL stops and starts again: both sites live through it and work again by themselves", async ({
  page,
  playwright,
}) => {
  test.skip(!PG_BIN, "needs PostgreSQL's programs (apt-get install postgresql; CI has them)");
  test.setTimeout(240_000);
  const dir = mkdtempSync(path.join(tmpdir(), "site-panne-pg-"));
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  const pgc = cluster(dir);
  pgc.init();
  pgc.start();
  const adminUrl = `postgres://${DB_USER}@127.0.0.1:${PG_PORT}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("create database site");
  await admin.end();
  const databaseUrl = `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${PG_PORT}/site`;

  const pair = await startTwoInstances(databaseUrl, "panne", [
    EXTRA_PORTS.restartA,
    EXTRA_PORTS.restartB,
  ]);
  const sites = [pair.a, pair.b];
  const apis = await Promise.all(
    sites.map((s) =>
      playwright.request.newContext({ baseURL: s.url, extraHTTPHeaders: { origin: s.url } }),
    ),
  );
  const [apiA, apiB] = apis;
  try {
    // Before: a request is stored, and / is served from the pre-rendered copy.
    expect((await postContact(apiA!, "Avant la panne")).status()).toBe(302);
    for (const api of apis) {
      await until(
        () => api.get("/").then((r) => r.headers()["x-prerendered"]),
        (v) => v === "1",
        "the pre-rendered /",
      );
    }
    // The contact page, open in a browser before the outage.
    await page.goto(`${pair.a.url}/contact`);
    await waitForHydration(page);

    const logged = sites.map((s) => s.output().length);
    pgc.stop();

    // While it is down: the processes live, / is served, the rest says 503 in French.
    for (const [i, api] of apis.entries()) {
      await until(
        () => api.get("/healthz").then((r) => r.status()),
        (s) => s === 503,
        "/healthz 503",
      );
      const health = await api.get("/healthz");
      expect(await health.json()).toEqual({ status: "unavailable" });
      expect(health.headers()["retry-after"]).toBe("10");
      const home = await api.get("/");
      expect(home.status()).toBe(200);
      expect(home.headers()["x-prerendered"]).toBe("1");
      // A page read from the database at each visit (articles are kept in memory, so /articles still answers).
      const dbPage = await api.get(DB_PAGE);
      expect(dbPage.status()).toBe(503);
      expect(dbPage.headers()["retry-after"]).toBe("10");
      const html = decode(await dbPage.text());
      expect(html).toContain("Service momentanément indisponible");
      expect(html).toContain(
        "Le site ne peut pas afficher cette page pour le moment. Réessayez dans quelques instants.",
      );
      expect(html).toContain("<title>Service momentanément indisponible — ");

      // A form without JavaScript: the form again, with « réessayez », nothing said sent.
      const posted = await postContact(api, `Pendant la panne ${i}`);
      expect(posted.status()).toBe(503);
      const answer = decode(await posted.text());
      expect(answer).toContain(
        "Le site est momentanément indisponible\u00a0: votre envoi n'a pas pu être enregistré. Réessayez dans quelques instants.",
      );
      expect(answer).toContain(`Pendant la panne ${i}`); // what was typed is kept
      expect(answer).not.toContain("Message envoyé avec succès");

      // Another form through the browser's router (.data): the same sentence, status 503.
      const login = await api.post("/simple-login.data", {
        form: { identifier: STAFF.username, password: "pas-le-bon" },
      });
      expect(login.status()).toBe(503);
      expect(await login.text()).toContain("votre envoi n'a pas pu être enregistré");
    }
    expect(sites.every((s) => s.alive())).toBe(true);

    // With JavaScript: the form says « réessayez » where it says its errors, and keeps the text.
    await page.getByLabel("Nom complet").fill("Navigateur pendant la panne");
    await page.getByLabel("Adresse e-mail").fill("fatou.diop@example.sn");
    await page.getByLabel("Service souhaité").selectOption("site-vitrine");
    await page
      .getByLabel("Votre message")
      .fill("Bonjour, un devis pour une application mobile svp.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Réessayez dans quelques instants." }).first(),
    ).toBeVisible();
    await expect(page.getByLabel("Nom complet")).toHaveValue("Navigateur pendant la panne");
    await expect(page.getByText("Message envoyé avec succès!")).toHaveCount(0);

    pgc.start();
    // Back by itself within seconds, on both: health, pages, forms.
    for (const api of apis) {
      await until(
        () => api.get("/healthz").then((r) => r.status()),
        (s) => s === 200,
        "/healthz 200 again",
        30_000,
      );
      // The page answers from the database again: this address is unknown to it.
      expect((await api.get(DB_PAGE)).status()).toBe(404);
    }
    expect((await postContact(apiB!, "Après la panne")).status()).toBe(302);
    // The same request as the JavaScript form, sent again: stored once it is sent.
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Message envoyé avec succès!")).toBeVisible();
    // Stored: the two accepted ones; nothing of what was refused.
    expect(await storedMessages(databaseUrl)).toEqual([
      "Avant la panne",
      "Après la panne",
      "Navigateur pendant la panne",
    ]);
    expect(sites.every((s) => s.alive())).toBe(true);

    // The logs: JSON lines only from the outage on, the outage said once, no connection detail.
    for (const [i, site] of sites.entries()) {
      const all = site.output();
      const lines = all
        .slice(logged[i])
        .split("\n")
        .filter((l) => l.trim() !== "");
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      const entries = lines.map((l) => JSON.parse(l) as { msg?: string });
      const outages = entries.filter((e) => e.msg?.startsWith("database unavailable"));
      // Once, or twice if a query succeeded in the instant the server was stopping.
      expect(outages.length).toBeGreaterThanOrEqual(1);
      expect(outages.length).toBeLessThanOrEqual(2);
      expect(entries.some((e) => e.msg === "database available again")).toBe(true);
      for (const secret of [
        DB_USER,
        DB_PASSWORD,
        "127.0.0.1",
        `:${PG_PORT}`,
        `"port":${PG_PORT}`,
      ]) {
        expect(all, secret).not.toContain(secret);
      }
    }
  } finally {
    for (const api of apis) await api.dispose();
    await pair.stop();
    try {
      pgc.stop();
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
