import { redirect } from "react-router";
import { siteName } from "#app/lib/site-name.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { RegisterPage } from "#app/features/register/components/register-page.tsx";
import { addDays, dakarDay } from "#app/features/documents/numbering.ts";
import { IntegrityLine } from "#app/features/integrity/components/integrity-line.tsx";
import { registerIntegrity } from "#app/features/integrity/status.server.ts";
import { DOCUMENTS_PER_PAGE, listDocuments } from "#app/features/documents/register.server.ts";
import { lateRange, RegisterQuerySchema } from "#app/features/documents/requests.ts";
import { now } from "#app/features/platform/clock.server.ts";
import type { Route } from "./+types/documents";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Registre des documents — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "documents.read");
  const url = new URL(request.url);
  const f = RegisterQuerySchema.parse(Object.fromEntries(url.searchParams));
  const page = f.page ?? 1;
  const at = now();
  const { rows, total, figure } = await listDocuments(
    {
      q: f.q,
      kind: f.type,
      status: f.statut,
      from: f.du,
      to: f.au,
      page,
      // The dashboard's links (ADR 025).
      client: f.client,
      cashedFrom: f.encaisse_du,
      cashedTo: f.encaisse_au,
      owing: f.solde === "du",
      late: lateRange(f.retard),
    },
    at,
  );
  const pageCount = Math.max(1, Math.ceil(total / DOCUMENTS_PER_PAGE));
  if (page > pageCount) {
    url.searchParams.set("page", String(pageCount));
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  const today = dakarDay(at);
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    rows: rows.map(({ issuedAt, ...r }) => ({ ...r, issuedOn: dakarDay(issuedAt) })),
    total,
    page,
    pageCount,
    filters: {
      q: f.q,
      type: f.type,
      statut: f.statut,
      du: f.du,
      au: f.au,
      client: f.client,
      encaisse_du: f.encaisse_du,
      encaisse_au: f.encaisse_au,
      solde: f.solde,
      retard: lateRange(f.retard) ? f.retard : undefined,
    },
    figure,
    today,
    month: { from: monthStart, to: addDays(addDays(monthStart, 32).slice(0, 8) + "01", -1) },
    // The register's hash chain (ADR 023).
    registerIntegrity: await registerIntegrity(),
  };
}

export default function DocumentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RegisterPage
      {...loaderData}
      integrity={<IntegrityLine integrity={loaderData.registerIntegrity} />}
    />
  );
}
