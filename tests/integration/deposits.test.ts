import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent } from "#app/db/schema.ts";
import { issueBalance, issueDeposit } from "#app/features/deposits/issue.server.ts";
import { issueCreditNote } from "#app/features/ledger/ledger.server.ts";
import { getDocument, issueDocument } from "#app/features/documents/register.server.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { quoteInvoicePrefill } from "#app/features/authoring/route.server.ts";
import { depositQuote, quoteForm } from "#tests/fixtures/quote-form.ts";
import { issueAs, issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import type { Outcome } from "#app/features/documents/register.server.ts";

// Deposit and balance invoices (ADR 021), on PGlite and PostgreSQL. Figures are
// checked against arithmetic written here, never the app's helpers.

const STAFF = issuer("deposits");

beforeAll(() => storeIssuer(STAFF));

afterEach(() => emptyTables("document, document_event, document_sequence"));

const NOW = new Date("2026-11-26T09:15:00Z");
const key = () => randomUUID();

/**
 * The quote: 2,5 × 333 333 + 3 × 99 999 = 833 333 (833 332,5 rounded up) + 299 997
 * = 1 133 330 HT; discount 7 % = 79 333 (79 333,1); net 1 053 997; VAT 18 % =
 * 189 719 (189 719,46); TTC 1 243 716.
 */
const QUOTE = { ht: 1_053_997, vat: 189_719, ttc: 1_243_716 };

async function quote(validityDays = "30") {
  const issued = await issueAs(STAFF, "quote", { ...depositQuote(), validityDays }, NOW);
  expect((issued.snapshot as QuoteInvoiceSnapshot).totals.totalTTC).toBe(QUOTE.ttc);
  return issued.number;
}

const convert = (quoteNumber: string, at = NOW) =>
  issueDocument(
    { kind: "invoice", requestKey: key(), form: quoteForm(), sourceQuote: quoteNumber },
    STAFF,
    at,
  );

const ok = async <T>(p: Promise<Outcome<T>>) => valueOf(await p);

async function refusedWith(
  p: Promise<{ ok: true; value: unknown } | { ok: false; message: string }>,
) {
  const r = await p;
  expect(r.ok).toBe(false);
  return r.ok ? "" : r.message;
}

const snapshotOf = async (number: string) =>
  (await getDocument(number))!.snapshot as QuoteInvoiceSnapshot;

/** VAT of Σ TTC, half up: round(s × 18 / 118). */
const vatIn = (ttc: number) => Number((2n * BigInt(ttc) * 18n + 118n) / 236n);

describe("deposit and balance invoices", () => {
  it("30 %, then 200 000 FCFA, then the balance: every figure to the franc, the history on both sides", async () => {
    const q = await quote();
    const first = await ok(issueDeposit(q, { mode: "percent", percent: "30" }, key(), STAFF, NOW));
    const second = await ok(
      issueDeposit(
        q,
        { mode: "amount", amount: 200_000 },
        key(),
        STAFF,
        new Date("2026-11-26T09:15:40Z"),
      ),
    );
    const balance = await ok(issueBalance(q, key(), STAFF, new Date("2026-12-20T11:02:00Z")));
    expect(first.number).toBe("FACT-2026-11-26-0915");
    expect(second.number).toBe("FACT-2026-11-26-0915-2");
    expect(balance.number).toBe("FACT-2026-12-20-1102");

    // 30 % of 1 243 716 = 373 114,8 → 373 115.
    const d1 = { ttc: 373_115, vat: vatIn(373_115) };
    const d2 = { ttc: 200_000, vat: vatIn(573_115) - vatIn(373_115) };
    expect(d1.vat).toBe(56_916); // 56 916,10
    const s1 = await snapshotOf(first.number);
    expect(s1.billing).toMatchObject({
      kind: "deposit",
      percentage: "30",
      quote: { number: q, issuedOn: "2026-11-26" },
    });
    expect(s1.totals).toEqual({
      totalHT: d1.ttc - d1.vat,
      discountAmount: 0,
      totalAfterDiscount: d1.ttc - d1.vat,
      vatAmount: d1.vat,
      totalTTC: d1.ttc,
    });
    expect(s1.lines[0]!.designation).toContain(
      `Acompte de 30\u00a0% sur le devis ${q} du 26/11/2026`,
    );
    expect(s1.sourceQuote).toBe(q);
    // The firm's default terms: 30 days.
    expect(s1.payment!.dueOn).toBe("2026-12-26");
    const s2 = await snapshotOf(second.number);
    expect(s2.totals.totalTTC).toBe(200_000);
    expect(s2.totals.vatAmount).toBe(d2.vat);
    expect(s2.billing).toMatchObject({ kind: "deposit", percentage: null });

    const sb = await snapshotOf(balance.number);
    const net = QUOTE.ttc - d1.ttc - d2.ttc;
    expect(net).toBe(670_601);
    expect(sb.totals.totalTTC).toBe(net);
    expect(d1.vat + d2.vat + sb.totals.vatAmount).toBe(QUOTE.vat);
    expect(d1.ttc - d1.vat + (d2.ttc - d2.vat) + sb.totals.totalAfterDiscount).toBe(QUOTE.ht);
    expect(sb.lines.map((l) => l.designation)).toEqual(["Développement", "Maintenance"]);
    expect(sb.billing).toMatchObject({
      kind: "balance",
      quote: { number: q, totals: { totalTTC: QUOTE.ttc, vatAmount: QUOTE.vat } },
      deposits: [
        { number: first.number, ttc: d1.ttc, vat: d1.vat },
        { number: second.number, ttc: d2.ttc, vat: d2.vat },
      ],
    });
    expect(sb.words).toBe("six cent soixante-dix mille six cent un francs CFA TTC");

    const inv = await getDocument(balance.number);
    expect(inv!.totalTtc).toBe(net);
    expect(inv!.events.map((e) => [e.kind, e.details])).toEqual([["issued", { sourceQuote: q }]]);
    const qd = await getDocument(q);
    expect(qd!.status).toBe("accepted");
    expect(
      qd!.events
        .filter((e) => e.kind !== "issued")
        .map((e) => [e.kind, e.details])
        .reverse(),
    ).toEqual([
      ["deposit_invoiced", { invoice: first.number, amount: "373115" }],
      ["deposit_invoiced", { invoice: second.number, amount: "200000" }],
      ["balance_invoiced", { invoice: balance.number, amount: String(net) }],
    ]);
  });

  it("without VAT: deposits and balance are all HT, and add up to the quote", async () => {
    const q = (
      await issueAs(
        STAFF,
        "quote",
        {
          prestations: [{ designation: "Audit", quantity: "1,5", unitPrice: "333 333" }],
          applyVat: false,
        },
        NOW,
      )
    ).number;
    // 1,5 × 333 333 = 499 999,5 → 500 000; 33,33 % of it = 166 650.
    const d = await ok(issueDeposit(q, { mode: "percent", percent: "33,33" }, key(), STAFF, NOW));
    const b = await ok(issueBalance(q, key(), STAFF, NOW));
    const sd = await snapshotOf(d.number);
    const sb = await snapshotOf(b.number);
    expect(sd.totals).toMatchObject({
      totalAfterDiscount: 166_650,
      vatAmount: 0,
      totalTTC: 166_650,
    });
    expect(sd.vatPercentage).toBeNull();
    expect(sd.billing).toMatchObject({ percentage: "33,33" });
    expect(sb.totals).toMatchObject({
      totalAfterDiscount: 333_350,
      vatAmount: 0,
      totalTTC: 333_350,
    });
    expect(sb.words).toBe("trois cent trente-trois mille trois cent cinquante francs CFA");
  });

  it("a deposit corrected in part by a credit note: the balance is refused until it is cancelled", async () => {
    const q = await quote();
    const d = await ok(issueDeposit(q, { mode: "percent", percent: "30" }, key(), STAFF, NOW));
    await db().update(document).set({ creditedTotal: 1000 }).where(eq(document.number, d.number));
    expect(await refusedWith(issueBalance(q, key(), STAFF, NOW))).toBe(
      `La facture d'acompte ${d.number} est corrigée en partie par un avoir\u00a0: annulez-la entièrement avant d'émettre la facture de solde.`,
    );
    // Cancelled (by a credit note for what remains): it no longer counts, nor is it deducted.
    await db().update(document).set({ status: "cancelled" }).where(eq(document.number, d.number));
    expect(await refusedWith(issueBalance(q, key(), STAFF, NOW))).toMatch(
      /n'a aucune facture d'acompte/,
    );
    await ok(convert(q));
  });

  it("the same click twice issues one deposit invoice", async () => {
    const q = await quote();
    const k = key();
    const [a, b] = await Promise.all([
      ok(issueDeposit(q, { mode: "percent", percent: "10" }, k, STAFF, NOW)),
      ok(issueDeposit(q, { mode: "percent", percent: "10" }, k, STAFF, NOW)),
    ]);
    expect(b.number).toBe(a.number);
    const rows = await db().select().from(document).where(eq(document.kind, "invoice"));
    expect(rows).toHaveLength(1);
  });

  it("refuses, in French, a deposit of 0, one above what remains, on a refused or expired quote", async () => {
    const q = await quote();
    expect(
      await refusedWith(issueDeposit(q, { mode: "amount", amount: 0 }, key(), STAFF, NOW)),
    ).toMatch(/^Un acompte de 0\u00a0FCFA ne se facture pas/);
    await ok(issueDeposit(q, { mode: "amount", amount: 1_000_000 }, key(), STAFF, NOW));
    expect(
      await refusedWith(issueDeposit(q, { mode: "amount", amount: 243_717 }, key(), STAFF, NOW)),
    ).toBe("L'acompte dépasse ce qui reste à facturer sur le devis (243\u00a0716\u00a0FCFA).");
    // Exactly what remains is allowed: the balance is then 0.
    await ok(issueDeposit(q, { mode: "amount", amount: 243_716 }, key(), STAFF, NOW));
    expect(
      await refusedWith(issueDeposit(q, { mode: "percent", percent: "1" }, key(), STAFF, NOW)),
    ).toMatch(/couvrent déjà tout le devis/);

    const refused = await quote();
    await db().update(document).set({ status: "refused" }).where(eq(document.number, refused));
    expect(
      await refusedWith(
        issueDeposit(refused, { mode: "percent", percent: "30" }, key(), STAFF, NOW),
      ),
    ).toBe(`Le devis ${refused} a été refusé\u00a0: il ne se facture pas.`);

    const expired = await quote("1");
    const later = new Date("2026-11-28T10:00:00Z");
    expect(
      await refusedWith(
        issueDeposit(expired, { mode: "percent", percent: "30" }, key(), STAFF, later),
      ),
    ).toBe(`Le devis ${expired} a expiré le 27/11/2026\u00a0: il ne se facture plus.`);
    expect(
      await refusedWith(
        issueDeposit(
          "DEVIS-2020-01-01-0000",
          { mode: "percent", percent: "30" },
          key(),
          STAFF,
          NOW,
        ),
      ),
    ).toBe("Le devis DEVIS-2020-01-01-0000 est introuvable.");
    const count = await db().select().from(document).where(eq(document.kind, "invoice"));
    expect(count).toHaveLength(2);
  });

  it("a quote is invoiced once: after a conversion, after a balance; a conversion after deposits is refused", async () => {
    const converted = await quote();
    const invoice = await ok(convert(converted));
    expect(await refusedWith(convert(converted))).toBe(
      `Le devis ${converted} est déjà facturé (facture ${invoice.number})\u00a0: un devis ne se facture qu'une fois.`,
    );
    expect(
      await refusedWith(
        issueDeposit(converted, { mode: "percent", percent: "30" }, key(), STAFF, NOW),
      ),
    ).toMatch(/est déjà facturé \(la facture FACT-/);
    expect(await refusedWith(issueBalance(converted, key(), STAFF, NOW))).toMatch(
      /est déjà facturé/,
    );
    // The old link to the form says so before anything is typed.
    const prefill = await quoteInvoicePrefill(
      "invoice",
      new URL(`http://localhost/create-invoice?devis=${converted}`),
    );
    expect(prefill).toEqual({
      error: `Le devis ${converted} est déjà facturé (facture ${invoice.number})\u00a0: un devis ne se facture qu'une fois.`,
    });

    const withDeposit = await quote();
    expect(await refusedWith(issueBalance(withDeposit, key(), STAFF, NOW))).toBe(
      `Le devis ${withDeposit} n'a aucune facture d'acompte\u00a0: utilisez «\u00a0Convertir en facture\u00a0».`,
    );
    const deposit = await ok(
      issueDeposit(withDeposit, { mode: "percent", percent: "40" }, key(), STAFF, NOW),
    );
    expect(await refusedWith(convert(withDeposit))).toBe(
      `Le devis ${withDeposit} a déjà une facture d'acompte (${deposit.number})\u00a0: émettez la facture de solde depuis la page du devis.`,
    );
    const balance = await ok(issueBalance(withDeposit, key(), STAFF, NOW));
    expect(await refusedWith(issueBalance(withDeposit, key(), STAFF, NOW))).toBe(
      `Le devis ${withDeposit} est déjà facturé (sa facture de solde ${balance.number})\u00a0: un devis ne se facture qu'une fois.`,
    );
    expect(await refusedWith(convert(withDeposit))).toMatch(/est déjà facturé/);
    expect(
      await refusedWith(
        issueDeposit(withDeposit, { mode: "amount", amount: 1 }, key(), STAFF, NOW),
      ),
    ).toMatch(/est déjà facturé/);
  });

  it("an invoice cancelled no longer counts: the quote can be invoiced again", async () => {
    const q = await quote();
    const first = await ok(convert(q));
    await db()
      .update(document)
      .set({ status: "cancelled" })
      .where(eq(document.number, first.number));
    await ok(convert(q));
  });

  it("two tabs converting the same quote at once: one invoice, the others refused in French", async () => {
    const q = await quote();
    const results = await Promise.all(Array.from({ length: 6 }, () => convert(q)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) {
      expect(r.ok ? "" : r.message).toMatch(/^Le devis .* est déjà facturé \(facture FACT-/);
    }
    const invoices = await db()
      .select()
      .from(document)
      .where(eq(document.sourceId, (await getDocument(q))!.id));
    expect(invoices).toHaveLength(1);
  });

  it("a conversion and balance invoices racing: the quote is invoiced once", async () => {
    const q = await quote();
    await ok(issueDeposit(q, { mode: "percent", percent: "50" }, key(), STAFF, NOW));
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => issueBalance(q, key(), STAFF, NOW)),
      convert(q),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const events = await db()
      .select({ kind: documentEvent.kind })
      .from(documentEvent)
      .innerJoin(document, eq(document.id, documentEvent.documentId))
      .where(eq(document.number, q));
    expect(events.filter((e) => e.kind === "balance_invoiced")).toHaveLength(1);
  });

  it("deposits racing never bill more than the quote", async () => {
    const q = await quote();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        issueDeposit(q, { mode: "percent", percent: "40" }, key(), STAFF, NOW),
      ),
    );
    // 40 % = 497 486,4 → 497 486: two fit in 1 243 716, a third does not.
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const rows = await db().select().from(document).where(eq(document.kind, "invoice"));
    expect(rows.reduce((a, r) => a + (r.totalTtc ?? 0), 0)).toBe(2 * 497_486);
  });
});

describe("credit notes on deposit and balance invoices (ADR 020, ADR 021)", () => {
  it("are made by amount only: their lines are not their amounts", async () => {
    const q = await quote();
    const deposit = await ok(
      issueDeposit(q, { mode: "percent", percent: "30" }, key(), STAFF, NOW),
    );
    // 30 % of 1 243 716 = 373 114,8 → 373 115 TTC.
    const depositTtc = 373_115;
    expect((await getDocument(deposit.number))!.totalTtc).toBe(depositTtc);
    expect(
      await refusedWith(
        issueCreditNote(
          deposit.number,
          { mode: "lines", amount: 0, lines: [0], reason: "Erreur", requestKey: key() },
          STAFF,
          { now: NOW },
        ),
      ),
    ).toBe(
      "Une facture d'acompte ou de solde se crédite par montant\u00a0: ses lignes ne sont pas ses montants.",
    );
    await ok(
      issueCreditNote(
        deposit.number,
        { mode: "amount", amount: 100_000, lines: [], reason: "Geste", requestKey: key() },
        STAFF,
        { now: NOW },
      ),
    );
    const after = (await getDocument(deposit.number))!;
    expect(after.totalTtc! - after.paidTotal - after.creditedTotal).toBe(depositTtc - 100_000);
  });
});
