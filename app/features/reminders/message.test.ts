import { describe, expect, it } from "vitest";
import {
  snapshotQuoteInvoice,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import { reminderIntro, reminderMessage, reminderRecipient } from "./message.ts";

const NBSP = "\u00a0";
// 2,5 × 10 000 = 25 000 F HT; VAT 18 % → 4 500; 29 500 F TTC (computed here, not by the app).
const snapshot = snapshotQuoteInvoice("invoice", quoteForm({ paymentTerms: "15" }), {
  number: "FACT-2026-10-01-0900",
  issuedAt: new Date("2026-10-01T09:00:00Z"),
}) as QuoteInvoiceSnapshot;

function text(m: ReturnType<typeof reminderMessage>): string {
  return m.blocks
    .map((b) =>
      b.type === "details"
        ? b.rows.map(([k, v]) => `${k}: ${v}`).join("\n")
        : "text" in b
          ? b.text
          : "",
    )
    .join("\n");
}

describe("reminderMessage", () => {
  it("says the balance, the due date, the days late and how to pay, in French", () => {
    const m = reminderMessage({
      snapshot,
      balance: 19_500,
      paidTotal: 10_000,
      creditedTotal: 0,
      daysLate: 3,
    });
    expect(m.subject).toBe("Relance — Facture FACT-2026-10-01-0900 — Teranga Digital");
    expect(m.heading).toBe(
      `Facture FACT-2026-10-01-0900${NBSP}: reste à payer 19${NBSP}500${NBSP}FCFA`,
    );
    const t = text(m);
    expect(t).toContain(
      `notre facture n°${NBSP}FACT-2026-10-01-0900 du 01/10/2026 pour «${NBSP}Boutique en ligne${NBSP}», arrivée à échéance le 16/10/2026, n'est pas encore entièrement réglée${NBSP}: elle a 3${NBSP}jours de retard.`,
    );
    expect(t).toContain(`Montant TTC: 29${NBSP}500${NBSP}FCFA`);
    expect(t).toContain(`Déjà réglé: 10${NBSP}000${NBSP}FCFA`);
    expect(t).toContain(`Reste à payer: 19${NBSP}500${NBSP}FCFA`);
    expect(t).toContain("Échéance: 16/10/2026");
    expect(t).toContain(`Retard: 3${NBSP}jours`);
    expect(t).not.toContain("Avoirs");
    // The payment details frozen in the invoice.
    expect(t).toContain(`IBAN: ${snapshot.payment!.details.bank.iban}`);
    expect(t).toContain(`Wave: ${snapshot.payment!.details.wave}`);
    expect(t).toContain(`Orange Money: ${snapshot.payment!.details.orangeMoney}`);
    expect(m.footerNote).toBe(
      "La facture FACT-2026-10-01-0900 est jointe à ce message au format PDF.",
    );
  });

  it("carries the invoice's private page when it has one, after the amounts", () => {
    const facts = { snapshot, balance: 29_500, paidTotal: 0, creditedTotal: 0, daysLate: 3 };
    const link = "https://teranga.example/d/abc";
    const blocks = reminderMessage({ ...facts, link }).blocks;
    const at = blocks.findIndex((b) => b.type === "button");
    expect(blocks[at]).toEqual({
      type: "button",
      label: "Consulter la facture en ligne",
      href: link,
    });
    expect(at).toBe(blocks.findIndex((b) => b.type === "details") + 1);
    expect(reminderMessage(facts).blocks.some((b) => b.type === "button")).toBe(false);
  });

  it("one day late is singular; credit notes are named; before the due date, a reminder of the date", () => {
    const late1 = text(
      reminderMessage({
        snapshot,
        balance: 9_500,
        paidTotal: 0,
        creditedTotal: 20_000,
        daysLate: 1,
      }),
    );
    expect(late1).toContain(`elle a 1${NBSP}jour de retard.`);
    expect(late1).toContain(`Avoirs: 20${NBSP}000${NBSP}FCFA`);
    const earlyMessage = reminderMessage({
      snapshot,
      balance: 29_500,
      paidTotal: 0,
      creditedTotal: 0,
      daysLate: -2,
    });
    expect(earlyMessage.subject).toBe("Rappel — Facture FACT-2026-10-01-0900 — Teranga Digital");
    const early = text(earlyMessage);
    expect(early).toContain("est à régler au plus tard le 16/10/2026.");
    expect(early).not.toContain("Retard");
    expect(early).not.toContain("Déjà réglé");
  });
});

describe("where a reminder goes, as its card says", () => {
  it("the email, WhatsApp alone, or both", () => {
    expect(reminderRecipient("compta@ndeye.sn", null)).toBe("à compta@ndeye.sn");
    expect(reminderRecipient("compta@ndeye.sn", { display: "+221 77 654 32 10", only: true })).toBe(
      "par WhatsApp au +221 77 654 32 10",
    );
    expect(
      reminderRecipient("compta@ndeye.sn", { display: "+221 77 654 32 10", only: false }),
    ).toBe("à compta@ndeye.sn et par WhatsApp au +221 77 654 32 10");
  });
});

describe("an English invoice's reminder (issue 35 §6, ADR 055)", () => {
  // 2,5 × 100,00 € = 250,00 € HT; VAT 18 % → 45,00 €; 295,00 € TTC; × 655,957 =
  // 193 507,315 → 193 507 francs (computed here). The ledger's sums are francs.
  const eur = snapshotQuoteInvoice(
    "invoice",
    quoteForm({
      paymentTerms: "15",
      language: "en",
      currency: "EUR",
      prestations: [{ designation: "Design", quantity: "2,5", unitPrice: "100" }],
    }),
    { number: "FACT-2026-0101", issuedAt: new Date("2026-10-01T09:00:00Z"), englishWords },
  ) as QuoteInvoiceSnapshot;

  it("reads in English: the amount in euros, the francs owed, English dates, transfer only", () => {
    const m = reminderMessage({
      snapshot: eur,
      balance: 93_507,
      paidTotal: 100_000,
      creditedTotal: 0,
      daysLate: 3,
    });
    expect(m.language).toBe("en");
    expect(m.subject).toBe("Overdue — Invoice FACT-2026-0101 — Teranga Digital");
    expect(m.heading).toBe("Invoice FACT-2026-0101: balance due XOF 93,507");
    const t = text(m);
    expect(t).toContain(
      "Unless we are mistaken, our invoice no. FACT-2026-0101 of 1 October 2026 for",
    );
    expect(t).toContain(
      "due on 16 October 2026, has not yet been paid in full: it is 3 days overdue.",
    );
    expect(t).toContain("Amount incl. VAT: €295.00");
    expect(t).toContain("Equivalent: XOF 193,507");
    expect(t).toContain("Already paid: XOF 100,000");
    expect(t).toContain("Balance due: XOF 93,507");
    expect(t).not.toMatch(/Wave|Orange Money|Bonjour|FCFA/);
    expect(reminderIntro({ snapshot: eur, daysLate: 0 })).toBe(
      `We would like to remind you that our invoice no. FACT-2026-0101 of 1 October 2026 for “${eur.project.title}” is due no later than 16 October 2026.`,
    );
  });
});
