import { describe, expect, it } from "vitest";
import { whatsappState } from "./status.ts";

describe("a WhatsApp message's status on the document page", () => {
  const line = (
    whatsappStatus: "pending" | "sending" | "sent" | "failed" | null,
    whatsappDelivery: "sent" | "delivered" | "read" | "failed" | null = null,
    whatsappFallback: string | null = null,
  ) => ({ whatsappStatus, whatsappDelivery, whatsappFallback });

  it("says nothing for a chat opened by hand (no message through the API)", () => {
    expect(whatsappState(line(null))).toBeNull();
  });
  it("follows the job, then Meta's statuses, in French", () => {
    expect(whatsappState(line("pending"))).toEqual({ label: "en attente d'envoi", toCheck: false });
    expect(whatsappState(line("sending"))).toEqual({ label: "en cours d'envoi", toCheck: false });
    expect(whatsappState(line("sent"))).toEqual({ label: "envoyé", toCheck: false });
    expect(whatsappState(line("sent", "delivered"))).toEqual({
      label: "distribué",
      toCheck: false,
    });
    expect(whatsappState(line("sent", "read"))).toEqual({ label: "lu", toCheck: false });
  });
  it("a failure is « À vérifier », and says when the email went instead", () => {
    expect(whatsappState(line("failed"))).toEqual({ label: "échec", toCheck: true });
    expect(whatsappState(line("sent", "failed", "e-1"))).toEqual({
      label: "échec, envoyé par e-mail à la place",
      toCheck: true,
    });
  });
  it("a failure marked seen to is no longer « À vérifier »", () => {
    expect(
      whatsappState({ ...line("failed", null, "e-1"), whatsappHandledBy: "Awa Diop" }),
    ).toEqual({
      label: "échec, envoyé par e-mail à la place",
      toCheck: false,
      handledBy: "Awa Diop",
    });
  });
});
