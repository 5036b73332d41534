import { describe, expect, it } from "vitest";
import { hotp, matchingStep, totpStep } from "./totp.ts";

// RFC 4226 appendix D and RFC 6238 appendix B (SHA-1, secret "12345678901234567890";
// the RFC gives 8 digits there, whose last 6 are a 6-digit code).
const SECRET = "12345678901234567890";

describe("totp", () => {
  it("gives RFC 4226's HOTP values", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, counter) => hotp(SECRET, counter))).toEqual(expected);
  });

  it("gives RFC 6238's TOTP values at its times", () => {
    expect(hotp(SECRET, totpStep(59_000))).toBe("287082");
    expect(hotp(SECRET, totpStep(1_111_111_109_000))).toBe("081804");
    expect(hotp(SECRET, totpStep(1_234_567_890_000))).toBe("005924");
    expect(hotp(SECRET, totpStep(20_000_000_000_000))).toBe("353130");
  });

  it("finds the step of a code within the window, and none outside it", () => {
    const at = 1_234_567_890_000;
    const now = totpStep(at);
    expect(matchingStep(SECRET, hotp(SECRET, now), at, 1)).toBe(now);
    expect(matchingStep(SECRET, hotp(SECRET, now - 1), at, 1)).toBe(now - 1);
    expect(matchingStep(SECRET, hotp(SECRET, now + 2), at, 2)).toBe(now + 2);
    expect(matchingStep(SECRET, hotp(SECRET, now + 2), at, 1)).toBeNull();
    expect(matchingStep(SECRET, "abcdef", at, 2)).toBeNull();
  });
});
