import { company } from "#app/config/company.ts";
import { DocumentPage } from "#app/features/documents/components/document-page.tsx";
import { handleDocumentAction, loadDocument } from "#app/features/documents/document.server.ts";
import type { Route } from "./+types/document";

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.numero} — Registre — ${company.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadDocument(request, params.numero);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleDocumentAction(request, params.numero);
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentPage {...loaderData} actionData={actionData} />;
}
