import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { DepositSchema, francsOf } from "./schemas.ts";

const post = (mode: string, value: string, currency?: string) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    intent: "deposit",
    requestKey: "k".repeat(36),
    mode,
    value,
    ...(currency ? { currency } : {}),
  }))
    form.set(k, v);
  const s = parseWithZod(form, { schema: DepositSchema });
  return s.status === "success"
    ? "ok"
    : (s.reply().error?.value?.[0] ?? s.reply().error?.mode?.[0]);
};

describe("« Facture d'acompte » as typed", () => {
  it("takes a percentage with two decimals at most, up to 100", () => {
    expect(post("percent", "30")).toBe("ok");
    expect(post("percent", "33,5")).toBe("ok");
    expect(post("percent", "12.25")).toBe("ok");
    expect(post("percent", "100")).toBe("ok");
    expect(post("percent", "100,01")).toBe("Le pourcentage ne peut pas dépasser 100\u00a0%");
    expect(post("percent", "0")).toBe("Un acompte de 0\u00a0% ne se facture pas");
    expect(post("percent", "33,333")).toMatch(/^Pourcentage invalide/);
    expect(post("percent", "trente")).toMatch(/^Pourcentage invalide/);
  });

  it("takes an amount in whole francs, grouped or not", () => {
    expect(post("amount", "200 000")).toBe("ok");
    expect(post("amount", "200\u00a0000")).toBe("ok");
    expect(post("amount", "200000")).toBe("ok");
    expect(francsOf("1 200\u00a0000")).toBe(1_200_000);
    expect(post("amount", "1500,5")).toMatch(/^Montant invalide/);
    expect(post("amount", "-5")).toMatch(/^Montant invalide/);
    expect(post("amount", "0")).toBe("Un acompte de 0\u00a0FCFA ne se facture pas");
    expect(post("amount", "")).toBe("Indiquez le pourcentage ou le montant de l'acompte");
  });

  it("leaves an EUR or USD quote's amount with its cents to the server (ADR 055)", () => {
    expect(post("amount", "370,37", "EUR")).toBe("ok");
    expect(post("amount", "1 234.5", "USD")).toBe("ok");
    // An XOF quote's form says no currency: whole francs, as before.
    expect(post("amount", "370,37")).toMatch(/^Montant invalide\u00a0: des francs entiers/);
  });

  it("asks for the kind of deposit", () => {
    expect(post("autre", "30")).toBe("Choisissez un pourcentage ou un montant");
  });
});
