import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { ChangePassword } from "./change-password-dialog.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { SessionsList, type SettingsSession } from "./sessions-list.tsx";
import type { SettingsResult } from "./settings-result.ts";

/** Sécurité: password, open sessions, then the danger zone (each form reads the answer meant for it). */
export function SecuritySettings({
  email,
  isStaff,
  sessions,
  inlinePassword,
  actionData,
}: {
  email: string;
  isStaff: boolean;
  sessions: SettingsSession[] | null;
  inlinePassword: boolean;
  actionData?: SettingsResult;
}) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Mot de passe</CardTitle>
          <CardDescription>
            Un mot de passe d&apos;au moins 8{"\u00a0"}caractères, que vous n&apos;utilisez sur
            aucun autre site.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePassword inline={inlinePassword} actionData={actionData} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Sessions actives</CardTitle>
          <CardDescription>
            Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas,
            puis changez votre mot de passe.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SessionsList sessions={sessions} />
        </CardContent>
      </Card>

      <Card className="border-destructive/50">
        <CardHeader>
          <CardTitle className="text-destructive">Zone de danger</CardTitle>
          <CardDescription>
            Supprimer mon compte et les données qui s&apos;y rattachent.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccount email={email} isStaff={isStaff} actionData={actionData} />
        </CardContent>
      </Card>
    </div>
  );
}
