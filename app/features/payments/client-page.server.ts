import type { DocumentRow } from "#app/db/schema.ts";
import { paymentDetails, type QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { clientIp, consumeLimit, limitMessage } from "#app/features/guard/limits.server.ts";
import { resolveClientLink } from "#app/features/portal/link.server.ts";
import { CLIENT_FORM_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import { documentById } from "./payments.server.ts";

// What every payment page under /d/<token>/ shares (docs/product.md, ADR 027 and
// 029): not indexed, not cached, rate-limited by address, 404 for any token the
// portal does not know.

function notFound(): Response {
  return new Response("Page introuvable", {
    status: 404,
    headers: { ...CLIENT_FORM_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The invoice a token opens, after the page's rate limit; throws the 404 or 429 page. */
export async function openClientInvoice(
  request: Request,
  token: string | undefined,
): Promise<DocumentRow> {
  const limited = await consumeLimit("client-pay-view", clientIp(request));
  if (!limited.allowed) {
    throw new Response(limitMessage("client-pay-view", limited.retryAfter), {
      status: 429,
      headers: { ...CLIENT_FORM_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const link = token ? await resolveClientLink(token) : null;
  if (!link) throw notFound();
  const row = await documentById(link.documentId);
  // Only an invoice is paid; a quote's link has no payment page.
  if (!row || row.kind !== "invoice") throw notFound();
  return row;
}

/** The details printed on the invoice (bank, Wave, Orange Money), as its PDF shows them. */
export function printedPaymentDetails(row: DocumentRow) {
  const snapshot = row.snapshot as unknown as QuoteInvoiceSnapshot;
  return snapshot.payment?.details ?? paymentDetails();
}
