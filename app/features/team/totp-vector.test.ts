import { expect, it } from "vitest";
import { totp } from "#tests/fixtures/totp.ts";

// The tests' own TOTP (tests/fixtures/totp.ts) against RFC 6238's appendix B
// (SHA-1, secret "12345678901234567890", 8 digits there: the last 6 here).
it("the test fixture's TOTP gives RFC 6238's codes", () => {
  const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // base32 of "12345678901234567890"
  expect(totp(secret, 59_000)).toBe("287082");
  expect(totp(secret, 1_111_111_109_000)).toBe("081804");
  expect(totp(secret, 1_234_567_890_000)).toBe("005924");
  expect(totp(secret, 20_000_000_000_000)).toBe("353130");
});
