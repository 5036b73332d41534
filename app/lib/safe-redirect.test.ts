import { describe, expect, it } from "vitest";
import { safeLocation, safeRedirect } from "./safe-redirect.ts";

const ORIGIN = "https://teranga.example";

/** Where a browser would go from our page with this Location, or null if it throws. */
function landing(location: string): string | null {
  try {
    return new URL(location, `${ORIGIN}/login`).origin;
  } catch {
    return null;
  }
}

/**
 * Where the next hop would go if something (better-auth, a proxy, a second
 * redirect) took the URL's normalised path and sent it on as a Location:
 * `/.//evil.example` lands on this site, but its pathname is `//evil.example`.
 */
function nextHop(location: string): string | null {
  try {
    const url = new URL(location, `${ORIGIN}/login`);
    return landing(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return null;
  }
}

/** What is wrong with a redirect's output, whatever the input was; null when nothing. */
function problemWith(out: string): string | null {
  // Followed as a browser would: once as written, and once more decoded.
  if (landing(out) !== ORIGIN) return "leaves the site";
  if (landing(decodeURIComponent(out)) !== ORIGIN) return "leaves the site once decoded";
  // And once more through its normalised path (the `/.//` shapes).
  if (nextHop(out) !== ORIGIN) return "its normalised path leaves the site";
  if (nextHop(decodeURIComponent(out)) !== ORIGIN) return "decoded, its normalised path leaves";
  if (/[\s\\\p{Cc}]/u.test(out)) return "whitespace, backslash or control character";
  if (!out.startsWith("/") || out.startsWith("//")) return "not a path of this site";
  // What was judged is what is sent: judging the output again changes nothing.
  if (safeRedirect(out, "/autre") !== out) return "not what was judged";
  return null;
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
  "/.",
  "/./",
  "/..",
  "%2e",
  "%2E",
  "%2e%2e",
  "%2F%2F",
];

// The shapes that open an URL which leaves the site, put first: a generator of
// pieces alone would almost never assemble `/.//`.
const PREFIXES = [
  "",
  "/",
  "/.//",
  "/./\\",
  "/.\\/",
  "/%2e//",
  "/%2E/%2F",
  "/..//",
  "/a/..//",
  "/a/%2e%2e//",
  "/././/",
  "/\\",
  "/%5C",
  "/%2F%2F",
  "/%2f/",
  "/%252F%252F",
  "/\t/",
  "/\n/",
  "/\r/",
  "\t//",
  "/\t\n/",
  "/%09/",
  "//",
  "https://",
  "http:",
  "HTTPS:",
  "javascript:",
  "https://teranga.example/",
  "https://teranga.example/.//",
  "http://site.invalid/",
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
    // Shapes a URL parser normalises into `//evil.example` (issue 20).
    ["/.//evil.example"],
    ["/./\\evil.example"],
    ["/%2e//evil.example"],
    ["/%2E%2E//evil.example"],
    ["/..//evil.example"],
    ["/profile/..//evil.example"],
    ["/././/evil.example?x=1"],
    ["/%2F%2Fevil.example"],
    ["/.%2F/evil.example"],
    ["/\t.//evil.example"],
    ["/.\n//evil.example"],
    ["http://site.invalid/"],
    ["https://teranga.example/profile"],
  ])("refuses %j", (input) => {
    expect(safeRedirect(input, "/repli")).toBe("/repli");
  });

  it("refuses what is not a string", () => {
    for (const input of [null, undefined, 42, ["/profile"], { to: "/" }, new File([], "x")]) {
      expect(safeRedirect(input, "/repli")).toBe("/repli");
    }
  });

  it("sends the path as it was judged: normalised", () => {
    expect(safeRedirect("/a/../profile?x=1#fin")).toBe("/profile?x=1#fin");
    expect(safeRedirect("/./settings")).toBe("/settings");
    expect(safeRedirect("/articles/é")).toBe("/articles/%C3%A9");
  });

  it("never leaves the site, whatever the input (20 000 generated hostile strings)", () => {
    const random = prng(11);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const problems: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      let input = pick(PREFIXES);
      const length = Math.floor(random() * 5);
      for (let i = 0; i < length; i++) input += pick(PIECES);
      if (random() < 0.5) input += "evil.example";
      for (const out of [safeRedirect(input, "/repli"), safeLocation(input, ORIGIN, "/repli")]) {
        const problem = problemWith(out);
        if (problem) problems.push(`${JSON.stringify(input)} → ${JSON.stringify(out)}: ${problem}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe("safeLocation (what better-auth answers or is given)", () => {
  it("keeps this site's URLs, as paths", () => {
    expect(safeLocation(`${ORIGIN}/reset-password?token=abc`, ORIGIN)).toBe(
      "/reset-password?token=abc",
    );
    expect(safeLocation("/profile?verifie=1", ORIGIN)).toBe("/profile?verifie=1");
  });

  it.each([
    ["/.//evil.example?error=INVALID_TOKEN"],
    [`${ORIGIN}/.//evil.example`],
    [`${ORIGIN}/%2e//evil.example`],
    ["https://evil.example/"],
    ["https://teranga.example.evil.example/"],
    ["//evil.example"],
    ["http:evil.example"],
    [`${ORIGIN}\t/profile`],
    ["javascript:alert(1)"],
    [null],
  ])("refuses %j", (input) => {
    expect(safeLocation(input, ORIGIN, "/repli")).toBe("/repli");
  });
});
