import { describe, expect, it } from "vitest";
import { kindsFor, unreadLabel } from "./kinds.ts";

describe("the studio's notifications", () => {
  it("tells each role what it acts on, written out by hand", () => {
    expect(kindsFor("gerant")).toEqual([
      "quote_accepted",
      "quote_refused",
      "payment_received",
      "contact_request",
      "invitation_accepted",
    ]);
    expect(kindsFor("facturation")).toEqual([
      "quote_accepted",
      "quote_refused",
      "payment_received",
    ]);
    expect(kindsFor("commercial")).toEqual(["quote_accepted", "quote_refused", "contact_request"]);
    expect(kindsFor("redaction")).toEqual([]);
    expect(kindsFor(null)).toEqual([]);
  });

  it("names the bell with its unread count", () => {
    expect(unreadLabel(0)).toBe("Notifications");
    expect(unreadLabel(1)).toBe("Notifications (1\u00a0non lue)");
    expect(unreadLabel(12)).toBe("Notifications (12\u00a0non lues)");
  });
});
