import { describe, expect, test } from "vitest";
import { displayStatus, refusal, statusAfterSending, statusLabel } from "./status.ts";

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
    expect(refusal({ kind: "invoice", status: "sent" }, "pay")).toBeNull();
    expect(refusal({ kind: "invoice", status: "cancelled" }, "pay")).toMatch(/annulée/);
    expect(refusal({ kind: "invoice", status: "paid" }, "cancel")).toMatch(/avoir/);
    expect(refusal({ kind: "invoice", status: "issued" }, "cancel")).toBeNull();
    expect(refusal({ kind: "quote", status: "issued" }, "cancel")).toMatch(/Seule une facture/);
  });

  test("sending moves only an issued document forward", () => {
    expect(statusAfterSending("issued")).toBe("sent");
    expect(statusAfterSending("paid")).toBe("paid");
    expect(statusAfterSending("accepted")).toBe("accepted");
  });
});
