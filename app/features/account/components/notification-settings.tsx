import { Form, useFetcher } from "react-router";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TitledCard } from "#app/components/ui/card.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { NotificationKey, NotificationPreferences } from "#app/features/account/schemas.ts";
import { NotificationPreferencesSchema } from "#app/features/account/settings-schemas.ts";
import { PreferenceSwitch } from "./preference-switch.tsx";
import {
  SETTINGS_ACTION,
  SETTINGS_FORMS,
  useResultToast,
  type SettingsResult,
} from "./settings-result.ts";

const ITEMS: { key: NotificationKey; label: string; description: string }[] = [
  {
    key: "email",
    label: "Notifications par e-mail",
    description: "Les réponses à vos demandes et le suivi de vos projets avec nous.",
  },
  {
    key: "marketing",
    label: "Offres et actualités",
    description: "Nos nouvelles offres, nos événements et nos articles, au plus une fois par mois.",
  },
  {
    key: "activityUpdates",
    label: "Activité du compte",
    description: "Un message quand votre profil ou vos préférences changent.",
  },
  {
    key: "securityAlerts",
    label: "Alertes de sécurité",
    description:
      "Une nouvelle connexion ou un changement de mot de passe, pour réagir sans attendre.",
  },
];

/**
 * The four preferences of docs/product.md §3. With JavaScript each switch saves on its
 * own; without, the switches form one form with its « Enregistrer » button.
 */
export function NotificationSettings({ preferences }: { preferences: NotificationPreferences }) {
  const hydrated = useHydrated();
  // The form (its schema and ids) serves the no-JS « Enregistrer »; with JavaScript each switch posts alone.
  const { fields, formProps } = useSchemaForm(NotificationPreferencesSchema, {
    id: SETTINGS_FORMS.notifications,
  });
  return (
    <TitledCard
      title="Notifications"
      description="Choisissez les messages que vous souhaitez recevoir de notre part."
      contentClassName="pb-2"
    >
      <Form
        method="post"
        action={SETTINGS_ACTION.notifications}
        className="divide-y"
        {...formProps}
      >
        <input type="hidden" name="intent" value="preferences" />
        {ITEMS.map((item) => (
          <NotificationSwitch
            key={item.key}
            id={fields[item.key].id}
            name={item.key}
            label={item.label}
            description={item.description}
            saved={preferences[item.key]}
          />
        ))}
        {hydrated ? null : (
          <div className="py-4">
            <Button type="submit">Enregistrer</Button>
          </div>
        )}
      </Form>
    </TitledCard>
  );
}

function NotificationSwitch({
  id,
  name,
  label,
  description,
  saved,
}: {
  id: string;
  name: NotificationKey;
  label: string;
  description: string;
  saved: boolean;
}) {
  const fetcher = useFetcher<SettingsResult>();
  useResultToast(fetcher.data);
  // The new value shows at once; a refusal puts the stored one back.
  const pending = fetcher.formData?.get("value");
  const checked = typeof pending === "string" ? pending === "true" : saved;
  return (
    <PreferenceSwitch
      id={id}
      name={name}
      label={label}
      description={description}
      checked={checked}
      onChange={(e) => {
        void fetcher.submit(
          { intent: "preference", key: name, value: String(e.currentTarget.checked), js: "1" },
          { method: "post", action: SETTINGS_ACTION.notifications },
        );
      }}
    />
  );
}
