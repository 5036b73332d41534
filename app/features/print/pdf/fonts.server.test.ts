import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { describe, expect, test } from "vitest";
import {
  breakAddress,
  breakWord,
  FONT_STACK,
  registerFonts,
  separateEmoji,
} from "./fonts.server.ts";

describe("PDF text in every script", () => {
  test("French words stay whole; Chinese and Japanese may end a line between characters, not before closing punctuation", () => {
    expect(breakWord("développement")).toEqual(["développement"]);
    expect(breakWord("شركة")).toEqual(["شركة"]);
    expect(breakWord("北京公司")).toEqual(["北", "\ufeff", "京", "\ufeff", "公", "\ufeff", "司"]);
    expect(breakWord("「東京」です。")).toEqual([
      "「東",
      "\ufeff",
      "京」",
      "\ufeff",
      "で",
      "\ufeff",
      "す。",
    ]);
  });

  test("emoji side by side are kept apart, a sequence stays whole, everything else is untouched", () => {
    const sep = "\ufeff";
    expect(separateEmoji("🚀🎉")).toBe(`🚀${sep}🎉`);
    expect(separateEmoji("👍🏿👍🏿")).toBe(`👍🏿${sep}👍🏿`);
    expect(separateEmoji("🇸🇳🇫🇷")).toBe(`🇸🇳${sep}🇫🇷`);
    expect(separateEmoji("👨‍👩‍👧 ❤️")).toBe("👨‍👩‍👧 ❤️");
    expect(separateEmoji("Façon « œuvre » à 5 €")).toBe("Façon « œuvre » à 5 €");
    const at = new Date("2026-11-23T10:12:00Z");
    expect(separateEmoji({ name: "🎉🎉", lines: [{ d: "a🚀🚀" }], at, n: 3 })).toEqual({
      name: `🎉${sep}🎉`,
      lines: [{ d: `a🚀${sep}🚀` }],
      at,
      n: 3,
    });
  });
});

describe("line ends", () => {
  test("an address may end a line after each « / » only", () => {
    expect(breakAddress("127.0.0.1:4500/d/Zk3_q-9x")).toEqual([
      "127.0.0.1:4500/",
      "\ufeff",
      "d/",
      "\ufeff",
      "Zk3_q-9x",
    ]);
    expect(breakAddress("contact@teranga-digital.sn")).toEqual(["contact@teranga-digital.sn"]);
    expect(breakAddress("/d/")).toEqual(["/", "\ufeff", "d/"]);
  });

  test("react-pdf adds no hyphen where a word changes script; the text's own hyphens stay", async () => {
    await registerFonts();
    // Digits then letters: two runs in one word, which react-pdf used to end with « - ».
    const pdf = await renderToBuffer(
      h(
        Document,
        null,
        h(
          Page,
          { size: "A6", style: { fontFamily: FONT_STACK, fontSize: 10, padding: 20 } },
          h(View, { style: { width: 70 } }, h(Text, null, "2026123456abcdefghij")),
          h(Text, null, "Keur-Yaay — 2e étage"),
        ),
      ),
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-lines-")), "lines.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(
      text
        .split("\n")
        .slice(0, 2)
        .map((l) => l.trim()),
    ).toEqual(["2026123456", "abcdefghij"]);
    expect(text).toContain("Keur-Yaay — 2e étage");
    expect(text).not.toMatch(/-\s*\n/);
  }, 30_000);
});
