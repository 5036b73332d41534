import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import "#app/features/wording/with-english.ts";
import { defaultQuoteInvoice, type QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import {
  snapshotQuoteInvoice,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { pricedHtml } from "#app/features/print/html/priced-html.ts";
import type { Receipt } from "#app/features/ledger/receipt.ts";
import { renderPdf, renderReceiptPdf } from "./render.server.tsx";

// Issue 35 §6 (ADR 055): an English invoice in EUR to a Paris client, read back from
// its PDF with poppler-utils and from its print page.

const dir = mkdtempSync(path.join(tmpdir(), "pdf-foreign-"));

function pdfText(pdf: Buffer): string {
  const file = path.join(dir, "paris.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
}

export const parisInvoice = (patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm => ({
  ...defaultQuoteInvoice(),
  clientName: "Atelier Lumière SARL",
  clientEmail: "compta@atelier-lumiere.fr",
  clientPhone: "+33 1 42 00 00 00",
  clientAddress: "12 rue de Rivoli\n75004 Paris",
  // In France (ADR 064): printed under the address, its VAT number as its tax ID.
  clientCountry: "FR",
  clientNinea: "FR 40 303265045",
  projectTitle: "Online shop",
  projectDuration: "6 weeks",
  language: "en",
  currency: "EUR",
  applyVat: true,
  vatPercentage: "18",
  paymentTerms: "30",
  prestations: [
    { designation: "Website design", quantity: "1", unitPrice: "2 500" },
    { designation: "Hosting (12 months)", quantity: "12", unitPrice: "15,50" },
  ],
  ...patch,
});

const snap = () =>
  snapshotQuoteInvoice("invoice", parisInvoice(), {
    number: "FACT-2026-0042",
    issuedAt: new Date("2026-11-30T10:00:00Z"),
    englishWords,
  })!;

// By hand: HT 2 500,00 + 12 × 15,50 = 2 686,00 €; VAT 18 % = 483,48 €; TTC 3 169,48 €;
// × 655,957 = 2 079 042,59… → 2 079 043 francs.
const WORDS = "Three thousand one hundred sixty-nine euros and forty-eight cents, VAT included";

describe("an English invoice in EUR (issue 35 §6)", () => {
  test("its PDF reads in English: words, dates, euros, the parity, no mobile money", async () => {
    const t = pdfText(await renderPdf(snap()));
    expect(t).toContain("INVOICE");
    expect(t).toMatch(/Date\s+30 November 2026/);
    expect(t).toMatch(/Due date\s+30 December 2026/);
    expect(t).toContain("BILLED TO");
    expect(t).toMatch(/75004 Paris.*\n\s*France\n/);
    expect(t).toContain("Tax ID: FR 40 303265045");
    expect(t).not.toContain("NINEA: FR");
    expect(t).toContain("For Teranga Digital SARL, the Management");
    expect(t).toMatch(/Unit price \(EUR\)/);
    expect(t).toMatch(/Hosting \(12 months\)\s+12\s+15\.50\s+186\.00/);
    expect(t).toMatch(/Total excl\. VAT\s+€2,686\.00/);
    expect(t).toMatch(/VAT \(18 %\)\s+€483\.48/);
    expect(t).toMatch(/Total incl\. VAT\s+€3,169\.48/);
    // Laid out in a column beside the totals: read line by line.
    expect(t).toContain("This invoice amounts to: Three thousand one hundred");
    expect(t).toContain("sixty-nine euros and forty-eight cents, VAT included.");
    expect(t).toContain("Equivalent: XOF 2,079,043 (fixed parity 1 EUR = 655.957");
    expect(t).toContain("Bank transfer");
    expect(t).toContain("IBAN:");
    expect(t).not.toContain("Wave");
    expect(t).not.toContain("Orange Money");
    // No French word left on it, nor a French colon in its masthead.
    expect(t).not.toMatch(/Facture|Désignation|Règlement|Arrêtée|Échéance|Virement|FCFA/);
    expect(t).toMatch(/NINEA: \S+ \S+ · RCCM: /);
    expect(t).not.toMatch(/NINEA\s:|RCCM\s:/);
  }, 60_000);

  test("its print page says the same", () => {
    const html = pricedHtml(snap(), { fontUrl: "/f.woff2", baseUrl: "https://example.sn" });
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(`This invoice amounts to: ${WORDS}`);
    expect(text).toContain("Equivalent: XOF 2,079,043 (fixed parity 1 EUR = 655.957 XOF)");
    expect(text).toContain("30 November 2026");
    expect(text).toContain("Total incl. VAT €3,169.48");
    expect(text).toContain("75004 Paris France +33 1 42 00 00 00");
    expect(text).toContain("Tax ID: FR 40 303265045");
    expect(text).not.toMatch(/Facture|Désignation|Règlement|Arrêtée|Échéance|Virement|FCFA|Wave/);
    expect(text).toMatch(/NINEA: \S+ \S+ · RCCM: /);
  });

  // An 18 % line, an exempt line with its reason, a débours (ADR 050), in English and EUR.
  const perLine = () =>
    snapshotQuoteInvoice(
      "invoice",
      parisInvoice({
        applyVat: false,
        prestations: [
          { designation: "Website design", quantity: "1", unitPrice: "2 500", vat: "18" },
          {
            designation: "Training",
            quantity: "2",
            unitPrice: "300,50",
            vat: "0",
            exemptionReason: "Art. 361 CGI",
          },
          { designation: "Domain name", quantity: "1", unitPrice: "15,99", vat: "debours" },
        ],
      }),
      { number: "FACT-2026-0043", issuedAt: new Date("2026-11-30T10:00:00Z"), englishWords },
    )!;
  // By hand: HT 3 101,00 €, VAT 450,00 €, débours 15,99 €, TTC 3 566,99 €;
  // × 655,957 = 2 339 792,059… → 2 339 792 francs.

  test("VAT per line: its totals' rows and VAT summary in English, figures in euros", async () => {
    const t = pdfText(await renderPdf(perLine()));
    // Its caption is letter-spaced: pdftotext reads « VAT S U M M A RY ».
    expect(t).toMatch(/VAT S ?U ?M ?M ?A ?R ?Y/);
    expect(t).toMatch(/Rate\s+Taxable base \(EUR\)\s+VAT \(EUR\)/);
    expect(t).toMatch(/18 %\s+2,500\.00\s+450\.00/);
    expect(t).toMatch(/0 % exempt\*\s+601\.00\s+0\.00/);
    expect(t).toContain("* Exemption: Art. 361 CGI");
    expect(t).toMatch(/Domain name\s+1\s+15\.99\s+Disbursement\s+15\.99/);
    expect(t).toMatch(/Total excl\. VAT and disbursements\s+€3,101\.00/);
    expect(t).toMatch(/Disbursements \(outside VAT\)\s+€15\.99/);
    expect(t).toMatch(/Total incl\. VAT\s+€3,566\.99/);
    expect(t).toContain("Equivalent: XOF 2,339,792");
    expect(t).not.toMatch(/Récapitulatif|RÉCAPITULATIF|Taux|exonéré|Exonération|Débours|hors|FCFA/);

    const html = pricedHtml(perLine(), { fontUrl: "/f.woff2", baseUrl: "https://example.sn" });
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .replace(/\u00a0/g, " ");
    expect(text).toContain("VAT summary Rate Taxable base (EUR) VAT (EUR) 18 % 2,500.00 450.00");
    expect(text).toContain("0 % exempt* 601.00 0.00 * Exemption: Art. 361 CGI");
    expect(text).toContain("Domain name 1 15.99 Disbursement 15.99");
    expect(text).toContain("Total excl. VAT and disbursements €3,101.00 VAT (18 %) €450.00");
    expect(text).toContain("Disbursements (outside VAT) €15.99 Total incl. VAT €3,566.99");
    expect(text).not.toMatch(/Récapitulatif|Taux|exonéré|Exonération|Débours|hors|FCFA/);
  }, 60_000);

  test("paid, cancelled: its stamps in English on the PDF and the print page", async () => {
    const paid = await renderPdf(snap(), { paidOn: "2026-12-01" });
    writeFileSync(path.join(dir, "paid.pdf"), paid);
    // The stamp's letters are turned glyphs: read without the layout.
    const raw = execFileSync("pdftotext", ["-raw", path.join(dir, "paid.pdf"), "-"], {
      encoding: "utf8",
    }).replace(/[\u00a0\u202f]/g, " ");
    expect(raw).toContain("PAID");
    expect(raw).toContain("on 1 December 2026");
    expect(raw).not.toMatch(/PAYÉ|le 01\/12\/2026/);
    const cancelled = pdfText(await renderPdf(snap(), { cancelledBy: "AVOIR-2026-0003" }));
    expect(cancelled).toContain("CANCELLED — credit note AVOIR-2026-0003");
    expect(cancelled).not.toContain("ANNULÉE");

    const assets = { fontUrl: "/f.woff2", baseUrl: "https://example.sn" };
    const page = pricedHtml(snap(), assets, { paidOn: "2026-12-01" }).replace(/\u00a0/g, " ");
    expect(page).toContain(">PAID</text>");
    expect(page).toContain("<p>on 1 December 2026</p>");
    expect(page).not.toContain("PAYÉ");
    const voided = pricedHtml(snap(), assets, { cancelledBy: "AVOIR-2026-0003" });
    expect(voided).toContain("CANCELLED — credit note AVOIR-2026-0003");
  }, 60_000);

  test("the payment's receipt of an English EUR invoice: English, francs received, the invoice's euros", async () => {
    const receipt: Receipt = {
      language: "en",
      company: snap().company,
      client: { name: "Atelier Lumière SARL", email: "compta@atelier-lumiere.fr" },
      invoice: {
        number: "FACT-2026-0042",
        issuedOn: "2026-11-30",
        totalTtc: 2_079_043,
        foreign: { currency: "EUR", total: 316_948 },
      },
      payment: {
        amount: 1_000_000,
        paidOn: "2026-12-02",
        method: "Bank transfer",
        reference: "SWIFT-1",
      },
      paidTotal: 1_000_000,
      creditedTotal: 0,
    };
    const t = pdfText(await renderReceiptPdf(receipt));
    expect(t).toContain("PAYMENT RECEIPT");
    expect(t).toMatch(/Tel\.: \+221/);
    expect(t).toMatch(/NINEA: \S+ \S+ · RCCM: /);
    expect(t).toMatch(/Invoice\s+FACT-2026-0042/);
    expect(t).toMatch(/Received on\s+2 December 2026/);
    expect(t).toContain("RECEIVED FROM");
    expect(t).toContain(
      "We have received the sum of XOF 1,000,000 for invoice no. FACT-2026-0042.",
    );
    expect(t).toMatch(/Invoice\s+FACT-2026-0042 of 30 November 2026/);
    expect(t).toMatch(/Payment method\s+Bank transfer/);
    expect(t).toMatch(/Amount received\s+XOF 1,000,000/);
    expect(t).toMatch(/Invoice total\s+€3,169\.48/);
    expect(t).toMatch(/Equivalent in francs\s+XOF 2,079,043/);
    expect(t).toMatch(/Paid to date\s+XOF 1,000,000/);
    // By hand: 2 079 043 − 1 000 000 = 1 079 043 francs.
    expect(t).toMatch(/Balance due\s+XOF 1,079,043/);
    expect(t).toContain("XOF 1,079,043 remains to be paid on this invoice.");
    expect(t).toContain("For Teranga Digital SARL, the Management");
    expect(t).not.toMatch(/Reçu|Facture|Montant|Reste|Nous avons|FCFA|Pour Teranga/);
  }, 60_000);

  // An EUR quote billed in parts (ADR 055): 1 234,56 € without VAT, a deposit of 370,37 €
  // (30 %, 370,368 rounded) deducted, 864,19 € due; its francs 809 818 − 242 947 = 566 871.
  const balance = (): QuoteInvoiceSnapshot => {
    const base = snapshotQuoteInvoice(
      "invoice",
      parisInvoice({
        applyVat: false,
        prestations: [{ designation: "Website", quantity: "1", unitPrice: "1 234,56" }],
      }),
      { number: "FACT-2026-0044", issuedAt: new Date("2026-11-30T10:00:00Z"), englishWords },
    )!;
    const quoteTotals = base.totals;
    return {
      ...base,
      sourceQuote: "DEVIS-2026-0009",
      totals: { ...quoteTotals, totalHT: 86_419, totalAfterDiscount: 86_419, totalTTC: 86_419 },
      words: englishWords(86_419, "EUR"),
      xofTotal: 566_871,
      billing: {
        kind: "balance",
        quote: {
          number: "DEVIS-2026-0009",
          issuedOn: "2026-11-20",
          discountPercentage: null,
          vatPercentage: null,
          totals: quoteTotals,
        },
        deposits: [
          {
            number: "FACT-2026-0040",
            issuedOn: "2026-11-21",
            ht: 37_037,
            vat: 0,
            ttc: 37_037,
            xofTotal: 242_947,
          },
        ],
      },
    };
  };

  test("an EUR balance invoice: its deposit deducted in euros, its francs beside", async () => {
    const t = pdfText(await renderPdf(balance()));
    expect(t).toContain("BALANCE INVOICE");
    // The table's date wraps in its column: read around it.
    expect(t).toMatch(/FACT-2026-0040\s+21 November\s+€370\.37/);
    expect(t).toMatch(/Balance \(amount due\)\s+€864\.19/);
    expect(t).toMatch(/Deposit deducted\s+−\s?€370\.37/);
    expect(t).toMatch(/Amount due\s+€864\.19/);
    expect(t).toContain("This invoice amounts to: Eight hundred sixty-four euros");
    expect(t).toContain("and nineteen cents.");
    expect(t).toContain("Equivalent: XOF 566,871 (fixed parity 1 EUR = 655.957");
    expect(t).not.toMatch(/Facture|Acompte|Solde|Net à payer|FCFA|Wave/);

    const html = pricedHtml(balance(), { fontUrl: "/f.woff2", baseUrl: "https://example.sn" });
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .replace(/\u00a0/g, " ");
    expect(text).toContain("Deposit invoice Date Amount FACT-2026-0040 21 November 2026 €370.37");
    expect(text).toContain("Balance (amount due) €864.19");
    expect(text).toContain("Amount due €864.19");
    expect(text).not.toMatch(/Facture|Acompte|Solde|Net à payer|FCFA/);
  }, 60_000);
});
