import { siteName } from "#app/lib/site-name.ts";
import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { ClientSubscriptions } from "#app/features/subscriptions/components/client-subscriptions.tsx";
import { listSubscriptions } from "#app/features/subscriptions/subscriptions.server.ts";
import { ClientPage } from "#app/features/clients/components/client-page.tsx";
import { handleClientAction, loadClient } from "#app/features/clients/route.server.ts";
import { whatsappCardsOfClient, whatsappChatOf } from "#app/features/whatsapp/route.server.ts";
import {
  WhatsappChat,
  WhatsappSendButton,
} from "#app/features/whatsapp/components/whatsapp-send.tsx";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import type { Route } from "./+types/client";

export function meta({ data, matches }: Route.MetaArgs) {
  return [
    { title: `${data?.client.name ?? "Client"} — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadClient(request, params.id);
  // The client's subscriptions (ADR 032), for a role that may see them.
  const user = await requirePermission(request, "clients");
  const subscriptions = can(user.staffRole, "subscriptions")
    ? await listSubscriptions(now(), { clientId: page.client.id })
    : null;
  // « Envoyer par WhatsApp » from the client's page (ADR 043), for a role that sends documents.
  const kinds = Object.entries(DOCUMENT_KINDS)
    .filter(([, kind]) => can(user.staffRole, kind.permission))
    .map(([key]) => key);
  const whatsapp =
    kinds.length > 0
      ? {
          kinds,
          cards: await whatsappCardsOfClient(page.client.id),
          chat: whatsappChatOf(page.client.phone),
        }
      : null;
  return { ...page, subscriptions, whatsapp };
}

export function action({ request, params }: Route.ActionArgs) {
  return handleClientAction(request, params.id);
}

export default function ClientRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptions, whatsapp, ...page } = loaderData;
  return (
    <ClientPage
      {...page}
      answer={actionData ?? null}
      subscriptions={
        subscriptions ? <ClientSubscriptions subscriptions={subscriptions} /> : undefined
      }
      contactAction={whatsapp?.chat ? <WhatsappChat {...whatsapp.chat} /> : undefined}
      sendOf={
        whatsapp
          ? (d) => {
              const card = whatsapp.cards[d.number];
              return card && "to" in card && whatsapp.kinds.includes(d.kind) ? (
                <WhatsappSendButton
                  number={d.number}
                  api={card.api}
                  label={`${DOCUMENT_KINDS[d.kind].label} ${d.number}`}
                />
              ) : null;
            }
          : undefined
      }
    />
  );
}
