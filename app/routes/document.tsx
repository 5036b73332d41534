import { company } from "#app/config/company.ts";
import { DocumentPage } from "#app/features/documents/components/document-page.tsx";
import { handleDocumentAction, loadDocument } from "#app/features/documents/document.server.ts";
import { ReminderCard } from "#app/features/reminders/reminder-card.tsx";
import {
  handleReminderAction,
  isReminderPost,
  loadReminders,
} from "#app/features/reminders/route.server.ts";
import type { Route } from "./+types/document";

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.numero} — Registre — ${company.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const [page, reminders] = await Promise.all([
    loadDocument(request, params.numero),
    // Reminders (ADR 022): the « Relances » card of an invoice.
    loadReminders(request, params.numero),
  ]);
  return { ...page, reminders };
}

export function action({ request, params }: Route.ActionArgs) {
  // Reminders (ADR 022): « Relancer maintenant » posts to ?relancer.
  if (isReminderPost(request)) return handleReminderAction(request, params.numero);
  return handleDocumentAction(request, params.numero);
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { reminders, ...page } = loaderData;
  return (
    <DocumentPage
      {...page}
      actionData={actionData}
      aside={
        reminders ? (
          <ReminderCard number={page.doc.number} panel={reminders} actionData={actionData} />
        ) : null
      }
    />
  );
}
