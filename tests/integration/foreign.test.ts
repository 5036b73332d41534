import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { attachment, outbox } from "#app/db/schema.ts";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { issueDocument } from "#app/features/documents/register.server.ts";
import { issueCreditNote, recordPayment } from "#app/features/ledger/ledger.server.ts";
import { issueDeposit } from "#app/features/deposits/issue.server.ts";
import { payableBalance } from "#app/features/payments/payments.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { documentRow, issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import type { Receipt } from "#app/features/ledger/receipt.ts";

// Issue 35 §6 (ADR 055): an XOF invoice and an EUR invoice side by side; the register,
// the ledger and the dashboard sum francs, the EUR one at its XOF equivalent.

const STAFF = issuer("foreign");
const NOW = new Date("2026-11-30T10:00:00Z");
const TODAY = "2026-11-30";

beforeAll(() => storeIssuer(STAFF));
afterAll(() =>
  emptyTables(
    "document, document_event, document_sequence, payment, outbox, attachment, rate_limit",
  ),
);

// By hand. XOF: 2 × 50 000 = 100 000 HT, 18 % = 18 000, TTC 118 000 francs.
const XOF_TTC = 118_000;
// EUR: 1 × 2 500,00 + 12 × 15,50 = 2 686,00 €; 18 % = 483,48 €; TTC 3 169,48 €
// × 655,957 = 2 079 042,592… → 2 079 043 francs.
const EUR_TTC_CENTS = 316_948;
const EUR_IN_XOF = 2_079_043;

const issue = async (patch: Parameters<typeof quoteForm>[0]) =>
  valueOf(
    await issueDocument(
      {
        kind: "invoice",
        form: quoteForm({ applyVat: true, vatPercentage: "18", ...patch }),
        requestKey: randomUUID(),
      },
      STAFF,
      NOW,
    ),
  );

describe("an XOF and an EUR invoice (issue 35 §6)", () => {
  let xof = "";
  let eur = "";

  beforeAll(async () => {
    xof = (
      await issue({ prestations: [{ designation: "Site", quantity: "2", unitPrice: "50 000" }] })
    ).number;
    const issued = await issue({
      clientName: "Atelier Lumière SARL",
      language: "en",
      currency: "EUR",
      prestations: [
        { designation: "Website design", quantity: "1", unitPrice: "2 500" },
        { designation: "Hosting (12 months)", quantity: "12", unitPrice: "15,50" },
      ],
    });
    eur = issued.number;
    expect(issued.snapshot).toMatchObject({ currency: "EUR", language: "en" });
  });

  it("stores the EUR invoice in cents in its snapshot and in francs in the register", async () => {
    const row = await documentRow({ number: eur });
    expect((row.snapshot as { totals: { totalTTC: number } }).totals.totalTTC).toBe(EUR_TTC_CENTS);
    expect(row.totalTtc).toBe(EUR_IN_XOF);
    expect((await documentRow({ number: xof })).totalTtc).toBe(XOF_TTC);
  });

  it("the EUR invoice is not offered to Wave or PayTech, in French", async () => {
    const refused = payableBalance(await documentRow({ number: eur }));
    expect(refused).toEqual({
      ok: false,
      message:
        "Cette facture en EUR se règle par virement\u00a0: les coordonnées bancaires figurent sur la facture.",
    });
    expect(payableBalance(await documentRow({ number: xof }))).toEqual({
      ok: true,
      value: XOF_TTC,
    });
  });

  it("the dashboard's « à encaisser » adds the francs, not the cents", async () => {
    const d = await loadDashboard(NOW);
    expect(d.toCash).toEqual({ amount: XOF_TTC + EUR_IN_XOF, count: 2 });
  });

  it("a transfer of the XOF equivalent pays the EUR invoice; cashed in francs", async () => {
    let drawn: Receipt | null = null;
    const paid = await recordPayment(
      eur,
      {
        amount: EUR_IN_XOF,
        paidOn: TODAY,
        method: "virement",
        reference: "SWIFT-1",
        requestKey: randomUUID(),
        receipt: async (r) => {
          drawn = r;
          return Buffer.from("%PDF-1.4 receipt");
        },
      },
      STAFF,
      NOW,
    );
    expect(paid.ok).toBe(true);
    // Its receipt's PDF is drawn in English: francs received, the invoice's euros beside.
    expect(drawn).toMatchObject({
      language: "en",
      invoice: { totalTtc: EUR_IN_XOF, foreign: { currency: "EUR", total: EUR_TTC_CENTS } },
      payment: { amount: EUR_IN_XOF, method: "Bank transfer" },
    });
    const row = await documentRow({ number: eur });
    expect(row.status).toBe("paid");
    const d = await loadDashboard(NOW);
    expect(d.toCash).toEqual({ amount: XOF_TTC, count: 1 });
    expect(d.cashed.at(-1)!.amount).toBe(EUR_IN_XOF);
    // The receipt's e-mail of an English invoice reads in English, in the francs received.
    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, "payment-receipt"));
    expect(mail!.subject).toMatch(new RegExp(`^Payment receipt — invoice ${eur} — `));
    expect(mail!.text).toContain(
      `We have received your payment of XOF 2,079,043 on invoice no. ${eur}. Thank you for your payment.`,
    );
    expect(mail!.text).toContain("Received on: 30 November 2026");
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).not.toMatch(/Bonjour|Reçu|FCFA/);
    const [file] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mail!.attachmentIds[0]!));
    expect(file!.name).toBe(`Receipt-${eur}-${TODAY}.pdf`);
  });
});

describe("what an EUR document cannot do yet, said in French (ADR 055)", () => {
  it("a quote in EUR gets no deposit invoice: its cents would be booked as francs", async () => {
    const quote = valueOf(
      await issueDocument(
        {
          kind: "quote",
          form: quoteForm({ currency: "EUR", language: "en" }),
          requestKey: randomUUID(),
        },
        STAFF,
        NOW,
      ),
    );
    const refused = await issueDeposit(
      quote.number,
      { mode: "percent", percent: "30" },
      randomUUID(),
      STAFF,
      NOW,
    );
    expect(refused).toEqual({
      ok: false,
      message: `Le devis ${quote.number} est en EUR\u00a0: les acomptes et le solde ne se facturent qu'en francs CFA. Convertissez-le en une facture entière.`,
    });
  });

  it("an invoice in EUR gets no credit note: its cents and the ledger's francs would mix", async () => {
    const invoice = await issue({ currency: "EUR" });
    const refused = await issueCreditNote(
      invoice.number,
      { mode: "amount", amount: 1000, lines: [], reason: "Erreur", requestKey: randomUUID() },
      STAFF,
    );
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(
      /est en EUR\u00a0: un avoir sur une facture en devise/,
    );
    expect((await documentRow({ number: invoice.number })).creditedTotal).toBe(0);
  });
});
