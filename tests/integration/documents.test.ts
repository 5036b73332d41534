import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent } from "#app/db/schema.ts";
import {
  changeStatus,
  getDocument,
  issueDocument,
  listDocuments,
  type IssueInput,
} from "#app/features/documents/register.server.ts";
import { type QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { quoteForm as form } from "#tests/fixtures/quote-form.ts";
import { issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

const STAFF = issuer("documents");

beforeAll(() => storeIssuer(STAFF));

afterEach(() => emptyTables("document, document_event, document_sequence"));

const invoice = (patch: Partial<QuoteInvoiceForm> = {}): IssueInput => ({
  kind: "invoice",
  form: form(patch),
  requestKey: randomUUID(),
});
const quote = (patch: Partial<QuoteInvoiceForm> = {}): IssueInput => ({
  kind: "quote",
  form: form(patch),
  requestKey: randomUUID(),
});

const issue = async (input: IssueInput, at?: Date) =>
  valueOf(await issueDocument(input, STAFF, at));

const MINUTE = new Date("2026-11-23T01:12:30Z");

describe("issuing", () => {
  it("two invoices in the same minute get distinct numbers: the series, then -2", async () => {
    const a = await issue(invoice(), MINUTE);
    const b = await issue(invoice(), new Date("2026-11-23T01:12:59Z"));
    expect(a.number).toBe("FACT-2026-11-23-0112");
    expect(b.number).toBe("FACT-2026-11-23-0112-2");
    // Another kind in the same minute has its own series.
    const q = await issue(quote(), MINUTE);
    expect(q.number).toBe("DEVIS-2026-11-23-0112");
  });

  it("twenty issued at once all get distinct numbers", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => issue(invoice(), MINUTE)));
    const numbers = results.map((r) => r.number);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toContain("FACT-2026-11-23-0112");
    expect(numbers).toContain("FACT-2026-11-23-0112-20");
  });

  it("the same click sent twice issues one document", async () => {
    const input = invoice();
    const [a, b] = await Promise.all([issue(input), issue(input)]);
    expect(b.number).toBe(a.number);
    const [{ n }] = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from document`)
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it("stores the snapshot, who issued it, and an « issued » event; an old draft's paid stamp pays nothing", async () => {
    // An invoice is paid by its payments (the ledger, ADR 020), never at « Générer ».
    const doc = await issue(invoice({ showPaidStamp: true, paymentTerms: "15" }), MINUTE);
    const view = (await getDocument(doc.number))!;
    expect(view.status).toBe("issued");
    expect(view.paidOn).toBeNull();
    expect(view.totalTtc).toBe(29_500);
    expect(view.dueDate).toBe("2026-12-08");
    expect(view.issuedByName).toBe("Awa Ndiaye");
    expect(view.events.map((e) => e.kind)).toEqual(["issued"]);
    expect(view.snapshot.kind).toBe("invoice");
  });

  it("a snapshot can never change and a document never disappears", async () => {
    const doc = await issue(invoice(), MINUTE);
    await expect(
      db()
        .update(document)
        .set({ snapshot: { forged: true } })
        .where(eq(document.id, doc.id)),
    ).rejects.toThrow();
    await expect(db().delete(document).where(eq(document.id, doc.id))).rejects.toThrow();
    await expect(
      db().update(document).set({ status: "sent" }).where(eq(document.id, doc.id)),
    ).resolves.toBeDefined();
  });

  it("an invoice from a quote carries its number, and the waiting quote becomes accepted", async () => {
    const q0 = await issue(quote(), MINUTE);
    const inv = await issue({ ...invoice(), sourceQuote: q0.number } as IssueInput);
    expect(inv.snapshot.kind === "invoice" && inv.snapshot.sourceQuote).toBe(q0.number);
    const q = (await getDocument(q0.number))!;
    expect(q.status).toBe("accepted");
    expect(q.events.find((e) => e.kind === "converted")?.details).toEqual({ invoice: inv.number });

    const unknown = await issueDocument(
      { ...invoice(), sourceQuote: "DEVIS-2000-01-01-0000" } as IssueInput,
      STAFF,
    );
    expect(unknown).toEqual({
      ok: false,
      message:
        "Le devis DEVIS-2000-01-01-0000 est introuvable\u00a0: la facture n'a pas été émise.",
    });
  });

  it("nothing billable: nothing issued, and the number is not spent on it", async () => {
    const result = await issueDocument(
      invoice({ prestations: [{ designation: "", quantity: "1", unitPrice: "1" }] }),
      STAFF,
      MINUTE,
    );
    expect(result.ok).toBe(false);
    expect((await issue(invoice(), MINUTE)).number).toBe("FACT-2026-11-23-0112");
  });
});

describe("statuses", () => {
  it("an invoice is never paid nor cancelled by a bare change of status (the ledger's, ADR 020)", async () => {
    const a = await issue(invoice(), MINUTE);
    expect(await changeStatus(a.number, "pay", STAFF, { paidOn: "2026-11-25" })).toEqual({
      ok: false,
      message: "Un paiement s'enregistre avec «\u00a0Enregistrer un paiement\u00a0».",
    });
    expect(await changeStatus(a.number, "cancel", STAFF, { reason: "Erreur" })).toEqual({
      ok: false,
      message: "Une facture s'annule par un avoir\u00a0: «\u00a0Annuler la facture\u00a0».",
    });
    expect((await getDocument(a.number))!.status).toBe("issued");
    expect(await changeStatus("FACT-1999", "pay", STAFF, { paidOn: "2026-11-25" })).toEqual({
      ok: false,
      message: "Le document FACT-1999 est introuvable.",
    });
  });

  it("two staff marking the same quote at once: one wins", async () => {
    const q = await issue(quote(), MINUTE);
    const results = await Promise.all([
      changeStatus(q.number, "accept", STAFF),
      changeStatus(q.number, "refuse", STAFF),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const events = await db()
      .select()
      .from(documentEvent)
      .where(eq(documentEvent.documentId, q.id));
    expect(events.filter((e) => e.kind === "accepted" || e.kind === "refused")).toHaveLength(1);
  });
});

describe("the register", () => {
  it("searches by client or number, filters by kind, status (expired too) and period", async () => {
    const old = await issue(
      quote({ clientName: "Cabinet Ndiaye", validityDays: "10" }),
      new Date("2026-10-01T10:00:00Z"),
    );
    const inv = await issue(invoice(), MINUTE);
    const now = new Date("2026-11-23T12:00:00Z");
    const numbers = async (f: Parameters<typeof listDocuments>[0]) =>
      (await listDocuments(f, now)).rows.map((r) => r.number);

    expect(await numbers({})).toEqual([inv.number, old.number]);
    expect(await numbers({ q: "ndiaye" })).toEqual([old.number]);
    expect(await numbers({ q: "0112" })).toEqual([inv.number]);
    expect(await numbers({ q: "100%_" })).toEqual([]);
    expect(await numbers({ kind: "quote" })).toEqual([old.number]);
    expect(await numbers({ status: "expired" })).toEqual([old.number]);
    expect(await numbers({ status: "issued" })).toEqual([inv.number]);
    expect(await numbers({ from: "2026-11-01", to: "2026-11-30" })).toEqual([inv.number]);
    expect(await numbers({ from: "2026-10-01", to: "2026-10-01" })).toEqual([old.number]);
    expect((await listDocuments({}, now)).total).toBe(2);
  });
});
