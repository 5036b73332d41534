import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { attachment, outbox } from "#app/db/schema.ts";
import { loadDashboard } from "#app/features/dashboard/dashboard.server.ts";
import { issueDocument } from "#app/features/documents/register.server.ts";
import { issueCreditNote, recordPayment } from "#app/features/ledger/ledger.server.ts";
import { issueBalance, issueDeposit } from "#app/features/deposits/issue.server.ts";
import { payableBalance } from "#app/features/payments/payments.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { documentRow, issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { parseCsv } from "#tests/fixtures/csv.ts";
import { salesJournalCsv } from "#app/features/exports/exports.server.ts";
import type { Receipt } from "#app/features/ledger/receipt.ts";
import { loadClientPage } from "#app/features/portal/route.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";

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

let eurNumber = "";
let eurCreditNote = "";

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
    eurNumber = eur;
    expect(issued.snapshot).toMatchObject({ currency: "EUR", language: "en" });
  });

  it("stores the EUR invoice in cents in its snapshot and in francs in the register", async () => {
    const row = await documentRow({ number: eur });
    expect((row.snapshot as { totals: { totalTTC: number } }).totals.totalTTC).toBe(EUR_TTC_CENTS);
    expect(row.totalTtc).toBe(EUR_IN_XOF);
    expect((await documentRow({ number: xof })).totalTtc).toBe(XOF_TTC);
  });

  it("the margins' HT of the EUR invoice is in francs: the register's TTC less its VAT converted", async () => {
    // 3 169,48 € TTC → 2 079 043 F (the register's); VAT 483,48 € × 655,957 = 317 142,09 → 317 142 F.
    const { rows } = await db().execute<{ ht: string }>(
      sql`select total_ht::text as ht from document where number = ${eur}`,
    );
    expect(Number(rows[0]!.ht)).toBe(2_079_043 - 317_142);
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
    // Its client page lists the payment by its English name, in the francs received.
    const { token } = await ensureClientLink(row.id);
    const page = await loadClientPage(
      new Request(`http://localhost:3000/d/${token}`, { headers: { "x-real-ip": "192.0.2.71" } }),
      token,
    );
    expect(page.payments).toEqual([{ amount: EUR_IN_XOF, paidOn: TODAY, method: "Bank transfer" }]);
  });
});

/** Rounded half away from zero, as the ADR states it: worked out here, not by the app. */
const halfUp = (num: bigint, den: bigint) => Number((num * 2n + den) / (den * 2n));

const issueQuote = async (patch: Parameters<typeof quoteForm>[0]) =>
  valueOf(
    await issueDocument(
      { kind: "quote", form: quoteForm(patch), requestKey: randomUUID() },
      STAFF,
      NOW,
    ),
  );
const totalHt = async (number: string) => {
  const { rows } = await db().execute<{ ht: string }>(
    sql`select total_ht::text as ht from document where number = ${number}`,
  );
  return Number(rows[0]!.ht);
};

describe("deposits and the balance of EUR and USD quotes (ADR 055)", () => {
  it("an EUR quote of 1 234,56 €: 30 % then the balance, in euros, its francs exactly", async () => {
    const quote = await issueQuote({
      language: "en",
      currency: "EUR",
      applyVat: false,
      prestations: [{ designation: "Website", quantity: "1", unitPrice: "1 234,56" }],
    });
    // By hand: 1 234,56 € × 655,957 = 809 818,274… → 809 818 F.
    const quoteFrancs = halfUp(123_456n * 655_957n, 100_000n);
    expect(quoteFrancs).toBe(809_818);
    const before = (await loadDashboard(NOW)).toCash.amount;

    const deposit = valueOf(
      await issueDeposit(
        quote.number,
        { mode: "percent", percent: "30" },
        randomUUID(),
        STAFF,
        NOW,
      ),
    );
    // 30 % of 123 456 cents = 37 036,8 → 37 037 (370,37 €); × 655,957 = 242 946,79… → 242 947 F.
    const depositFrancs = halfUp(37_037n * 655_957n, 100_000n);
    expect(depositFrancs).toBe(242_947);
    const dep = await documentRow({ number: deposit.number });
    expect(dep.totalTtc).toBe(depositFrancs);
    expect(dep.snapshot).toMatchObject({
      language: "en",
      currency: "EUR",
      xofTotal: depositFrancs,
      totals: { totalTTC: 37_037, vatAmount: 0 },
      billing: { kind: "deposit", percentage: "30" },
      lines: [
        {
          designation: `Deposit of 30% on quotation ${quote.number} of 30 November 2026 (total €1,234.56)`,
          total: 37_037,
        },
      ],
      words: "Three hundred seventy euros and thirty-seven cents",
    });
    expect((dep.snapshot as { usdRate?: string }).usdRate).toBeUndefined();
    // Paid by bank transfer, as any EUR invoice: Wave and PayTech take francs CFA only.
    expect(payableBalance(dep)).toMatchObject({ ok: false });
    // The dashboard's « à encaisser » grows by its francs, not its cents.
    expect((await loadDashboard(NOW)).toCash.amount).toBe(before + depositFrancs);

    const balance = valueOf(await issueBalance(quote.number, randomUUID(), STAFF, NOW));
    const bal = await documentRow({ number: balance.number });
    // 1 234,56 − 370,37 = 864,19 €; its francs what the deposit leaves: 809 818 − 242 947.
    expect(bal.totalTtc).toBe(quoteFrancs - depositFrancs);
    expect(bal.totalTtc).toBe(566_871);
    expect(bal.snapshot).toMatchObject({
      language: "en",
      currency: "EUR",
      xofTotal: 566_871,
      totals: { totalTTC: 86_419 },
      billing: {
        kind: "balance",
        quote: { totals: { totalTTC: 123_456 } },
        deposits: [{ number: deposit.number, ttc: 37_037, xofTotal: depositFrancs }],
      },
      words: "Eight hundred sixty-four euros and nineteen cents",
    });
    expect(dep.totalTtc! + bal.totalTtc!).toBe(quoteFrancs);
    // The margins' HT in francs: no VAT, so the register's TTC (migration 0041's trigger).
    expect(await totalHt(deposit.number)).toBe(depositFrancs);
    expect(await totalHt(balance.number)).toBe(566_871);
  });

  it("a USD quote at 605,50 with VAT: a deposit typed in dollars, then the balance", async () => {
    const quote = await issueQuote({
      currency: "USD",
      usdRate: "605,50",
      applyVat: true,
      vatPercentage: "18",
      prestations: [{ designation: "Mobile app", quantity: "1", unitPrice: "1 000,01" }],
    });
    // By hand: HT 100 001 cents, VAT 18 % = 18 000,18 → 18 000, TTC 118 001 cents;
    // × 6,055 = 714 496,055… → 714 496 F.
    const quoteFrancs = halfUp(118_001n * 60_550n, 10_000n);
    expect(quoteFrancs).toBe(714_496);
    expect((await documentRow({ number: quote.number })).totalTtc).toBe(quoteFrancs);

    // Not in cents: refused in French, nothing issued.
    const odd = await issueDeposit(
      quote.number,
      { mode: "amount", amount: 0, text: "333,333" },
      randomUUID(),
      STAFF,
      NOW,
    );
    expect(odd).toEqual({
      ok: false,
      message: "Indiquez le montant de l'acompte en USD, au centime près (ex. 1\u00a0234,56).",
    });
    const over = await issueDeposit(
      quote.number,
      { mode: "amount", amount: 0, text: "1 180,02" },
      randomUUID(),
      STAFF,
      NOW,
    );
    expect(!over.ok && over.message).toBe(
      "L'acompte dépasse ce qui reste à facturer sur le devis (1\u00a0180,01\u00a0$\u00a0US).",
    );

    const deposit = valueOf(
      await issueDeposit(
        quote.number,
        { mode: "amount", amount: 0, text: "333,33" },
        randomUUID(),
        STAFF,
        NOW,
      ),
    );
    // 333,33 $: its VAT 33 333 × 18 / 118 = 5 084,69… → 5 085 cents, HT 28 248;
    // × 6,055 = 201 831,315 → 201 831 F.
    const depositFrancs = halfUp(33_333n * 60_550n, 10_000n);
    expect(depositFrancs).toBe(201_831);
    const dep = await documentRow({ number: deposit.number });
    expect(dep.totalTtc).toBe(depositFrancs);
    expect(dep.snapshot).toMatchObject({
      currency: "USD",
      usdRate: "605.5",
      xofTotal: depositFrancs,
      totals: { totalAfterDiscount: 28_248, vatAmount: 5_085, totalTTC: 33_333 },
      lines: [
        {
          designation: `Acompte sur le devis ${quote.number} du 30/11/2026 (total 1\u00a0180,01\u00a0$\u00a0US TTC)`,
        },
      ],
    });
    expect((dep.snapshot as { language?: string }).language).toBeUndefined();

    const balance = valueOf(await issueBalance(quote.number, randomUUID(), STAFF, NOW));
    const bal = await documentRow({ number: balance.number });
    // 1 180,01 − 333,33 = 846,68 $ (VAT 18 000 − 5 085 = 12 915 cents, HT 100 001 − 28 248);
    // its francs: 714 496 − 201 831 = 512 665.
    expect(bal.totalTtc).toBe(quoteFrancs - depositFrancs);
    expect(bal.snapshot).toMatchObject({
      currency: "USD",
      usdRate: "605.5",
      xofTotal: quoteFrancs - depositFrancs,
      totals: { totalAfterDiscount: 71_753, vatAmount: 12_915, totalTTC: 84_668 },
    });
    // The margins' HT in francs: the TTC's francs less the VAT converted (migration 0041):
    // 5 085 × 6,055 = 30 789,675 → 30 790; 12 915 × 6,055 = 78 200,325 → 78 200.
    expect(await totalHt(deposit.number)).toBe(depositFrancs - halfUp(5_085n * 60_550n, 10_000n));
    expect(await totalHt(balance.number)).toBe(
      quoteFrancs - depositFrancs - halfUp(12_915n * 60_550n, 10_000n),
    );
    depositOfUsd = deposit.number;
    balanceOfUsd = balance.number;
  });
});

let depositOfUsd = "";
let eurCancelledAfterPayment = "";
let balanceOfUsd = "";

const cancel = (number: string) =>
  issueCreditNote(
    number,
    { mode: "amount", amount: 0, lines: [], reason: "Wrong client", requestKey: randomUUID() },
    STAFF,
    { cancel: true, now: NOW },
  );
const creditLines = (number: string, lines: number[]) =>
  issueCreditNote(
    number,
    { mode: "lines", amount: 0, lines, reason: "Line withdrawn", requestKey: randomUUID() },
    STAFF,
    { now: NOW },
  );

describe("credit notes of EUR and USD invoices (ADR 055)", () => {
  it("cancelling an EUR invoice of 1 234,56 € HT credits exactly its francs, in euros", async () => {
    const invoice = await issue({
      currency: "EUR",
      language: "en",
      prestations: [{ designation: "Design", quantity: "1", unitPrice: "1 234,56" }],
    });
    // By hand: HT 123 456 cents, VAT 18 % = 22 222,08 → 22 222, TTC 145 678 cents;
    // × 655,957 = 955 585,038… → 955 585 francs.
    const cents = 123_456 + 22_222;
    const francs = halfUp(BigInt(cents) * 655_957n, 100_000n);
    expect(francs).toBe(955_585);
    expect((await documentRow({ number: invoice.number })).totalTtc).toBe(francs);
    const done = valueOf(await cancel(invoice.number));
    expect(done).toMatchObject({ amount: francs, invoiceStatus: "cancelled" });
    eurCreditNote = done.number;
    const note = await documentRow({ number: done.number });
    expect(note.totalTtc).toBe(francs);
    expect(note.snapshot).toMatchObject({
      kind: "credit_note",
      language: "en",
      currency: "EUR",
      xofTotal: francs,
      totals: { totalHT: 123_456, vatAmount: 22_222, totalTTC: cents },
      lines: [{ designation: `Amount credited on invoice no. ${invoice.number}` }],
    });
    const row = await documentRow({ number: invoice.number });
    expect(row.creditedTotal).toBe(francs);
    expect(row.totalTtc! - row.paidTotal - row.creditedTotal).toBe(0);
  });

  it("a USD invoice credited line by line: the francs of the sum, never a franc off", async () => {
    const invoice = await issue({
      currency: "USD",
      usdRate: "605,50",
      applyVat: false,
      prestations: [
        { designation: "API", quantity: "1", unitPrice: "100,01" },
        { designation: "App", quantity: "1", unitPrice: "200,09" },
      ],
    });
    // By hand, at 605,50 francs the dollar: 100,01 $ = 60 556,055 → 60 556 francs;
    // 200,09 $ alone = 121 154,495 → 121 154; the whole 300,10 $ = 181 710,555 → 181 711.
    // The second note credits what the sum adds, 181 711 − 60 556 = 121 155, not 121 154.
    const whole = halfUp(30_010n * 60_550n, 10_000n);
    const first = halfUp(10_001n * 60_550n, 10_000n);
    expect([first, whole]).toEqual([60_556, 181_711]);
    expect((await documentRow({ number: invoice.number })).totalTtc).toBe(whole);

    const a = valueOf(await creditLines(invoice.number, [0]));
    expect(a.amount).toBe(first);
    expect((await documentRow({ number: a.number })).snapshot).toMatchObject({
      currency: "USD",
      usdRate: "605.5",
      xofTotal: first,
      totals: { totalTTC: 10_001 },
    });
    const b = valueOf(await creditLines(invoice.number, [1]));
    expect(b).toMatchObject({ amount: whole - first, invoiceStatus: "cancelled" });
    const row = await documentRow({ number: invoice.number });
    expect(row.creditedTotal).toBe(whole);
    // Nothing is left to credit, in francs nor in cents.
    const again = await creditLines(invoice.number, [0]);
    expect(again.ok).toBe(false);
  });

  it("an amount typed on an EUR invoice: in cents, its francs on the running sum, never beyond", async () => {
    const invoice = await issue({
      currency: "EUR",
      prestations: [{ designation: "Design", quantity: "1", unitPrice: "1 234,56" }],
    });
    // As above: TTC 145 678 cents, 955 585 francs.
    const byAmount = (amountText: string) =>
      issueCreditNote(
        invoice.number,
        {
          mode: "amount",
          amount: 0,
          amountText,
          lines: [],
          reason: "Discount",
          requestKey: randomUUID(),
        },
        STAFF,
        { now: NOW },
      );
    // 1 000,00 € × 655,957 = 655 957 francs exactly.
    const first = valueOf(await byAmount("1 000,00"));
    expect(first.amount).toBe(halfUp(100_000n * 655_957n, 100_000n));
    expect((await documentRow({ number: first.number })).snapshot).toMatchObject({
      currency: "EUR",
      totals: { totalTTC: 100_000 },
      xofTotal: 655_957,
    });
    // 500,00 € is more than the 456,78 € left: refused, in French, nothing credited.
    const over = await byAmount("500");
    expect(!over.ok && over.message).toMatch(/dépasse ce qui reste à créditer/);
    // The 456,78 € left credit the rest of the francs: 955 585 − 655 957 = 299 628.
    const rest = valueOf(await byAmount("456,78"));
    expect(rest).toMatchObject({ amount: 955_585 - 655_957, invoiceStatus: "cancelled" });
    expect((await documentRow({ number: invoice.number })).creditedTotal).toBe(955_585);
  });

  it("an amount not in cents is refused in French", async () => {
    const invoice = await issue({ currency: "EUR" });
    const refused = await issueCreditNote(
      invoice.number,
      { mode: "amount", amount: 1000, lines: [], reason: "Erreur", requestKey: randomUUID() },
      STAFF,
    );
    expect(!refused.ok && refused.message).toMatch(/Indiquez le montant de l'avoir en EUR/);
    const cents = await issueCreditNote(
      invoice.number,
      {
        mode: "amount",
        amount: 0,
        amountText: "12,345",
        lines: [],
        reason: "Erreur",
        requestKey: randomUUID(),
      },
      STAFF,
    );
    expect(!cents.ok && cents.message).toBe(
      "Indiquez le montant de l'avoir en EUR, au centime près (ex. 1\u00a0234,56).",
    );
    expect((await documentRow({ number: invoice.number })).creditedTotal).toBe(0);
  });

  it("an EUR invoice cancelled after a payment: its credit note in euros credits exactly the francs still owed", async () => {
    const invoice = await issue({
      currency: "EUR",
      language: "en",
      prestations: [{ designation: "Design", quantity: "1", unitPrice: "1 234,56" }],
    });
    // As above: TTC 145 678 cents, 955 585 francs; 500 000 francs came in by transfer.
    const pay = (amount: number) =>
      recordPayment(
        invoice.number,
        { amount, paidOn: TODAY, method: "virement", reference: "", requestKey: randomUUID() },
        STAFF,
        NOW,
      );
    valueOf(await pay(500_000));
    const done = valueOf(await cancel(invoice.number));
    // What remains owed: 955 585 − 500 000 = 455 585 francs; in euros at the parity,
    // 455 585 ÷ 6,559 57 = 69 453,48… → 694,53 € (its VAT 18/118 of it: 10 594,53… → 10 595).
    const francs = 955_585 - 500_000;
    const cents = halfUp(BigInt(francs) * 100_000n, 655_957n);
    expect(cents).toBe(69_453);
    expect(done).toMatchObject({ amount: francs, invoiceStatus: "cancelled" });
    const note = await documentRow({ number: done.number });
    expect(note.totalTtc).toBe(francs);
    expect(note.snapshot).toMatchObject({
      kind: "credit_note",
      language: "en",
      currency: "EUR",
      xofTotal: francs,
      totals: { totalTTC: cents, vatAmount: halfUp(BigInt(cents) * 18n, 118n) },
    });
    // As an XOF invoice: cancelled, the payment standing, nothing owed, nothing more taken.
    const row = await documentRow({ number: invoice.number });
    expect(row).toMatchObject({ status: "cancelled", paidTotal: 500_000, creditedTotal: francs });
    expect(row.totalTtc! - row.paidTotal - row.creditedTotal).toBe(0);
    expect((await pay(1)).ok).toBe(false);
    expect((await cancel(invoice.number)).ok).toBe(false);
    eurCancelledAfterPayment = done.number;
  });

  it("a USD invoice partly credited, then paid in part, then cancelled: its francs to the franc", async () => {
    const invoice = await issue({
      currency: "USD",
      usdRate: "605,50",
      applyVat: false,
      prestations: [
        { designation: "API", quantity: "1", unitPrice: "100,01" },
        { designation: "App", quantity: "1", unitPrice: "200,09" },
      ],
    });
    // 300,10 $ = 181 711 F; the API line (100,01 $ = 60 556 F) credited first.
    valueOf(await creditLines(invoice.number, [0]));
    valueOf(
      await recordPayment(
        invoice.number,
        {
          amount: 100_000,
          paidOn: TODAY,
          method: "virement",
          reference: "",
          requestKey: randomUUID(),
        },
        STAFF,
        NOW,
      ),
    );
    const done = valueOf(await cancel(invoice.number));
    // 181 711 − 60 556 − 100 000 = 21 155 F; ÷ 6,055 = 3 493,80… → 34,94 $.
    const francs = 181_711 - 60_556 - 100_000;
    expect(done).toMatchObject({ amount: francs, invoiceStatus: "cancelled" });
    expect((await documentRow({ number: done.number })).snapshot).toMatchObject({
      currency: "USD",
      usdRate: "605.5",
      xofTotal: francs,
      totals: { totalTTC: halfUp(BigInt(francs) * 10_000n, 60_550n) },
    });
    expect(halfUp(BigInt(francs) * 10_000n, 60_550n)).toBe(3_494);
    const row = await documentRow({ number: invoice.number });
    expect(row).toMatchObject({ status: "cancelled", paidTotal: 100_000 });
    expect(row.creditedTotal).toBe(60_556 + francs);
  });

  it("the sales journal books the EUR invoice and its credit note in francs, balanced", async () => {
    const csv = await salesJournalCsv({ from: TODAY, to: TODAY }, "sage");
    const [, ...rows] = parseCsv(csv);
    const entries = new Map<string, { account: string; debit: number; credit: number }[]>();
    for (const r of rows) {
      // Journal, day, piece number and the document's number.
      const key = r.slice(0, 4).join("|");
      entries.set(key, [
        ...(entries.get(key) ?? []),
        { account: r[4]!, debit: Number(r[7]), credit: Number(r[8]) },
      ]);
    }
    for (const [key, lines] of entries) {
      const debit = lines.reduce((sum, l) => sum + l.debit, 0);
      const credit = lines.reduce((sum, l) => sum + l.credit, 0);
      expect(debit, key).toBe(credit);
    }
    // The 3 169,48 € invoice: its client owes its francs; its VAT 483,48 € × 655,957 =
    // 317 142,09… → 317 142; its HT what remains, 2 079 043 − 317 142 = 1 761 901.
    const eurEntry = [...entries].find(([k]) => k.includes(eurNumber))![1];
    expect(eurEntry.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["411", EUR_IN_XOF, 0],
      ["706", 0, EUR_IN_XOF - halfUp(48_348n * 655_957n, 100_000n)],
      ["4431", 0, halfUp(48_348n * 655_957n, 100_000n)],
    ]);
    // The credit note cancelling 1 456,78 € TTC reverses its francs: 955 585 to the client;
    // its VAT 222,22 € × 655,957 = 145 766,76… → 145 767; its HT 955 585 − 145 767.
    const noteVat = halfUp(22_222n * 655_957n, 100_000n);
    const noteEntry = [...entries].find(([k]) => k.includes(eurCreditNote))![1];
    expect(noteEntry.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["706", 955_585 - noteVat, 0],
      ["4431", noteVat, 0],
      ["411", 0, 955_585],
    ]);
    // The USD quote's deposit and balance: their francs to the client, VAT converted.
    // By the document's own number (« …-2 » would match « … » by its prefix).
    const entryOf = (number: string) => [...entries].find(([k]) => k.split("|")[3] === number)![1];
    const depositEntry = entryOf(depositOfUsd);
    const depositVat = halfUp(5_085n * 60_550n, 10_000n);
    expect(depositEntry.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["411", 201_831, 0],
      ["4191", 0, 201_831 - depositVat],
      ["4431", 0, depositVat],
    ]);
    const balanceVat = halfUp(12_915n * 60_550n, 10_000n);
    expect(entryOf(balanceOfUsd).map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["411", 714_496 - 201_831, 0],
      ["4191", 201_831 - depositVat, 0],
      ["706", 0, 714_496 - halfUp(18_000n * 60_550n, 10_000n)],
      ["4431", 0, balanceVat],
    ]);
    // The EUR invoice cancelled after 500 000 F came in: its note reverses 455 585 F.
    const afterPayment = entryOf(eurCancelledAfterPayment);
    const afterVat = halfUp(10_595n * 655_957n, 100_000n);
    expect(afterPayment.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["706", 455_585 - afterVat, 0],
      ["4431", afterVat, 0],
      ["411", 0, 455_585],
    ]);
    // No figure of the file is a count of cents: every 411 line is a document's francs.
    const clients = [...entries.values()].flatMap((l) => l.filter((x) => x.account === "411"));
    expect(clients.some((l) => l.debit === EUR_TTC_CENTS)).toBe(false);
  });
});
