import { TitledCard } from "#app/components/ui/card.tsx";
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
      <TitledCard
        title="Mot de passe"
        description={
          "Un mot de passe d'au moins 8\u00a0caractères, que vous n'utilisez sur aucun autre site."
        }
      >
        <ChangePassword inline={inlinePassword} actionData={actionData} />
      </TitledCard>

      <TitledCard
        title="Sessions actives"
        description="Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas, puis changez votre mot de passe."
      >
        <SessionsList sessions={sessions} />
      </TitledCard>

      <TitledCard
        danger
        title="Zone de danger"
        description="Supprimer mon compte et les données qui s'y rattachent."
      >
        <DeleteAccount email={email} isStaff={isStaff} actionData={actionData} />
      </TitledCard>
    </div>
  );
}
