import { expect, test } from "@playwright/test";
import pg from "pg";
import { EXTRA_PORTS } from "../../playwright.config.ts";
import { freshDatabase, startTwoInstances, TEST_DATABASE_URL } from "../e2e/server-process.ts";
import { invoiceRequest, staffOnBoth } from "../e2e/two-instances.ts";

// Continuous numbering (ADR 046): two instances on one PostgreSQL issue 40 invoices at
// once; the numbers are FACT-YYYY-0001 … 0040 with no gap, in the order of issue (the
// issue instants and the integrity chain agree with them).

test("two instances issue 40 invoices at once in continuous numbering: 40 consecutive numbers in issue order", async () => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(180_000);
  const databaseUrl = await freshDatabase("numbering_e2e");
  const { a, b, stop } = await startTwoInstances(databaseUrl, "numbering", [
    EXTRA_PORTS.numberingA,
    EXTRA_PORTS.numberingB,
  ]);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    const { viaA, viaB } = await staffOnBoth(a, b);

    // The Gérant switches on B, confirming it.
    const switched = await viaB.post("/parametres-entreprise/numerotation", {
      form: { mode: "continuous", confirm: "on" },
    });
    expect(switched.status()).toBe(200);
    expect(await switched.text()).toContain("Numérotation continue en place");

    const numbers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await (i % 2 === 0 ? viaA : viaB).post("/documents/emettre", {
          data: invoiceRequest(`numbering-${i}-${Date.now()}`, {
            clientName: `Client ${i}`,
            projectTitle: "Numérotation",
          }),
        });
        expect(response.status()).toBe(200);
        return ((await response.json()) as { number: string }).number;
      }),
    );

    await client.connect();
    const { rows } = await client.query<{ number: string; issued_at: Date }>(
      "select number, issued_at from document order by issued_at, number",
    );
    const year = rows[0]!.issued_at.getUTCFullYear();
    const expected = Array.from(
      { length: 40 },
      (_, i) => `FACT-${year}-${String(i + 1).padStart(4, "0")}`,
    );
    expect([...numbers].sort()).toEqual(expected);
    // Ordered by their issue instants, they are in number order (ties: the same instant).
    expect(rows.map((r) => r.number)).toEqual(expected);
    // The integrity chain took them in the same order.
    const chain = await client.query<{ number: string }>(
      "select d.number from register_entry e join document d on d.id = e.subject_id where e.kind = 'document' order by e.seq",
    );
    expect(chain.rows.map((r) => r.number)).toEqual(expected);
    // The history says who switched, from what to what.
    const history = await client.query<{ from_mode: string; to_mode: string; series: number }>(
      "select from_mode, to_mode, series from document_numbering_change",
    );
    expect(history.rows).toEqual([{ from_mode: "date", to_mode: "continuous", series: 1 }]);
  } finally {
    await client.end().catch(() => {});
    await stop();
  }
});
