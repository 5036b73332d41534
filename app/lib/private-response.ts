// Answers that are one person's (a file, a refusal, a script's JSON): never kept
// by a shared cache or the browser's back-forward copy on disk.

export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** A short French refusal in plain text (a file not found, a session missing). */
export function privateText(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_NO_STORE },
  });
}

export function privateJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: PRIVATE_NO_STORE });
}

/** A CSV to save as `fileName`. */
export function privateCsv(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...PRIVATE_NO_STORE,
    },
  });
}

/** Bytes to save, never shown inline nor read as another type than `type`. */
export function privateFile(bytes: Uint8Array, type: string, disposition: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": disposition,
      "X-Content-Type-Options": "nosniff",
      ...PRIVATE_NO_STORE,
    },
  });
}
