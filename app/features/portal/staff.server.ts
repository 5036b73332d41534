import { eq, max, min } from "drizzle-orm";
import { data } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { db } from "#app/db/db.server.ts";
import { clientLink, document, documentEvent } from "#app/db/schema.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { clientLinkAnnex } from "./annex.server.ts";
import { replaceClientLink } from "./link.server.ts";
import { LINK_QUERY } from "./requests.ts";

// The staff side of the client link (ADR 027): the card of /documents/:numero (the
// link, « Nouveau lien », « Vu par le client le … ») and what the printed page and
// the PDF carry.

export type ClientLinkCardData = {
  url: string;
  /** Over every link the document had: the client's first and latest look. */
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
  annex: DocumentAnnex;
};

/** The card's data, the link made on first need; null for a credit note (no client page). */
export async function loadClientLinkCard(doc: {
  id: string;
  kind: string;
}): Promise<ClientLinkCardData | null> {
  if (doc.kind === "credit_note") return null;
  const annex = await clientLinkAnnex(doc.id, doc.kind);
  const [views] = await db()
    .select({ first: min(clientLink.firstViewedAt), last: max(clientLink.lastViewedAt) })
    .from(clientLink)
    .where(eq(clientLink.documentId, doc.id));
  return {
    url: annex.clientLink!.url,
    firstViewedAt: views?.first ?? null,
    lastViewedAt: views?.last ?? null,
    annex,
  };
}

/** Whether a post to /documents/:numero is « Nouveau lien » (marked in its address). */
export function isClientLinkPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(LINK_QUERY);
}

/**
 * POST /documents/:numero?lien: the live link stops working at once and another
 * replaces it, with a line in the staff history. Issuing the kind is what allows it.
 */
export async function handleClientLinkAction(request: Request, numero: string) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "client-link", result: formRefusal(message) }, { status });
  }
  const [row] = await db()
    .select({ id: document.id, kind: document.kind })
    .from(document)
    .where(eq(document.number, numero));
  if (!row) throw httpError("Document introuvable", 404);
  const user = await requirePermission(
    request,
    row.kind === "invoice" ? "invoices.issue" : "quotes.issue",
  );
  if (row.kind === "credit_note") {
    return data(
      { intent: "client-link", result: formRefusal("Un avoir n'a pas de lien client.") },
      { status: 409 },
    );
  }
  await db().transaction(async (tx) => {
    await replaceClientLink(row.id, tx);
    await tx.insert(documentEvent).values({
      documentId: row.id,
      kind: "link_renewed",
      at: now(),
      byName: user.name,
      details: {},
    });
  });
  return redirectWithToast(`/documents/${encodeURIComponent(numero)}`, {
    type: "success",
    message: "Nouveau lien créé\u00a0: l'ancien ne fonctionne plus.",
  });
}
