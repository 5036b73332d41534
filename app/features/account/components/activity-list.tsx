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
import { TitledCard } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
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
    <TitledCard
      id="activite-titre"
      title="Activité récente"
      description={`Votre activité est conservée ${ACTIVITY_RETENTION_DAYS} jours.`}
      action={
        <Button asChild variant="outline" className="self-start">
          <a href={ACTIVITY_CSV_HREF} download>
            <Download aria-hidden="true" /> Télécharger mes activités (CSV)
          </a>
        </Button>
      }
      flush
    >
      {entries.length === 0 ? (
        <EmptyState
          className="mx-6 mb-6"
          icon={<History aria-hidden="true" />}
          title="Aucune activité récente"
        >
          {`Vos connexions, changements de mot de passe et modifications du profil des ${ACTIVITY_RETENTION_DAYS} derniers jours apparaîtront ici.`}
        </EmptyState>
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
    </TitledCard>
  );
}
