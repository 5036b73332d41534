import { fileTypeFromBuffer } from "file-type";
import { readImageHeader, TOO_MANY_PIXELS } from "#app/lib/image-pixels.server.ts";
import { BAD_CONTENT, checkFileMeta, extensionOf } from "./upload.ts";

// The content of an upload must be what its extension says. Binary formats are
// recognised by `file-type` (a maintained library of signatures, which looks
// inside .docx archives); a .txt must read as text in one of the encodings
// people's editors write (docs/decisions/012-public-face.md).

/** What file-type must find for each accepted extension (.doc is an OLE2 "compound file"). */
const EXPECTED: Record<string, string> = {
  ".pdf": "pdf",
  ".png": "png",
  ".jpg": "jpg",
  ".jpeg": "jpg",
  ".doc": "cfb",
  ".docx": "docx",
};

const MIME: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

// Bytes Windows-1252 leaves undefined: a "text" holding them is not text.
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
/** Control characters no text file holds (tab, line feed, form feed and carriage return are fine). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f)
      return true;
  }
  return false;
}

function decode(encoding: TextEncodingName, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The encoding a plain-text file was written in, or null when it is not text:
 * UTF-8 (with or without BOM), UTF-16 with its BOM (Windows Notepad's
 * « Unicode »), else Windows-1252, which covers Latin-1 in practice.
 */
export function textEncoding(bytes: Uint8Array): TextEncodingName | null {
  let encoding: TextEncodingName;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = "utf-16le";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = "utf-16be";
  else if (decode("utf-8", bytes) !== null) encoding = "utf-8";
  else if (bytes.some((b) => UNDEFINED_IN_1252.has(b))) return null;
  else encoding = "windows-1252";
  const text = decode(encoding, bytes);
  if (text === null || hasControlCharacter(text)) return null;
  return encoding;
}

/** Does the content match the extension? The file's MIME type when it does. */
export async function sniff(extension: string, bytes: Uint8Array): Promise<string | null> {
  if (extension === ".txt") {
    // Text has no signature: being readable in a known encoding, with no
    // control characters, is what tells it from a renamed image or program.
    // (file-type would even take Notepad's UTF-16 BOM for an MPEG frame.)
    const encoding = textEncoding(bytes);
    return encoding ? `text/plain; charset=${encoding}` : null;
  }
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return found && found.ext === EXPECTED[extension] ? (MIME[extension] ?? null) : null;
}

export type CheckedUpload = { name: string; type: string; bytes: Uint8Array };

/** The server's verdict on an upload: the file to store, or the French message. */
export async function checkUpload(
  file: { name: string; size: number },
  bytes: Uint8Array,
): Promise<{ ok: true; file: CheckedUpload } | { ok: false; error: string }> {
  const meta = checkFileMeta({ name: file.name, size: bytes.byteLength });
  if (meta) return { ok: false, error: meta };
  const type = await sniff(extensionOf(file.name), bytes);
  if (!type) return { ok: false, error: BAD_CONTENT };
  // The cover's bound on pixels: a few kilobytes of PNG can stand for gigabytes decoded.
  if (type.startsWith("image/") && (await readImageHeader(bytes)) === "too-large") {
    return { ok: false, error: TOO_MANY_PIXELS };
  }
  // Keep a safe display name: no path, no control characters.
  const name = [...file.name.replace(/^.*[\\/]/, "")]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join("")
    .slice(-150);
  return { ok: true, file: { name, type, bytes } };
}
