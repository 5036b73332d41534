import { describe, expect, it } from "vitest";
import { acceptanceSentence } from "#app/features/wording/acceptance-sentence.ts";
import { closedMessage } from "./closed.ts";
import { AcceptSchema, readForm, RefuseSchema } from "./schemas.ts";

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe("acceptanceSentence", () => {
  it("says when (Dakar time), who and the fingerprint", () => {
    const fingerprint = "ab".repeat(32);
    // 23:30 UTC is 23:30 in Dakar (UTC+0 all year): the day does not move.
    expect(
      acceptanceSentence({
        at: "2026-11-26T23:30:00.000Z",
        name: "Awa Diop",
        role: "Directrice",
        fingerprint,
      }),
    ).toBe(
      `Accepté en ligne le 26 novembre 2026 à 23:30 (heure de Dakar) par Awa Diop (Directrice), empreinte SHA-256 ${fingerprint}`,
    );
    expect(
      acceptanceSentence({ at: "2026-01-05T08:05:00Z", name: "Awa Diop", role: "", fingerprint }),
    ).toContain("le 5 janvier 2026 à 08:05 (heure de Dakar) par Awa Diop, empreinte");
  });
});

describe("acceptanceSentence in English (ADR 055)", () => {
  it("says it with an English day, the same Dakar clock", () => {
    const fingerprint = "cd".repeat(32);
    expect(
      acceptanceSentence(
        { at: "2026-12-02T23:30:00.000Z", name: "Claire Martin", role: "CEO", fingerprint },
        "en",
      ),
    ).toBe(
      `Approved online on 2 December 2026 at 23:30 (Dakar time) by Claire Martin (CEO), SHA-256 fingerprint ${fingerprint}`,
    );
  });
});

describe("closedMessage", () => {
  it("says why in French, with the quote's number and date", () => {
    const quote = { number: "DEV-1", validUntil: "2026-12-01" };
    expect(closedMessage("expired", quote).text).toBe(
      "Le devis n°\u00a0DEV-1 était valable jusqu'au 01/12/2026\u00a0: il ne peut plus être accepté en ligne. Écrivez-nous pour en recevoir un nouveau.",
    );
    expect(closedMessage("accepted", quote).title).toBe("Devis déjà accepté");
    expect(closedMessage("refused", quote).title).toBe("Devis refusé");
    expect(closedMessage("not-quote", null).text).toContain("n'est pas un devis");
  });

  it("says it in English for an English quote, its day written the English way", () => {
    const quote = { number: "DEVIS-1", validUntil: "2026-12-01" };
    expect(closedMessage("expired", quote, "en")).toEqual({
      title: "Quotation expired",
      text: "Quotation no. DEVIS-1 was valid until 1 December 2026: it can no longer be accepted online. Write to us for a new one.",
    });
    expect(closedMessage("refused", quote, "en").title).toBe("Quotation declined");
  });
});

describe("the answer forms", () => {
  it("needs a name and the box ticked to accept; the rest is optional", () => {
    expect(readForm(AcceptSchema, form({ name: "  Awa Diop ", agree: "on" }))).toEqual({
      ok: true,
      value: { name: "Awa Diop", role: "", agree: "on", signature: "" },
    });
    const refused = readForm(AcceptSchema, form({ name: "", role: "x".repeat(121) }));
    expect(refused).toEqual({
      ok: false,
      errors: {
        name: "Indiquez vos nom et prénom.",
        role: "Fonction\u00a0: 120\u00a0caractères au plus.",
        agree: "Cochez la case «\u00a0J'accepte le devis…\u00a0» pour donner votre accord.",
      },
    });
  });

  it("takes a refusal with nothing, or a name and a reason", () => {
    expect(readForm(RefuseSchema, form({}))).toEqual({ ok: true, value: { name: "", reason: "" } });
    expect(readForm(RefuseSchema, form({ reason: "x".repeat(2001) })).ok).toBe(false);
  });
});
