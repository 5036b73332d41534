import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson, documentFingerprint, fingerprintInput } from "./fingerprint.ts";

describe("canonicalJson", () => {
  it("sorts keys at every depth, keeps array order, drops undefined members", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: "é" }, u: undefined })).toBe(
      '{"a":{"c":"é","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson(null)).toBe("null");
    expect(canonicalJson([undefined])).toBe("[null]");
  });
});

describe("documentFingerprint", () => {
  const doc = {
    number: "DEV-202611261015",
    totalTtc: 29_500,
    snapshot: { kind: "quote", lines: [{ total: 25_000 }], totals: { totalTTC: 29_500 } },
  };

  it("is the SHA-256 of the canonical JSON of number, snapshot and total (ADR 028)", () => {
    // Written out by hand, as ADR 028 says anyone can do.
    const text =
      '{"number":"DEV-202611261015","snapshot":{"kind":"quote","lines":[{"total":25000}],"totals":{"totalTTC":29500}},"totalTtc":29500}';
    expect(fingerprintInput(doc)).toBe(text);
    expect(documentFingerprint(doc)).toBe(createHash("sha256").update(text).digest("hex"));
  });

  it("does not depend on key order, and changes with any printed figure", () => {
    const reordered = {
      totalTtc: 29_500,
      snapshot: { totals: { totalTTC: 29_500 }, lines: [{ total: 25_000 }], kind: "quote" },
      number: "DEV-202611261015",
    };
    expect(documentFingerprint(reordered)).toBe(documentFingerprint(doc));
    expect(documentFingerprint({ ...doc, totalTtc: 29_501 })).not.toBe(documentFingerprint(doc));
    expect(
      documentFingerprint({ ...doc, snapshot: { ...doc.snapshot, lines: [{ total: 25_001 }] } }),
    ).not.toBe(documentFingerprint(doc));
  });
});
