import { createHmac } from "node:crypto";

// The step of a TOTP code (RFC 6238: HMAC-SHA1, 6 digits, 30 s), to record it
// once used. better-auth's twoFactor plugin checks the code itself; this only
// tells which step a code belongs to. Its secrets are text used as UTF-8 bytes
// (the otpauth:// URI carries them in base32).

export const TOTP_PERIOD_SECONDS = 30;

/** The 30-second step of the time `ms`. */
export function totpStep(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/** RFC 4226's HOTP value of `counter`, 6 digits. */
export function hotp(secret: string | Uint8Array, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const key = typeof secret === "string" ? Buffer.from(secret, "utf8") : secret;
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

/**
 * The step within `window` steps of `ms` whose code is `code`, or null. Every
 * candidate is computed (no early exit), and the nearest step wins a tie.
 */
export function matchingStep(
  secret: string | Uint8Array,
  code: string,
  ms: number,
  window: number,
): number | null {
  const now = totpStep(ms);
  const offsets = [0];
  for (let i = 1; i <= window; i++) offsets.push(-i, i);
  let found: number | null = null;
  for (const offset of offsets) {
    if (hotp(secret, now + offset) === code && found === null) found = now + offset;
  }
  return found;
}
