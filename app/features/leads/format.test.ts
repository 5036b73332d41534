import { describe, expect, test } from "vitest";
import {
  attachmentDisposition,
  csvDateTime,
  formatFileSize,
  isoDay,
  safeContentType,
} from "./format.ts";

describe("formatFileSize", () => {
  test("writes kilo-octets under one mega-octet, at least 1", () => {
    expect(formatFileSize(12)).toBe("1\u00a0Ko");
    expect(formatFileSize(820 * 1024)).toBe("820\u00a0Ko");
  });
  test("writes mega-octets with a French decimal comma", () => {
    expect(formatFileSize(1.45 * 1024 * 1024)).toBe("1,5\u00a0Mo");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10\u00a0Mo");
  });
});

describe("dates", () => {
  test("csvDateTime writes day/month/year and the 24-hour time in Dakar", () => {
    expect(csvDateTime(new Date("2026-01-05T23:05:00Z"))).toBe("05/01/2026 23:05");
    expect(csvDateTime(null)).toBe("");
  });
  test("isoDay is the day in Dakar", () => {
    expect(isoDay(new Date("2026-11-22T23:59:00Z"))).toBe("2026-11-22");
  });
});

describe("attachmentDisposition", () => {
  test("keeps a plain ASCII name in both forms", () => {
    expect(attachmentDisposition("devis.pdf")).toBe(
      "attachment; filename=\"devis.pdf\"; filename*=UTF-8''devis.pdf",
    );
  });
  test("drops accents in the fallback and encodes the UTF-8 name", () => {
    expect(attachmentDisposition("Cahier des charges – été (v2).pdf")).toBe(
      "attachment; filename=\"Cahier des charges _ ete (v2).pdf\"; filename*=UTF-8''Cahier%20des%20charges%20%E2%80%93%20%C3%A9t%C3%A9%20%28v2%29.pdf",
    );
  });
  test("cannot be broken out of by quotes, backslashes or line breaks", () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c__Set-Cookie: x.pdf"');
  });
});

describe("safeContentType", () => {
  test("keeps a MIME type, with its parameters", () => {
    expect(safeContentType("application/pdf")).toBe("application/pdf");
    expect(safeContentType("text/plain; charset=utf-8")).toBe("text/plain; charset=utf-8");
  });
  test("replaces anything else", () => {
    expect(safeContentType("text/html\r\nX: y")).toBe("application/octet-stream");
    expect(safeContentType("")).toBe("application/octet-stream");
  });
});
