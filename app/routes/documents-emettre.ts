import { handleIssue } from "#app/features/authoring/route.server.ts";
import { payInFullAtIssue } from "#app/features/ledger/ledger.server.ts";
import { clientLinkAnnex } from "#app/features/portal/annex.server.ts";
import { claimEntries } from "#app/features/project-billing/billing.server.ts";
import type { Route } from "./+types/documents-emettre";

export async function action({ request }: Route.ActionArgs) {
  // The client link is made at issue and printed at once (ADR 027); « Facture acquittée »
  // pays the whole TTC through the ledger in the issuing transaction (ADR 020).
  // The client book's link is made in the issuing transaction too (ADR 031).
  return handleIssue(request, {
    annexFor: clientLinkAnnex,
    payInFull: payInFullAtIssue,
    // « Facturer » a project: its time and expenses are the invoice's (ADR 056).
    billEntries: claimEntries,
  });
}

export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
