import { z } from "#app/lib/zod.ts";
import { can } from "#app/features/auth/permissions.ts";
import { getCurrentSession, twoFactorRequired } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import type { DocumentAnnex } from "./annex.ts";
import { issueDocument } from "./register.server.ts";
import { IssueRequestSchema, type IssueResponse } from "./requests.ts";

// « Générer »: the studio posts the form here (JSON); the server numbers,
// freezes and records the document, then answers what to print.
const MAX_BYTES = 2_000_000;
// A request the studio never sends (a number for a text, an unknown kind) has
// no message of the forms: zod's French one, with the no-break space before « : ».
const french = z.locales.fr().localeError;

function answer(body: IssueResponse, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** POST /documents/emettre: always a JSON answer, its `error` in French. */
export async function handleIssue(
  request: Request,
  // The client link (ADR 027), made at issue by the portal feature, printed at once.
  annexFor?: (documentId: string) => Promise<DocumentAnnex>,
): Promise<Response> {
  const guarded = await guardForm(request, {
    maxBytes: MAX_BYTES,
    json: true,
    tooLargeMessage: "Document trop volumineux pour être émis.",
  });
  if (!guarded.ok) {
    return answer({ ok: false, error: guarded.refusal.message }, guarded.refusal.status);
  }
  const current = await getCurrentSession(request);
  const user = current?.user;
  if (user?.role !== "staff") {
    return answer(
      {
        ok: false,
        error: "Votre session a expiré\u00a0: reconnectez-vous, votre saisie est conservée.",
      },
      401,
    );
  }
  const text = new TextDecoder().decode(guarded.bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(
      { ok: false, error: "Requête illisible\u00a0: rechargez la page et réessayez." },
      400,
    );
  }
  const parsed = IssueRequestSchema.safeParse(json, { error: french });
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message.replace(/ ([:;!?])/g, "\u00a0$1");
    return answer(
      {
        ok: false,
        error: `Le document n'a pas été émis\u00a0: ${first ?? "saisie invalide"}.`,
      },
      400,
    );
  }
  // Invoices and quotes are separate permissions (permissions.ts); the setup of
  // a required two-factor sign-in comes before anything else.
  const permission = parsed.data.kind === "invoice" ? "invoices.issue" : "quotes.issue";
  if (!can(user.staffRole, permission)) {
    return answer(
      {
        ok: false,
        error: "Votre rôle ne permet pas d'émettre ce document. Demandez-le au gérant.",
      },
      403,
    );
  }
  if (!current?.twoFactorEnabled && (await twoFactorRequired())) {
    return answer(
      {
        ok: false,
        error:
          "Activez d'abord la connexion en deux étapes (page Sécurité) pour émettre un document.",
      },
      403,
    );
  }
  const result = await issueDocument(parsed.data, user);
  if (!result.ok) return answer({ ok: false, error: result.message }, 422);
  const doc = result.value;
  return answer({
    ok: true,
    number: doc.number,
    name: doc.name,
    paidOn: doc.paidOn,
    snapshot: doc.snapshot,
    ...(annexFor ? { annex: await annexFor(doc.id) } : {}),
  });
}
