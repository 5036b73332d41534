// SPEC.md §5: an optional file of at most 10 MB, one of .pdf .doc .docx .txt
// .jpg .jpeg .png. The server checks the extension and the content itself.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt", ".jpg", ".jpeg", ".png"];
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");

export const TOO_LARGE = "Le fichier ne doit pas dépasser 10MB";
export const WRONG_TYPE =
  "Ce type de fichier n'est pas accepté\u00a0: envoyez un PDF, un document Word (.doc, .docx), un texte (.txt) ou une image JPG ou PNG.";
export const BAD_CONTENT =
  "Le contenu de ce fichier ne correspond pas à son extension\u00a0: vérifiez le fichier et réessayez.";

const MIME: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".txt": "text/plain; charset=utf-8",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot).toLowerCase();
}

/** What the browser can check before sending: size and extension. */
export function checkFileMeta(file: { name: string; size: number }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  if (!ACCEPTED_EXTENSIONS.includes(extensionOf(file.name))) return WRONG_TYPE;
  return null;
}

const starts = (bytes: Uint8Array, signature: number[]) =>
  signature.every((b, i) => bytes[i] === b);

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Does the content match the extension? (magic numbers; text must be UTF-8 without NUL). */
export function contentMatches(extension: string, bytes: Uint8Array): boolean {
  switch (extension) {
    case ".pdf":
      return starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case ".png":
      return starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case ".jpg":
    case ".jpeg":
      return starts(bytes, [0xff, 0xd8, 0xff]);
    case ".doc":
      return starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // OLE2
    case ".docx":
      return starts(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, "word/");
    case ".txt":
      if (bytes.includes(0)) return false;
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        return true;
      } catch {
        return false;
      }
    default:
      return false;
  }
}

export type CheckedUpload = { name: string; type: string; bytes: Uint8Array };

/** The server's verdict on an upload: the file to store, or the French message. */
export function checkUpload(
  file: { name: string; size: number },
  bytes: Uint8Array,
): { ok: true; file: CheckedUpload } | { ok: false; error: string } {
  const meta = checkFileMeta(file);
  if (meta) return { ok: false, error: meta };
  const extension = extensionOf(file.name);
  if (!contentMatches(extension, bytes)) return { ok: false, error: BAD_CONTENT };
  // Keep a safe display name: no path, no control characters.
  const name = [...file.name.replace(/^.*[\\/]/, "")]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join("")
    .slice(-150);
  return { ok: true, file: { name, type: MIME[extension]!, bytes } };
}
