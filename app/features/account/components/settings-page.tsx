import { Bell, Palette, ShieldCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState, type MouseEvent } from "react";
import { useSearchParams } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import type { NotificationPreferences } from "#app/features/account/schemas.ts";
import { AppearanceSettings } from "./appearance-settings.tsx";
import { NotificationSettings } from "./notification-settings.tsx";
import { PageTabList, PageTabPanel, type PageTab } from "./page-tabs.tsx";
import { SecuritySettings } from "./security-settings.tsx";
import type { SettingsSession } from "./sessions-list.tsx";
import { SETTINGS_FORMS, type SettingsResult } from "./settings-result.ts";

export const SETTINGS_TABS = ["general", "notifications", "securite"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function settingsTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((t) => t === value) ?? "general";
}

function tabUrl(tab: SettingsTab) {
  return tab === "general" ? "/settings" : `/settings?onglet=${tab}`;
}

const TABS: (PageTab & { value: SettingsTab })[] = [
  { value: "general", label: "Général", href: tabUrl("general"), icon: Palette },
  {
    value: "notifications",
    label: "Notifications",
    href: tabUrl("notifications"),
    icon: Bell,
  },
  { value: "securite", label: "Sécurité", href: tabUrl("securite"), icon: ShieldCheck },
];

export type SettingsPageProps = {
  user: { name: string; email: string; isStaff: boolean };
  preferences: NotificationPreferences;
  sessions: SettingsSession[] | null;
  actionData?: SettingsResult;
};

/**
 * /settings: Général, Notifications, Sécurité. Each tab is a link to
 * `?onglet=…`, so the page works without JavaScript; with it, Radix Tabs
 * switch in place (arrow keys included) and keep the address in step.
 */
export function SettingsPage({ user, preferences, sessions, actionData }: SettingsPageProps) {
  const [params] = useSearchParams();
  const urlTab = settingsTab(params.get("onglet"));
  const [tab, setTab] = useState<SettingsTab>(urlTab);
  // A link to another tab (a redirect after a form, the address bar) wins.
  useEffect(() => setTab(urlTab), [urlTab]);
  // Without JavaScript the password fields live in the page (?motdepasse=1), and stay there with their errors.
  const inlinePassword =
    (urlTab === "securite" && params.get("motdepasse") === "1") ||
    actionData?.form === SETTINGS_FORMS.changePassword;

  // Radix has already switched the tab (mouse down, Enter); a modified click still opens a tab.
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
      event.preventDefault();
  };

  return (
    <section className="flex-1 bg-muted/40 py-10 md:py-14">
      <Container size="md">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Mon compte</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Paramètres</h1>
        <p className="mt-3 text-muted-foreground">
          Apparence du site, notifications et sécurité du compte de{" "}
          <span className="font-medium text-foreground">{user.name}</span>.
        </p>

        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(settingsTab(value))}
          className="mt-8"
        >
          <PageTabList
            label="Rubriques des paramètres"
            tabs={TABS}
            onLinkClick={onLinkClick}
            // Narrow screens: three labels fit only without icons and with less padding.
            linkClassName="px-3 sm:px-5"
            iconClassName="hidden sm:block"
          />

          <PageTabPanel value="general">
            <AppearanceSettings />
          </PageTabPanel>
          <PageTabPanel value="notifications">
            <NotificationSettings preferences={preferences} />
          </PageTabPanel>
          <PageTabPanel value="securite">
            <SecuritySettings
              email={user.email}
              isStaff={user.isStaff}
              sessions={sessions}
              inlinePassword={inlinePassword}
              actionData={actionData}
            />
          </PageTabPanel>
        </Tabs.Root>
      </Container>
    </section>
  );
}
