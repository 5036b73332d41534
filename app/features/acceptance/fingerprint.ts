import { createHash } from "node:crypto";

// The fingerprint of the exact document a client accepts (ADR 028): the SHA-256 of
// the canonical JSON of { number, snapshot, totalTtc }, the snapshot being what was
// frozen at issue and printed. Anyone holding the snapshot can compute it again.

/** JSON with object keys sorted at every depth, no spaces; `undefined` members left out. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    const json = JSON.stringify(value);
    return json === undefined ? "null" : json;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export type AcceptedDocument = { number: string; totalTtc: number | null; snapshot: unknown };

/** The text that is hashed: written down in ADR 028, so it can be checked by hand. */
export function fingerprintInput(doc: AcceptedDocument): string {
  return canonicalJson({ number: doc.number, snapshot: doc.snapshot, totalTtc: doc.totalTtc });
}

/** SHA-256 of `fingerprintInput`, as 64 lowercase hex digits. */
export function documentFingerprint(doc: AcceptedDocument): string {
  return createHash("sha256").update(fingerprintInput(doc), "utf8").digest("hex");
}
