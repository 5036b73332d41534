import { describe, expect, test } from "vitest";
import * as files from "#tests/fixtures/files.ts";
import { checkUpload, sniff, textEncoding } from "./upload.server.ts";
import {
  attachAgain,
  BAD_CONTENT,
  checkFileMeta,
  EMPTY_FILE,
  formatFileSize,
  TOO_LARGE,
  WRONG_TYPE,
} from "./upload.ts";

describe("what the browser checks: size, extension, empty file", () => {
  test("10 MB at most, the seven extensions, never empty", () => {
    expect(checkFileMeta({ name: "a.pdf", size: 10 * 1024 * 1024 + 1 })).toBe(TOO_LARGE);
    expect(checkFileMeta({ name: "a.exe", size: 10 })).toBe(WRONG_TYPE);
    expect(checkFileMeta({ name: "vide.txt", size: 0 })).toBe(EMPTY_FILE);
    expect(checkFileMeta({ name: "Devis.PDF", size: 10 * 1024 * 1024 })).toBeNull();
  });

  test("sizes in French units", () => {
    expect(formatFileSize(0)).toBe("0\u00a0octet");
    expect(formatFileSize(512)).toBe("512\u00a0octets");
    expect(formatFileSize(850 * 1024)).toBe("850\u00a0Ko");
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe("2,5\u00a0Mo");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10\u00a0Mo");
  });

  test("the no-JavaScript message names the file to attach again", () => {
    expect(attachAgain("devis.pdf")).toBe(
      "Joignez à nouveau votre fichier «\u00a0devis.pdf\u00a0»\u00a0: le navigateur ne le garde pas quand le formulaire revient avec une erreur.",
    );
  });
});

describe("text files: any common encoding, never binary", () => {
  test.each([
    ["UTF-8", files.utf8(), "utf-8"],
    ["UTF-8 with BOM", files.utf8(undefined, true), "utf-8"],
    ["UTF-16 LE with BOM (Notepad « Unicode »)", files.utf16le(), "utf-16le"],
    ["UTF-16 BE with BOM", files.utf16be(), "utf-16be"],
    ["Windows-1252 (Notepad « ANSI »)", files.windows1252(), "windows-1252"],
    [
      "Latin-1",
      new Uint8Array(Buffer.from("Réunion à Thiès, déjà prévue.\n", "latin1")),
      "windows-1252",
    ],
  ])("%s is text", (_label, bytes, encoding) => {
    expect(textEncoding(bytes)).toBe(encoding);
  });

  test.each([
    ["a program", files.binary()],
    ["a PNG image", files.png()],
    ["UTF-16 without its BOM", new Uint8Array(Buffer.from("Bonjour", "utf16le"))],
    ["a byte Windows-1252 leaves undefined", new Uint8Array([0x42, 0x6f, 0x81, 0x6e])],
    ["a stray control character", files.utf8("Bonjour\u0007 le monde")],
  ])("%s is not text", (_label, bytes) => {
    expect(textEncoding(bytes)).toBeNull();
  });
});

describe("content sniffing (file-type)", () => {
  test.each([
    [".pdf", files.pdf(), "application/pdf"],
    [".png", files.png(), "image/png"],
    [".jpg", files.jpeg(), "image/jpeg"],
    [".jpeg", files.jpeg(), "image/jpeg"],
    [".doc", files.doc(), "application/msword"],
    [
      ".docx",
      files.docx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [".txt", files.windows1252(), "text/plain; charset=windows-1252"],
    [".txt", files.utf16le(), "text/plain; charset=utf-16le"],
  ])("%s with matching content: %s", async (ext, bytes, type) => {
    expect(await sniff(ext, bytes)).toBe(type);
  });

  test.each([
    [".pdf", files.utf8("<html><body>pas un PDF</body></html>")],
    [".png", files.pdf()],
    [".jpg", files.png()],
    [".docx", files.zip({ "notes.txt": "une archive, pas un document Word" })],
    [".doc", files.docx()],
    [".txt", files.binary()],
    [".txt", files.png()],
  ])("%s with other content is refused", async (ext, bytes) => {
    expect(await sniff(ext, bytes)).toBeNull();
  });
});

describe("checkUpload: the server's verdict", () => {
  test("the real size counts, not the one announced", async () => {
    expect(await checkUpload({ name: "a.txt", size: 10 }, new Uint8Array())).toEqual({
      ok: false,
      error: EMPTY_FILE,
    });
  });

  test("the stored name keeps no path and no control character; the type is the one found", async () => {
    const bytes = files.pdf();
    expect(
      await checkUpload({ name: "C:\\Users\\awa\\de\u0007vis.PDF", size: bytes.length }, bytes),
    ).toEqual({ ok: true, file: { name: "devis.PDF", type: "application/pdf", bytes } });
    expect(await checkUpload({ name: "x.pdf", size: 5 }, files.utf8("hello"))).toEqual({
      ok: false,
      error: BAD_CONTENT,
    });
  });

  test("a Windows-1252 text is kept as sent, with its charset", async () => {
    const bytes = files.windows1252();
    const result = await checkUpload({ name: "cahier.txt", size: bytes.length }, bytes);
    expect(result).toEqual({
      ok: true,
      file: { name: "cahier.txt", type: "text/plain; charset=windows-1252", bytes },
    });
  });
});
