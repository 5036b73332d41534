import { spawn } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { EXTRA_PORTS } from "../../playwright.config.ts";
import { emailsIn } from "../e2e/fixtures.ts";
import { freshDatabase, startTwoInstances, TEST_DATABASE_URL } from "../e2e/server-process.ts";
import { invoiceRequest, staffOnBoth } from "../e2e/two-instances.ts";

// ADR 010: the app keeps no state in memory that matters. Two instances
// on one PostgreSQL share sessions, rate limits and the mail outbox.
// Runs where PostgreSQL is available (CI sets TEST_DATABASE_URL).

function mailFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, "mail")).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
}

async function mailTexts(dataDir: string): Promise<string[]> {
  return (await emailsIn(dataDir)).map((e) => e.text);
}

test("two instances on one PostgreSQL share sessions, rate limits and the outbox", async () => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(180_000);
  const databaseUrl = await freshDatabase("scale_e2e");
  // Started together (migrations and the staff account must not race), with the real
  // rate limits: this test counts them.
  const { a, b, dirs } = await startTwoInstances(
    databaseUrl,
    "scale",
    [EXTRA_PORTS.scaleA, EXTRA_PORTS.scaleB],
    { RATE_LIMIT_FACTOR: "1" },
  );
  try {
    // Sign in on A; the same cookie opens the studio on B.
    const { viaA, viaB } = await staffOnBoth(a, b);
    const hub = await viaB.get("/invoice-quote", { maxRedirects: 0 });
    expect(hub.status()).toBe(200);
    // React separates text and value with a comment: "Bienvenue <!-- -->Teranga Digital".
    expect(await hub.text()).toMatch(/Bienvenue (<!-- -->)?Teranga Digital/);

    // The login notification is delivered once, by whichever worker claimed it.
    await expect
      .poll(() => mailFiles(dirs[0]!).length + mailFiles(dirs[1]!).length, { timeout: 10_000 })
      .toBe(1);

    // Twenty invoices issued at once, half on each instance, in the same minute or
    // two: every number is different (the per-minute counter lives in the database).
    const issued = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await (i % 2 === 0 ? viaA : viaB).post("/documents/emettre", {
          data: invoiceRequest(`scale-${i}-${Date.now()}`, {
            clientName: `Client ${i}`,
            projectTitle: "Charge",
          }),
        });
        expect(response.status()).toBe(200);
        return ((await response.json()) as { number: string }).number;
      }),
    );
    expect(new Set(issued).size).toBe(20);
    for (const n of issued) expect(n).toMatch(/^FACT-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?$/);

    // Sign out on B: A no longer knows the session.
    await viaB.post("/logout", { maxRedirects: 0 });
    const after = await viaA.get("/invoice-quote", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()["location"]).toBe("/simple-login");

    // A visitor registers on A; the verification link of the email works on B.
    const email = "awa.scale@example.sn";
    const signUp = await viaA.post("/api/auth/sign-up/email", {
      data: {
        name: "Awa Scale",
        email,
        password: "motdepasse123",
        callbackURL: "/login?verifie=1",
      },
    });
    expect(signUp.ok()).toBe(true);
    let link = "";
    await expect
      .poll(
        async () => {
          const texts = [...(await mailTexts(dirs[0]!)), ...(await mailTexts(dirs[1]!))];
          link =
            texts
              .map((t) => /\/api\/auth\/verify-email\?token=[^\s"<]+/.exec(t)?.[0])
              .find(Boolean) ?? "";
          return link;
        },
        { timeout: 10_000 },
      )
      .not.toBe("");
    const verified = await viaB.get(link, { maxRedirects: 0 });
    expect(verified.status()).toBe(302);
    expect(verified.headers()["location"]).toBe("/login?verifie=1");

    // Staff-login failures are counted in the database: 10 per 5 minutes per
    // address, whichever instance answers; the sign-in above did not count. Each
    // try names another identifier, so the limit per account (ADR 016) stays out
    // of the way of the limit per address measured here.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const ctx = i % 2 === 0 ? viaA : viaB;
      const res = await ctx.post("/simple-login", {
        form: { identifier: `inconnu-${i}`, password: "pas-le-bon" },
        maxRedirects: 0,
      });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(
      [...(await mailTexts(dirs[0]!)), ...(await mailTexts(dirs[1]!))].filter((t) =>
        t.includes("est connecté à l'espace Devis & Factures"),
      ),
    ).toHaveLength(1);
    await viaA.dispose();
    await viaB.dispose();
  } finally {
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
});

test("on PostgreSQL without AUTH_SECRET, the start stops and says why", async () => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: TEST_DATABASE_URL,
    SKIP_BUILD: "1",
  };
  delete env.AUTH_SECRET;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("AUTH_SECRET : requis avec DATABASE_URL");
});
