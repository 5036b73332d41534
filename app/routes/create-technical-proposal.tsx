import { siteName } from "#app/lib/site-name.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { ProposalForm } from "#app/features/authoring/components/proposal-form.tsx";
import { proposalPrefill } from "#app/features/authoring/route.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/create-technical-proposal";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Créer une Proposition Technique — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// Staff only, checked on the server: anyone else is redirected before any HTML is sent.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "quotes.issue");
  const url = new URL(request.url);
  const found = await proposalPrefill(url);
  if (found && "error" in found) {
    throw await redirectWithToast(url.pathname, { type: "error", message: found.error });
  }
  return { prefill: found?.prefill ?? null };
}

export default function CreateTechnicalProposalRoute({ loaderData }: Route.ComponentProps) {
  return <ProposalForm prefill={loaderData.prefill} />;
}
