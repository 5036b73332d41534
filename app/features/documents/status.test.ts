import { describe, expect, test } from "vitest";
import { balanceDue, displayStatus, refusal, statusAfterSending, statusLabel } from "./status.ts";

describe("document statuses", () => {
  const today = "2026-11-22";

  test("a quote waiting for an answer expires the day after its validity date", () => {
    const quote = { kind: "quote" as const, validUntil: "2026-11-21" };
    expect(displayStatus({ ...quote, status: "issued" }, today)).toBe("expired");
    expect(displayStatus({ ...quote, status: "sent" }, today)).toBe("expired");
    expect(displayStatus({ ...quote, status: "accepted" }, today)).toBe("accepted");
    expect(displayStatus({ ...quote, status: "sent", validUntil: today }, today)).toBe("sent");
    expect(statusLabel("quote", "expired")).toBe("Expiré");
  });

  test("labels agree with the kind", () => {
    expect(statusLabel("quote", "sent")).toBe("Envoyé");
    expect(statusLabel("invoice", "sent")).toBe("Envoyée");
    expect(statusLabel("invoice", "paid")).toBe("Payée");
    expect(statusLabel("invoice", "cancelled")).toBe("Annulée");
  });

  test("allowed and refused changes, with the reason in French", () => {
    expect(refusal({ kind: "quote", status: "sent" }, "accept")).toBeNull();
    expect(refusal({ kind: "quote", status: "accepted" }, "refuse")).toBe(
      "Ce devis est déjà accepté.",
    );
    expect(refusal({ kind: "invoice", status: "issued" }, "accept")).toMatch(/Seul un devis/);
    // The ledger's (ADR 020): never a bare change of status.
    expect(refusal({ kind: "invoice", status: "sent" }, "pay")).toMatch(/Enregistrer un paiement/);
    expect(refusal({ kind: "invoice", status: "issued" }, "cancel")).toMatch(/par un avoir/);
    expect(refusal({ kind: "quote", status: "issued" }, "cancel")).toMatch(/Seule une facture/);
  });

  test("sending moves only an issued document forward", () => {
    expect(statusAfterSending("issued")).toBe("sent");
    expect(statusAfterSending("paid")).toBe("paid");
    expect(statusAfterSending("accepted")).toBe("accepted");
  });
});

describe("the money side of an invoice (ADR 020)", () => {
  const today = "2026-11-22";
  const invoice = {
    kind: "invoice" as const,
    validUntil: null,
    dueDate: "2026-11-21",
    totalTtc: 118_000,
    paidTotal: 0,
    creditedTotal: 0,
  };

  test("an invoice owed past its due date is « En retard »", () => {
    expect(displayStatus({ ...invoice, status: "sent" }, today)).toBe("overdue");
    expect(displayStatus({ ...invoice, status: "partial", paidTotal: 18_000 }, today)).toBe(
      "overdue",
    );
    expect(statusLabel("invoice", "overdue")).toBe("En retard");
    expect(statusLabel("invoice", "partial")).toBe("Partiellement payée");
  });

  test("not on its due date, nor once nothing is owed", () => {
    expect(displayStatus({ ...invoice, status: "sent", dueDate: today }, today)).toBe("sent");
    expect(
      displayStatus(
        { ...invoice, status: "sent", paidTotal: 100_000, creditedTotal: 18_000 },
        today,
      ),
    ).toBe("sent");
    expect(displayStatus({ ...invoice, status: "paid", paidTotal: 118_000 }, today)).toBe("paid");
    expect(displayStatus({ ...invoice, status: "cancelled" }, today)).toBe("cancelled");
  });

  test("the balance is what was invoiced less payments and credit notes", () => {
    expect(balanceDue({ totalTtc: 118_000, paidTotal: 50_000, creditedTotal: 18_000 })).toBe(
      50_000,
    );
    expect(balanceDue({ totalTtc: 118_000, paidTotal: 118_000, creditedTotal: 0 })).toBe(0);
  });

  test("a cancelled invoice owes nothing, even one cancelled before the ledger (no credit note)", () => {
    const old = { totalTtc: 94_400, paidTotal: 0, creditedTotal: 0 };
    expect(balanceDue({ ...old, status: "cancelled" })).toBe(0);
    expect(balanceDue({ ...old, status: "sent" })).toBe(94_400);
  });
});
