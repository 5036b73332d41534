import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import { ensureClientLink } from "./link.server.ts";
import { qrCode } from "./qr.ts";

/**
 * What a quote, invoice or proposal prints of its client link (ADR 027): the link,
 * made on first need, and its QR code. A credit note has no link (its invoice's page
 * shows it).
 */
export async function clientLinkAnnex(
  documentId: string,
  kind?: DocumentKind,
): Promise<DocumentAnnex> {
  if (kind && !kindIs(kind, "clientPage")) return {};
  const { url } = await ensureClientLink(documentId);
  return { clientLink: { url, qr: qrCode(url) } };
}
