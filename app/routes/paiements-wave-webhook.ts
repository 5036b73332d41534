import { receiveNotification } from "#app/features/payments/payments.server.ts";
import { notificationResponse } from "#app/features/payments/route.server.ts";
import type { Route } from "./+types/paiements-wave-webhook";

// Wave's webhook (https://docs.wave.com/webhook), registered in the Wave Business
// Portal with the « signing secret » strategy (ADR 029).
export function loader() {
  throw new Response("Page introuvable", { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  return notificationResponse(request, (body) =>
    receiveNotification("wave", body, request.headers),
  );
}
