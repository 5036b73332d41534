import { describe, expect, test } from "vitest";
import { amountInWordsEn as englishWords } from "#app/lib/english.ts";
import { defaultQuoteInvoice, type QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { defaultSendMessage, sendSubject } from "./send-message.ts";
import { documentEmail } from "./send.server.ts";

// « Envoyer au client » in the document's language (issue 35 §6, ADR 055).

const form = (patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm => ({
  ...defaultQuoteInvoice(),
  clientName: "Atelier Lumière SAS",
  clientEmail: "compta@atelier-lumiere.fr",
  clientPhone: "+33 1 42 00 00 00",
  clientAddress: "12 rue de la Paix, 75002 Paris",
  projectTitle: "Website redesign",
  projectDuration: "6 weeks",
  applyVat: true,
  vatPercentage: "18",
  paymentTerms: "30",
  prestations: [{ designation: "Website design", quantity: "1", unitPrice: "2 500" }],
  ...patch,
});
const issue = {
  number: "FACT-2026-0042",
  issuedAt: new Date("2026-11-30T10:00:00Z"),
  englishWords,
};

describe("the sending e-mail's subject and message", () => {
  test("an English invoice in EUR: English words, euros, English dates, transfer only", () => {
    const s = snapshotQuoteInvoice("invoice", form({ language: "en", currency: "EUR" }), issue)!;
    expect(sendSubject(s)).toMatch(/^Invoice FACT-2026-0042 — /);
    const message = defaultSendMessage(s);
    // By hand: 2 500,00 € + 18 % = 2 950,00 €; due 30 days after 30 November.
    expect(message).toContain(
      "Please find attached our invoice no. FACT-2026-0042 for “Website redesign”, amounting to €2,950.00 incl. VAT, due no later than 30 December 2026.",
    );
    expect(message).toMatch(/^Hello,\n\n/);
    expect(message).toContain("Best regards,");
    expect(message).not.toMatch(/Wave|Orange Money|Veuillez|FCFA/);
    const mail = documentEmail(s, { subject: sendSubject(s), message }, "https://x.sn/d/abc");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain("View the document online: https://x.sn/d/abc");
    expect(mail.text).toContain("Document FACT-2026-0042 is attached to this message as a PDF.");
  });

  test("an English quote in USD and a paid English invoice", () => {
    const quote = snapshotQuoteInvoice(
      "quote",
      form({ language: "en", currency: "USD", usdRate: "600", applyVat: false }),
      { ...issue, number: "DEVIS-2026-0003" },
    )!;
    expect(sendSubject(quote)).toMatch(/^Quotation DEVIS-2026-0003 — /);
    expect(defaultSendMessage(quote)).toContain("amounting to $2,500.00, valid until");
    const paid = snapshotQuoteInvoice("invoice", form({ language: "en" }), issue)!;
    expect(defaultSendMessage(paid, "2026-12-02")).toContain(
      "amounting to XOF 2,950 incl. VAT, paid on 2 December 2026. Thank you for your payment.",
    );
  });

  test("a French invoice in EUR says euros and the transfer, not francs nor mobile money", () => {
    const s = snapshotQuoteInvoice("invoice", form({ currency: "EUR" }), issue)!;
    const message = defaultSendMessage(s);
    expect(message).toContain("d'un montant de 2\u00a0950,00\u00a0€ TTC");
    expect(message).toContain("Nos coordonnées bancaires pour le virement");
    expect(sendSubject(s)).toMatch(/^Facture FACT-2026-0042 — /);
    const mail = documentEmail(s, { subject: sendSubject(s), message }, "https://x.sn/d/abc");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain("Consulter le document en ligne\u00a0: https://x.sn/d/abc");
  });
});
