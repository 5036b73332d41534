import {
  Download,
  History,
  KeyRound,
  LogIn,
  LogOut,
  MailCheck,
  UserPen,
  type LucideIcon,
} from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { ACTIVITY_RETENTION_DAYS, type ActivityKind } from "#app/features/account/activity.ts";

/** One event as the loader sends it (ActivityEntry of account.server.ts). */
export type ActivityItem = {
  id: string;
  kind: ActivityKind;
  label: string;
  at: string;
  details: string;
};

const ICONS: Record<ActivityKind, LucideIcon> = {
  "sign-in": LogIn,
  "password-changed": KeyRound,
  "password-reset": KeyRound,
  "session-revoked": LogOut,
  "sessions-revoked": LogOut,
  "profile-updated": UserPen,
  "email-verified": MailCheck,
};

export const ACTIVITY_CSV_HREF = "/profile/activite.csv";

/** The Activité tab: the account's events of the last 30 days, newest first, and the CSV export. */
export function ActivityList({ entries }: { entries: ActivityItem[] }) {
  return (
    <section
      aria-labelledby="activite-titre"
      className="rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 id="activite-titre" className="text-xl font-semibold leading-tight">
            Activité récente
          </h2>
          <p className="text-sm text-muted-foreground">
            {`Votre activité est conservée ${ACTIVITY_RETENTION_DAYS} jours.`}
          </p>
        </div>
        <Button asChild variant="outline" className="self-start">
          <a href={ACTIVITY_CSV_HREF} download>
            <Download aria-hidden="true" /> Télécharger mes activités (CSV)
          </a>
        </Button>
      </div>

      {entries.length === 0 ? (
        <div className="mx-6 mb-6 flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <History className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold">Aucune activité récente</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {`Vos connexions, changements de mot de passe et modifications du profil des ${ACTIVITY_RETENTION_DAYS} derniers jours apparaîtront ici.`}
          </p>
        </div>
      ) : (
        <ol className="divide-y border-t" aria-label="Événements du compte">
          {entries.map((entry) => {
            const Icon = ICONS[entry.kind] ?? History;
            return (
              <li key={entry.id} className="flex gap-4 px-6 py-4">
                <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-semibold">{entry.label}</p>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={entry.at}>{formatFrenchDateTime(new Date(entry.at))}</time>
                  </p>
                  {entry.details ? (
                    <p className="text-sm break-words text-muted-foreground">{entry.details}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
