import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { EXTRA_PORTS, STAFF } from "../../playwright.config.ts";
import { startServer } from "./server-process.ts";

// A server of its own, restarted by the test: what a deployment does to a busy site.
const PORT = EXTRA_PORTS.lifecycle;
const URL_BASE = `http://localhost:${PORT}`;

type Outcome = "acknowledged" | "refused" | "reset" | "failed";

/**
 * One contact request as a visitor's browser sends it without JavaScript.
 * `refused`: the connection was refused, so nothing was sent (the visitor's
 * browser says the site is unreachable, and nothing was lost); `reset`: the
 * connection broke after it was accepted, the request sent or being sent,
 * without an answer (the lost kind); `failed`: an answer other than the success.
 */
async function postContact(n: number): Promise<Outcome> {
  const form = new FormData();
  form.set("name", `Visiteur ${n}`);
  form.set("email", `visiteur${n}@example.sn`);
  form.set("subject", "site-vitrine");
  form.set("message", `Demande numéro ${n} pendant un redémarrage du site.`);
  form.set("cle", `redemarrage-${n}`);
  try {
    const response = await fetch(`${URL_BASE}/contact`, {
      method: "POST",
      body: form,
      headers: { origin: URL_BASE },
      redirect: "manual",
    });
    await response.arrayBuffer();
    const ok = response.status === 302 && /envoye=/.test(response.headers.get("location") ?? "");
    return ok ? "acknowledged" : "failed";
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code === "ECONNREFUSED" ? "refused" : "reset";
  }
}

test("SIGTERM during 300 contact posts: no request cut off, every acknowledged one stored", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-sigterm-"));
  try {
    const env = {
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      // 300 requests from one address: the contact limit must not answer them.
      RATE_LIMIT_FACTOR: "1000",
    };
    const server = await startServer({ port: PORT, dataDir, env });

    const TOTAL = 300;
    const AT_ONCE = 150;
    const outcomes = new Map<number, Outcome>();
    let next = 0;
    let signalled: Promise<number | null> | undefined;
    let sentAfterSignal = 0;
    // 150 visitors at a time; SIGTERM once a third has been answered.
    const visitor = async () => {
      while (next < TOTAL) {
        const n = next++;
        if (signalled) sentAfterSignal++;
        outcomes.set(n, await postContact(n));
        if (!signalled && outcomes.size >= TOTAL / 3) signalled = server.stop();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, visitor));
    expect(await signalled).toBe(0);

    const count = (o: Outcome) => [...outcomes.values()].filter((v) => v === o).length;
    const acknowledged = [...outcomes].filter(([, o]) => o === "acknowledged").map(([n]) => n);

    // Started again on the same data, then stopped, so the database is read as the site left it.
    const again = await startServer({ port: PORT, dataDir, env });
    expect((await fetch(`${URL_BASE}/healthz`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    const db = new PGlite(path.join(dataDir, "db"));
    const rows = await db.query<{ name: string }>("select name from contact_message");
    await db.close();
    const stored = new Set(rows.rows.map((r) => Number(r.name.replace("Visiteur ", ""))));

    const figures = {
      sent: TOTAL,
      sentAfterSignal,
      acknowledged: acknowledged.length,
      refused: count("refused"),
      reset: count("reset"),
      failed: count("failed"),
      stored: stored.size,
      acknowledgedNotStored: acknowledged.filter((n) => !stored.has(n)).length,
    };
    console.log(`SIGTERM pendant ${TOTAL} envois (${AT_ONCE} à la fois) :`, figures);
    test.info().annotations.push({ type: "figures", description: JSON.stringify(figures) });

    expect(figures.reset, "connections cut after they were accepted").toBe(0);
    expect(figures.failed, "answers other than the success").toBe(0);
    expect(figures.acknowledgedNotStored, "acknowledged but not stored").toBe(0);
    // SIGTERM came midway: a third answered before it, and posts kept coming after it.
    expect(figures.acknowledged).toBeGreaterThanOrEqual(TOTAL / 3);
    expect(figures.sentAfterSignal).toBeGreaterThan(0);
    expect(server.output()).toContain('"msg":"bye"');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
