import { describe, expect, it } from "vitest";
import { clientHistory } from "./history.ts";

const at = new Date("2026-11-20T09:30:00Z"); // 09:30 in Dakar (UTC+0)

describe("clientHistory", () => {
  it("says what the client lived through, in Dakar time, and nothing of the staff", () => {
    const lines = clientHistory("invoice", [
      { kind: "payment", at, details: { amount: "150000", paidOn: "2026-11-20", method: "Wave" } },
      { kind: "link_renewed", at, details: {} },
      { kind: "viewed", at, details: {} },
      { kind: "sent", at, details: { to: "compta@client.sn" } },
      { kind: "issued", at, details: {} },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      "Paiement de 150\u00a0000\u00a0FCFA reçu le 20/11/2026.",
      "Consultée en ligne le vendredi 20 novembre 2026 à 09:30.",
      "Envoyée par e-mail le vendredi 20 novembre 2026 à 09:30.",
      "Émise le vendredi 20 novembre 2026 à 09:30.",
    ]);
  });

  it("keeps no name, no reason, no address of a recipient", () => {
    const text = clientHistory("quote", [
      { kind: "accepted", at, details: { by: "Awa Ndiaye (staff)" } },
      { kind: "sent", at, details: { to: "secret@autre-client.sn" } },
      {
        kind: "payment_cancelled",
        at,
        details: { amount: "1", paidOn: "2026-11-20", reason: "erreur interne" },
      },
      { kind: "converted", at, details: { invoice: "FAC-1" } },
    ])
      .map((l) => l.text)
      .join(" ");
    expect(text).not.toMatch(/Awa|secret|interne|FAC-1/);
    expect(text).toContain("Accepté le vendredi 20 novembre 2026 à 09:30.");
  });
});

describe("an English document's history (issue 35 §6, ADR 055)", () => {
  it("reads in English, the ledger's amounts in francs", () => {
    const lines = clientHistory(
      "invoice",
      [
        { kind: "payment", at, details: { amount: "150000", paidOn: "2026-11-20" } },
        { kind: "link_renewed", at, details: {} },
        { kind: "viewed", at, details: {} },
        { kind: "issued", at, details: {} },
      ],
      "en",
    );
    expect(lines.map((l) => l.text)).toEqual([
      "Payment of XOF 150,000 received on 20 November 2026.",
      "Viewed online on 20 November 2026 at 09:30.",
      "Issued on 20 November 2026 at 09:30.",
    ]);
  });
});
