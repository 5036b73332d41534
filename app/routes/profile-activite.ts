import { activityCsvRows, listActivity } from "#app/features/account/account.server.ts";
import { getCurrentSession } from "#app/features/auth/session.server.ts";
import { toCsv } from "#app/lib/csv.ts";
import { isoDay } from "#app/features/leads/format.ts";
import { privateCsv, privateText } from "#app/lib/private-response.ts";
import type { Route } from "./+types/profile-activite";

// /profile/activite.csv: the signed-in person's events of the last 30 days (Loi n° 2008-12: access).
export async function loader({ request }: Route.LoaderArgs) {
  const current = await getCurrentSession(request);
  if (!current) {
    return privateText("Vous devez être connecté pour télécharger votre activité.", 401);
  }
  const entries = await listActivity(current.user.id);
  return privateCsv(
    toCsv(["Date", "Événement", "Détails"], activityCsvRows(entries)),
    `activite-${isoDay(new Date())}.csv`,
  );
}
