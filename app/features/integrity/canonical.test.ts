import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cancellationContent,
  contentHash,
  documentContent,
  GENESIS,
  linkHash,
  paymentContent,
} from "./canonical.ts";

describe("canonical content (ADR 023)", () => {
  it("writes a document as its lines, text as JSON strings, the snapshot as given", () => {
    expect(
      documentContent({
        id: "d1",
        kind: "invoice",
        number: "FACT-2026-11-26-0900",
        issuedAt: "2026-11-26T09:00:00.000000Z",
        totalTtc: "118000",
        sourceId: null,
        snapshot: '{"a": 1}',
      }),
    ).toBe(
      [
        "document",
        'id="d1"',
        'kind="invoice"',
        'number="FACT-2026-11-26-0900"',
        'issued_at="2026-11-26T09:00:00.000000Z"',
        "total_ttc=118000",
        "source_id=null",
        'snapshot={"a": 1}',
      ].join("\n"),
    );
  });

  it("a line break, a quote or a control character in a value cannot forge another line", () => {
    const base = {
      id: "p1",
      documentId: "d1",
      amount: "5000",
      paidOn: "2026-11-26",
      method: "wave",
      recordedAt: "2026-11-26T10:00:00.000000Z",
      recordedByName: "Awa",
    };
    const forged = paymentContent({ ...base, reference: 'x"\nmethod="especes' });
    expect(forged.split("\n")).toHaveLength(9);
    expect(forged).toContain('reference="x\\"\\nmethod=\\"especes"');
    expect(paymentContent({ ...base, reference: "\u0001😀" })).toContain('reference="\\u0001😀"');
  });

  it("a cancellation not yet written reads null, unlike an empty reason", () => {
    const c = { paymentId: "p1", cancelledAt: null, cancelledByName: null };
    expect(cancellationContent({ ...c, cancelReason: null })).not.toBe(
      cancellationContent({ ...c, cancelReason: "" }),
    );
  });

  it("hashes the content in UTF-8, and links SHA-256(previous hash ‖ content hash) as bytes", () => {
    expect(contentHash("é")).toBe(
      createHash("sha256")
        .update(Buffer.from([0xc3, 0xa9]))
        .digest("hex"),
    );
    const c = contentHash("document");
    const expected = createHash("sha256")
      .update(Buffer.concat([Buffer.alloc(32), Buffer.from(c, "hex")]))
      .digest("hex");
    expect(linkHash(GENESIS, c)).toBe(expected);
  });
});
