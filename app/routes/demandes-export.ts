import { requirePermission } from "#app/features/auth/session.server.ts";
import { isoDay } from "#app/features/leads/format.ts";
import { requestsCsv, subscribersCsv } from "#app/features/leads/inbox.server.ts";
import { privateCsv, privateText } from "#app/lib/private-response.ts";
import type { Route } from "./+types/demandes-export";

const EXPORTS = {
  "demandes.csv": { stem: "demandes", build: requestsCsv },
  "abonnes.csv": { stem: "abonnes", build: subscribersCsv },
} as const;

// The CSV exports of /demandes, named after the day: 'demandes-2026-11-22.csv'.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "leads");
  const file = Object.hasOwn(EXPORTS, params.fichier)
    ? EXPORTS[params.fichier as keyof typeof EXPORTS]
    : undefined;
  if (!file) {
    return privateText("Export introuvable.", 404);
  }
  return privateCsv(await file.build(), `${file.stem}-${isoDay(new Date())}.csv`);
}
