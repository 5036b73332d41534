import { createHash } from "node:crypto";
import { attachment } from "#app/db/schema.ts";
import type { Tx } from "./register.server.ts";

/** Stores a PDF that an email carries (a document, a receipt, a reminder) and answers its id. */
export async function storePdf(tx: Tx, name: string, pdf: Buffer): Promise<string> {
  const [file] = await tx
    .insert(attachment)
    .values({
      name,
      type: "application/pdf",
      size: pdf.byteLength,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      bytes: pdf,
    })
    .returning({ id: attachment.id });
  return file!.id;
}
