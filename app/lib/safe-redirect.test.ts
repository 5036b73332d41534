import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

const ORIGIN = "https://teranga.example";

/** Where a browser would go from our page with this Location, or null if it throws. */
function landing(location: string): string | null {
  try {
    return new URL(location, `${ORIGIN}/login`).origin;
  } catch {
    return null;
  }
}

// A small seeded generator: the same "random" inputs on every run.
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

const PIECES = [
  "/",
  "//",
  "\\",
  "/\\",
  "\t",
  "\n",
  "\r",
  " ",
  "\u00a0",
  "\u2028",
  "\u0000",
  "\u200b",
  "%2f",
  "%2F",
  "%5c",
  "%09",
  "%0a",
  "%00",
  "%252f",
  "%",
  "%zz",
  "javascript:",
  "http:",
  "https://evil.example",
  "evil.example",
  "@",
  ":",
  "?",
  "#",
  ".",
  "..",
  "profile",
  "é",
  "data:text/html,x",
  "\u3002",
  "／",
];

describe("safeRedirect", () => {
  it("keeps the paths of this site", () => {
    for (const path of ["/", "/profile", "/settings?onglet=securite", "/articles/un-article#fin"]) {
      expect(safeRedirect(path)).toBe(path);
    }
  });

  it.each([
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/%09/evil.example"],
    ["/%2f%2fevil.example"],
    ["/%2F/evil.example"],
    ["/%5cevil.example"],
    ["/%252f%252fevil.example"],
    ["javascript:alert(1)"],
    ["https://evil.example/"],
    [" /profile"],
    ["/profile\u0000"],
    ["/%zz"],
    [""],
  ])("refuses %j", (input) => {
    expect(safeRedirect(input, "/repli")).toBe("/repli");
  });

  it("refuses what is not a string", () => {
    for (const input of [null, undefined, 42, ["/profile"], { to: "/" }, new File([], "x")]) {
      expect(safeRedirect(input, "/repli")).toBe("/repli");
    }
  });

  it("never leaves the site, whatever the input (5 000 generated hostile strings)", () => {
    const random = prng(11);
    for (let n = 0; n < 5_000; n++) {
      const length = 1 + Math.floor(random() * 6);
      let input = "";
      for (let i = 0; i < length; i++) input += PIECES[Math.floor(random() * PIECES.length)];
      const out = safeRedirect(input, "/repli");
      // Followed as a browser would: once as written, and once more decoded.
      expect(landing(out), input).toBe(ORIGIN);
      expect(landing(decodeURIComponent(out)), input).toBe(ORIGIN);
      expect(out, input).not.toMatch(/[\s\\\p{Cc}]/u);
      expect(out.startsWith("/") && !out.startsWith("//"), input).toBe(true);
    }
  });
});
