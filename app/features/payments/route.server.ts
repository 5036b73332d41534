import { readBodyCapped } from "#app/lib/body.ts";
import { textRefusal, TOO_LARGE_MESSAGE } from "#app/lib/same-origin.ts";
import type { DocumentRow } from "#app/db/schema.ts";
import { paymentDetails, type QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { resolveClientLink } from "#app/features/portal/link.server.ts";
import { openToken } from "#app/features/portal/token-door.server.ts";
import { CLIENT_FORM_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import { documentById, type NotificationAnswer } from "./payments.server.ts";
import { eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document } from "#app/db/schema.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { z } from "#app/lib/zod.ts";
import { markCheckHandled } from "./staff.server.ts";

// The route handlers of payments: the pages under /d/<token>/ and the providers'
// notifications. What every payment page under /d/<token>/ shares (docs/product.md, ADR 027 and
// 029): not indexed, not cached, 404 for any token the portal does not know (and
// 429 past the limit of unknown tokens by address: a valid token is never refused).

function notFound(): Response {
  return new Response("Page introuvable", {
    status: 404,
    headers: { ...CLIENT_FORM_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The invoice a token opens; throws the 404 page, or 429 past the limit of unknown tokens. */
export async function openClientInvoice(
  request: Request,
  token: string | undefined,
): Promise<DocumentRow> {
  const opened = await openToken(request, async () => (token ? resolveClientLink(token) : null));
  if (!opened.ok) {
    if (opened.refusal.status === 404) throw notFound();
    throw new Response(opened.refusal.message, {
      status: 429,
      headers: {
        ...CLIENT_FORM_PAGE_HEADERS,
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(opened.refusal.retryAfter ?? 60),
      },
    });
  }
  const row = await documentById(opened.value.documentId);
  // Only an invoice is paid; a quote's link has no payment page.
  if (!row || !kindIs(row.kind, "payable")) throw notFound();
  return row;
}

/** The details printed on the invoice (bank, Wave, Orange Money), as its PDF shows them. */
export function printedPaymentDetails(row: DocumentRow) {
  const snapshot = row.snapshot as unknown as QuoteInvoiceSnapshot;
  return snapshot.payment?.details ?? paymentDetails();
}

/** A provider's notification is small: more is not one. */
const MAX_BYTES = 64 * 1024;

/**
 * Reads the raw body (the signature is over its exact bytes), hands it over, and
 * answers at once: the ledger's work runs after the answer (`settled`).
 */
export async function notificationResponse(
  request: Request,
  receive: (rawBody: string) => Promise<NotificationAnswer>,
): Promise<Response> {
  if (request.method !== "POST") return textRefusal(405, "Méthode non acceptée.");
  const body = await readBodyCapped(request, MAX_BYTES);
  if (!body.ok) return textRefusal(413, TOO_LARGE_MESSAGE);
  const answer = await receive(new TextDecoder().decode(body.bytes));
  return textRefusal(answer.status, answer.message);
}

/** « Marquer comme vérifié » posts to /documents/:numero?verifie. */
export const CHECKED_QUERY = "verifie";

const CheckedSchema = z.object({ check: z.uuid() });

/** Whether a post to /documents/:numero is « Marquer comme vérifié » (marked in its address). */
export function isCheckPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(CHECKED_QUERY);
}

/**
 * POST /documents/:numero?verifie: a payment « À vérifier » was refunded or recorded by
 * hand; it leaves « À vérifier » (the invoice's card, the dashboard, « À faire »).
 */
export async function handleCheckAction(request: Request, numero: string) {
  const back = `/documents/${encodeURIComponent(numero)}`;
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  // The payments' follow-up, like recording one (permissions.ts).
  const user = await requirePermission(request, "payments");
  const parsed = CheckedSchema.safeParse({ check: guarded.form.get("check") });
  const [doc] = await db()
    .select({ id: document.id })
    .from(document)
    .where(eq(document.number, numero));
  const done =
    parsed.success && doc && (await markCheckHandled(parsed.data.check, doc.id, user.name, now()));
  return redirectWithToast(
    back,
    done
      ? { type: "success", message: "Paiement marqué comme vérifié." }
      : {
          type: "error",
          message: "Ce paiement à vérifier est introuvable\u00a0: rechargez la page et réessayez.",
        },
  );
}
