import { randomUUID } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { document, documentNumberingChange } from "#app/db/schema.ts";
import {
  IssueRefused,
  issueDocument,
  type IssueInput,
} from "#app/features/documents/register.server.ts";
import { handleNumberingAction, loadNumberingPage } from "#app/features/numbering/route.server.ts";
import { numberingState, switchNumbering } from "#app/features/numbering/numbering-mode.server.ts";
import { issueCreditNote } from "#app/features/ledger/ledger.server.ts";
import { moveClock, now } from "#app/features/platform/clock.server.ts";
import { search } from "#app/features/search/search.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";
import { action as issueAction } from "#app/routes/documents-emettre.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// Continuous numbering (ADR 046): per kind and year, gapless, in issue order, switched
// deliberately with a history line. On PGlite and on PostgreSQL (TEST_DB=postgres).

const STAFF = issuer("numbering");
const SITE = "http://localhost:3000";
const AT = new Date("2026-11-23T01:12:30Z");

beforeAll(() => storeIssuer(STAFF));

afterEach(async () => {
  await emptyTables(
    "document, document_event, document_sequence, document_numbering_change, register_entry",
  );
  // Back to the default, as the migration leaves it.
  await db().execute(sql`update document_numbering set mode = 'date', series = 0 where id = 1`);
});

const invoice = (): IssueInput => ({
  kind: "invoice",
  form: quoteForm(),
  requestKey: randomUUID(),
});
const quote = (): IssueInput => ({ kind: "quote", form: quoteForm(), requestKey: randomUUID() });
const issue = async (input: IssueInput, at: Date = AT) =>
  valueOf(await issueDocument(input, STAFF, at));
const continuous = async () => valueOf(await switchNumbering("continuous", STAFF, AT));

describe("numbering by date stays the default", () => {
  it("a fresh register numbers by date, with no history", async () => {
    expect(await numberingState()).toEqual({ numbering: { mode: "date", series: 0 }, changes: [] });
    expect((await issue(invoice())).number).toBe("FACT-2026-11-23-0112");
  });
});

describe("continuous numbering", () => {
  it("per kind: FACT-2026-0001, 0002…, DEVIS-2026-0001, AVOIR-2026-0001; earlier numbers kept", async () => {
    const before = await issue(invoice());
    await continuous();
    const a = await issue(invoice());
    const q = await issue(quote());
    const b = await issue(invoice());
    expect([before.number, a.number, q.number, b.number]).toEqual([
      "FACT-2026-11-23-0112",
      "FACT-2026-0001",
      "DEVIS-2026-0001",
      "FACT-2026-0002",
    ]);
    expect(a.snapshot.number).toBe("FACT-2026-0001");
    const note = await issueCreditNote(
      a.number,
      {
        mode: "amount",
        amount: 1_000,
        lines: [],
        reason: "Geste commercial",
        requestKey: randomUUID(),
      },
      STAFF,
      { now: AT },
    );
    expect(note.ok && note.value.number).toBe("AVOIR-2026-0001");
  });

  it("the studio's search finds a continuous number whole, begun or spaced, newest first", async () => {
    await continuous();
    await issue(invoice());
    await issue(invoice());
    const found = async (q: string) =>
      (await search(q, "gerant")).find((g) => g.key === "documents")?.hits.map((h) => h.title);
    expect(await found("FACT-2026-0002")).toEqual(["FACT-2026-0002"]);
    expect(await found("fact 2026 000")).toEqual(["FACT-2026-0002", "FACT-2026-0001"]);
  });

  it("a rolled-back issue gives its number back: the next one gets it", async () => {
    await continuous();
    expect((await issue(invoice())).number).toBe("FACT-2026-0001");
    const refused = await issueDocument(invoice(), STAFF, AT, async () => {
      throw new IssueRefused("Refusé dans la transaction.");
    });
    expect(refused).toEqual({ ok: false, message: "Refusé dans la transaction." });
    expect((await issue(invoice())).number).toBe("FACT-2026-0002");
  });

  it("each Dakar year has its own series, the year read from the server's (moved) clock", async () => {
    process.env.TEST_CLOCK = "1";
    resetEnvForTests();
    try {
      await continuous();
      moveClock(new Date("2026-12-31T23:59:58Z"));
      const last = await issue(invoice(), now());
      moveClock(new Date("2027-01-01T00:00:01Z"));
      const first = await issue(invoice(), now());
      const second = await issue(invoice(), now());
      expect([last.number, first.number, second.number]).toEqual([
        "FACT-2026-0001",
        "FACT-2027-0001",
        "FACT-2027-0002",
      ]);
    } finally {
      moveClock(new Date());
      delete process.env.TEST_CLOCK;
      resetEnvForTests();
    }
  });

  it("twenty at once, their instants out of order: consecutive numbers, issue instants in the same order", async () => {
    await continuous();
    // Each issuer read its clock before it got the counter: the later reading may win.
    const times = Array.from(
      { length: 20 },
      (_, i) => new Date(AT.getTime() + ((i * 7) % 20) * 1000),
    );
    const issued = await Promise.all(times.map((t) => issue(invoice(), t)));
    expect(issued.map((d) => d.number).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `FACT-2026-${String(i + 1).padStart(4, "0")}`),
    );
    const rows = await db()
      .select({ number: document.number, issuedAt: document.issuedAt, seq: document.seq })
      .from(document)
      .orderBy(asc(document.seq));
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.issuedAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.issuedAt.getTime());
    }
    // The snapshot prints the instant the register holds.
    for (const d of issued) {
      const row = rows.find((r) => r.number === d.number)!;
      expect(d.snapshot.issuedAt).toBe(row.issuedAt.toISOString());
    }
  });

  it("switched back to date, then to continuous again: a new series, S2, from 0001; every switch in the history", async () => {
    await continuous();
    expect((await issue(invoice())).number).toBe("FACT-2026-0001");
    valueOf(await switchNumbering("date", STAFF, new Date("2026-11-23T02:00:00Z")));
    expect((await issue(invoice(), new Date("2026-11-23T02:01:00Z"))).number).toBe(
      "FACT-2026-11-23-0201",
    );
    valueOf(await switchNumbering("continuous", STAFF, new Date("2026-11-23T03:00:00Z")));
    expect((await issue(invoice())).number).toBe("FACT-2026-S2-0001");
    expect(await switchNumbering("continuous", STAFF, AT)).toEqual({
      ok: false,
      message: "La numérotation continue est déjà en place.",
    });
    const changes = await db()
      .select()
      .from(documentNumberingChange)
      .orderBy(asc(documentNumberingChange.at));
    expect(changes.map((c) => [c.from, c.to, c.series, c.byName, c.byUserId])).toEqual([
      ["date", "continuous", 1, "Awa Ndiaye", STAFF.id],
      ["continuous", "date", 1, "Awa Ndiaye", STAFF.id],
      ["date", "continuous", 2, "Awa Ndiaye", STAFF.id],
    ]);
  });
});

describe("the page /parametres-entreprise/numerotation", () => {
  let gerant = "";
  beforeAll(async () => {
    gerant = await signedIn("gerant", {
      email: "gerant-numbering@teranga-digital.sn",
      name: "Fatou Diop",
      ip: "192.0.2.60",
    });
  });
  const post = (form: Record<string, string>) =>
    handleNumberingAction(
      new Request(`${SITE}/parametres-entreprise/numerotation`, {
        method: "POST",
        body: new URLSearchParams(form),
        headers: { cookie: gerant, origin: SITE, "x-real-ip": "192.0.2.61" },
      }),
    ) as unknown as Promise<{
      data: { ok: boolean; message: string };
      init: { status?: number } | null;
    }>;

  it("« Convertir en facture » takes a quote of a later series (DEVIS-2026-S2-0001) as its source", async () => {
    await continuous();
    valueOf(await switchNumbering("date", STAFF, AT));
    valueOf(await switchNumbering("continuous", STAFF, AT));
    const source = await issue(quote(), now());
    const year = now().getUTCFullYear();
    expect(source.number).toBe(`DEVIS-${year}-S2-0001`);
    const response = (await issueAction({
      request: new Request(`${SITE}/documents/emettre`, {
        method: "POST",
        headers: {
          origin: SITE,
          cookie: gerant,
          "x-real-ip": "192.0.2.61",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          kind: "invoice",
          requestKey: randomUUID(),
          form: quoteForm(),
          sourceQuote: source.number,
        }),
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(await response.json()).toMatchObject({ ok: true, number: `FACT-${year}-S2-0001` });
  });

  it("asks for the confirmation, then switches and says the next number; the page lists who did it", async () => {
    const unconfirmed = await post({ mode: "continuous" });
    expect(unconfirmed.init?.status).toBe(400);
    expect(unconfirmed.data.message).toBe(
      "Cochez la confirmation\u00a0: le changement vaut pour tous les prochains documents.",
    );
    expect((await numberingState()).numbering.mode).toBe("date");
    const wrong = await post({ mode: "roman", confirm: "on" });
    expect(wrong.data.message).toBe("Choisissez une numérotation\u00a0: par date ou continue.");

    const done = await post({ mode: "continuous", confirm: "on" });
    const year = now().getUTCFullYear();
    expect(done.data).toEqual({
      ok: true,
      message: `Numérotation continue en place\u00a0: la prochaine facture portera le numéro FACT-${year}-0001.`,
    });
    // One invoice issued: the page says the next one.
    expect((await issue(invoice(), now())).number).toBe(`FACT-${year}-0001`);
    const page = await loadNumberingPage(
      new Request(`${SITE}/parametres-entreprise/numerotation`, {
        headers: { cookie: gerant, "x-real-ip": "192.0.2.61" },
      }),
    );
    expect(page.mode).toBe("continuous");
    expect(page.examples.continuous.invoice).toBe(`FACT-${year}-0002`);
    expect(page.examples.continuous.quote).toBe(`DEVIS-${year}-0001`);
    expect(page.changes).toMatchObject([{ byName: "Fatou Diop", from: "date", to: "continuous" }]);
    // Switching back offers the date; switching on again would start S2.
    expect(page.nextSeries).toBe(1);
    expect((await post({ mode: "date", confirm: "on" })).data.ok).toBe(true);
    const again = await loadNumberingPage(
      new Request(`${SITE}/parametres-entreprise/numerotation`, {
        headers: { cookie: gerant, "x-real-ip": "192.0.2.61" },
      }),
    );
    expect(again.nextSeries).toBe(2);
    expect(again.examples.continuous.invoice).toBe(`FACT-${year}-S2-0001`);
  });
});
