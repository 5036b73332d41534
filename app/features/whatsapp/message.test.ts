import { describe, expect, it } from "vitest";
import { whatsappMessage, type WhatsappDocument } from "./message.ts";

const NB = "\u00a0";
const base: WhatsappDocument = {
  kind: "quote",
  number: "DEVIS-2026-11-30-0915",
  clientName: "Awa Diop",
  project: "Boutique en ligne",
  totalTtc: 1_180_000,
  balance: null,
  validUntil: "2026-12-30",
  dueOn: null,
  today: "2026-11-30",
  link: "https://teranga-digital.sn/d/abc",
  firm: "Teranga Digital",
};

describe("the message « Envoyer par WhatsApp » prefills", () => {
  it("a quote: number, project, amount TTC, validity, link, the firm", () => {
    expect(whatsappMessage(base)).toBe(
      `Bonjour Awa Diop, voici notre devis DEVIS-2026-11-30-0915 pour «${NB}Boutique en ligne${NB}» d'un montant de 1${NB}180${NB}000${NB}FCFA TTC, valable jusqu'au 30 décembre 2026. Vous pouvez le consulter et l'accepter en ligne${NB}: https://teranga-digital.sn/d/abc\n\nTeranga Digital`,
    );
  });

  it("an invoice: its balance when partly paid, its due date; paid: thanks", () => {
    const invoice = { ...base, kind: "invoice" as const, number: "FACT-1", validUntil: null };
    expect(whatsappMessage({ ...invoice, balance: 1_180_000, dueOn: "2026-12-01" })).toContain(
      `d'un montant de 1${NB}180${NB}000${NB}FCFA TTC, à régler avant le 1er décembre 2026. Vous pouvez la consulter et la payer en ligne${NB}: https://teranga-digital.sn/d/abc`,
    );
    expect(whatsappMessage({ ...invoice, balance: 180_000, dueOn: "2026-12-15" })).toContain(
      `TTC, reste à payer 180${NB}000${NB}FCFA, à régler avant le 15 décembre 2026.`,
    );
    expect(whatsappMessage({ ...invoice, balance: 0, dueOn: "2026-12-15" })).toContain(
      `, réglée${NB}: merci${NB}!`,
    );
  });

  it("an invoice past its due day and not paid reads as a reminder, with what is left", () => {
    const late = {
      ...base,
      kind: "invoice" as const,
      number: "FACT-2",
      validUntil: null,
      balance: 500_000,
      dueOn: "2026-11-15",
    };
    expect(whatsappMessage(late)).toBe(
      `Bonjour Awa Diop, sauf erreur de notre part, notre facture FACT-2 pour «${NB}Boutique en ligne${NB}» d'un montant de 1${NB}180${NB}000${NB}FCFA TTC, échue le 15 novembre 2026, n'est pas encore réglée${NB}: reste à payer 500${NB}000${NB}FCFA. Vous pouvez la consulter et la payer en ligne${NB}: https://teranga-digital.sn/d/abc\n\nTeranga Digital`,
    );
    // Due today is not late yet.
    expect(whatsappMessage({ ...late, dueOn: "2026-11-30" })).toContain(
      "à régler avant le 30 novembre 2026.",
    );
  });
});
