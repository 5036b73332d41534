import { receiveNotification } from "#app/features/payments/payments.server.ts";
import { notificationResponse } from "#app/features/payments/route.server.ts";
import type { Route } from "./+types/paiements-paytech-ipn";

// PayTech's IPN (https://docs.intech.sn/doc_paytech.php), the `ipn_url` of each
// payment request (ADR 029).
export function loader() {
  throw new Response("Page introuvable", { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  return notificationResponse(request, (body) =>
    receiveNotification("paytech", body, request.headers),
  );
}
