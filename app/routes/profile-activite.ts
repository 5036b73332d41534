import { activityCsvRows, listActivity } from "#app/features/account/account.server.ts";
import { getCurrentSession } from "#app/features/auth/session.server.ts";
import { toCsv } from "#app/lib/csv.ts";
import { isoDay } from "#app/features/leads/format.ts";
import type { Route } from "./+types/profile-activite";

// /profile/activite.csv: the signed-in person's events of the last 30 days (Loi n° 2008-12: access).
export async function loader({ request }: Route.LoaderArgs) {
  const current = await getCurrentSession(request);
  if (!current) {
    return new Response("Vous devez être connecté pour télécharger votre activité.", {
      status: 401,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const entries = await listActivity(current.user.id);
  return new Response(toCsv(["Date", "Événement", "Détails"], activityCsvRows(entries)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activite-${isoDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
