// Reads a request body up to a cap, counting the bytes actually received: a
// chunked body has no Content-Length to trust, so the count is the only check.

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" };

export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not cancelled: that would reset the connection before the client reads
      // the 413. The server drops the rest and closes it after answering.
      reader.releaseLock();
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The body as FormData (urlencoded or multipart), or null when it cannot be read as one. */
export async function parseFormData(
  bytes: Uint8Array,
  contentType: string | null,
): Promise<FormData | null> {
  if (!contentType) return bytes.byteLength === 0 ? new FormData() : null;
  if (
    !/^application\/x-www-form-urlencoded\b/i.test(contentType) &&
    !/^multipart\/form-data\b/i.test(contentType)
  ) {
    return null;
  }
  try {
    return await new Response(bytes as BodyInit, {
      headers: { "Content-Type": contentType },
    }).formData();
  } catch {
    return null;
  }
}

// C0 and C1 controls but tab, newline and carriage return, which textareas send.
// eslint-disable-next-line no-control-regex -- the very characters refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A text field with a control character (a NUL byte would fail in the database). */
export function hasControlCharacters(form: FormData): boolean {
  for (const [, value] of form) {
    if (CONTROL.test(typeof value === "string" ? value : value.name)) return true;
  }
  return false;
}
