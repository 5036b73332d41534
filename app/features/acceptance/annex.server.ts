import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import { clientLinkAnnex } from "#app/features/portal/annex.server.ts";
import { resolveClientLink } from "#app/features/portal/link.server.ts";
import { acceptanceAnnexOf } from "./acceptance.server.ts";

/**
 * Everything the client's side prints beside a document (PDF, « Réimprimer »,
 * « Envoyer au client »): its client link and QR code (ADR 027) and, on a quote
 * accepted online, the acceptance block (ADR 028).
 */
export async function documentAnnex(
  documentId: string,
  kind?: DocumentKind,
): Promise<DocumentAnnex> {
  const [link, acceptance] = await Promise.all([
    clientLinkAnnex(documentId, kind),
    kind === undefined || kindIs(kind, "answerable") ? acceptanceAnnexOf(documentId) : null,
  ]);
  return acceptance ? { ...link, acceptance } : link;
}

/** The acceptance block of the quote a client link opens, or null (the client page's slot). */
export async function acceptanceOfLink(token: string): Promise<AcceptanceAnnex | null> {
  const link = await resolveClientLink(token);
  return link ? acceptanceAnnexOf(link.documentId) : null;
}
