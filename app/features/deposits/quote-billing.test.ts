import { describe, expect, it } from "vitest";
import { quoteBillingOf, type BilledInvoiceRow } from "./quote-billing.ts";

const quote = {
  status: "accepted" as const,
  totals: {
    totalHT: 1_000_000,
    discountAmount: 0,
    totalAfterDiscount: 1_000_000,
    vatAmount: 180_000,
    totalTTC: 1_180_000,
  },
  vatPercentage: 18,
};
const keys = { deposit: "key-deposit", balance: "key-balance" };
const row = (patch: Partial<BilledInvoiceRow>): BilledInvoiceRow => ({
  number: "FACT-2026-11-26-0900",
  billing: "deposit",
  issuedOn: "2026-11-26",
  status: "issued",
  ht: 300_000,
  vat: 54_000,
  ttc: 354_000,
  ...patch,
});

describe("what a quote's page offers (ADR 021)", () => {
  it("no invoice yet: conversion and a deposit, no balance", () => {
    const b = quoteBillingOf({ quote, invoices: [], keys });
    expect(b).toMatchObject({
      canConvert: true,
      invoiced: false,
      balance: null,
      remaining: 1_180_000,
    });
    expect(b.deposit).toEqual({ allowed: true });
  });

  it("a deposit: the balance in place of the conversion, for what remains", () => {
    const b = quoteBillingOf({ quote, invoices: [row({})], keys });
    expect(b.canConvert).toBe(false);
    expect(b.deposited).toBe(354_000);
    expect(b.remaining).toBe(826_000);
    // 1 180 000 − 354 000 TTC; 180 000 − 54 000 VAT; 1 000 000 − 300 000 HT.
    expect(b.balance).toEqual({ ht: 700_000, vat: 126_000, ttc: 826_000 });
    expect(b.deposit).toEqual({ allowed: true });
  });

  it("after the balance or a conversion: nothing more is offered", () => {
    for (const final of [row({ billing: "balance", number: "B" }), row({ billing: "full" })]) {
      const b = quoteBillingOf({ quote, invoices: [row({ number: "A" }), final], keys });
      expect(b).toMatchObject({ canConvert: false, invoiced: true, balance: null });
      expect(b.deposit).toEqual({ allowed: false, reason: "Ce devis est facturé." });
    }
  });

  it("a cancelled invoice no longer counts", () => {
    const b = quoteBillingOf({
      quote,
      invoices: [row({ billing: "full", status: "cancelled" })],
      keys,
    });
    expect(b).toMatchObject({ canConvert: true, invoiced: false, deposited: 0 });
  });

  it("a refused or expired quote takes no deposit", () => {
    expect(
      quoteBillingOf({ quote: { ...quote, status: "refused" }, invoices: [], keys }).deposit,
    ).toEqual({
      allowed: false,
      reason: "Ce devis a été refusé\u00a0: il ne se facture pas.",
    });
    expect(
      quoteBillingOf({ quote: { ...quote, status: "expired" }, invoices: [], keys }).deposit,
    ).toEqual({
      allowed: false,
      reason: "Ce devis a expiré\u00a0: il ne se facture plus.",
    });
  });

  it("deposits covering the whole quote: only the balance remains", () => {
    const b = quoteBillingOf({
      quote,
      invoices: [row({ ttc: 1_180_000, vat: 180_000, ht: 1_000_000 })],
      keys,
    });
    expect(b.deposit).toEqual({
      allowed: false,
      reason: "Les acomptes couvrent tout le devis\u00a0: émettez la facture de solde.",
    });
    expect(b.balance).toEqual({ ht: 0, vat: 0, ttc: 0 });
  });
});
