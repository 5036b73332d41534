import { isIPv4 } from "node:net";

// The client address every limit, activity line and record of the site keys on.

/**
 * `ip` in the one form the site compares: an IPv4 client of a dual-stack
 * socket (`::ffff:192.0.2.1`, what Node gives on `::`) is its IPv4 address,
 * as better-auth and every proxy write it. Two spellings of one address made
 * the owner's office a stranger to the limit that never slows it (ADR 016).
 */
export function canonicalAddress(ip: string): string {
  const lower = ip.toLowerCase();
  if (lower.startsWith("::ffff:") && isIPv4(lower.slice(7))) return lower.slice(7);
  return lower;
}
