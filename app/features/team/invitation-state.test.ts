import { expect, it } from "vitest";
import { INVITATION_REFUSALS, invitationState } from "./invitation-state.ts";

const at = new Date("2026-11-26T12:00:00Z");
const valid = { usedAt: null, revokedAt: null, expiresAt: new Date("2026-12-03T12:00:00Z") };

it("an invitation is valid until its expiry, then expired; used and revoked win", () => {
  expect(invitationState(valid, at)).toBe("valid");
  expect(invitationState(valid, new Date("2026-12-03T11:59:59Z"))).toBe("valid");
  expect(invitationState(valid, new Date("2026-12-03T12:00:00Z"))).toBe("expired");
  expect(invitationState({ ...valid, usedAt: at }, at)).toBe("used");
  expect(invitationState({ ...valid, revokedAt: at }, at)).toBe("revoked");
  expect(invitationState(undefined, at)).toBe("unknown");
});

it("every refusal is French with its no-break spaces", () => {
  for (const message of Object.values(INVITATION_REFUSALS)) {
    expect(message).not.toMatch(/ [:;!?]/);
  }
  expect(INVITATION_REFUSALS.expired).toContain("7\u00a0jours");
});
