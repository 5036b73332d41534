import { Bell, Palette, ShieldCheck, type LucideIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState, type MouseEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { NotificationPreferences } from "#app/features/account/schemas.ts";
import { AppearanceSettings } from "./appearance-settings.tsx";
import { NotificationSettings } from "./notification-settings.tsx";
import { SecuritySettings } from "./security-settings.tsx";
import type { SettingsSession } from "./sessions-list.tsx";
import type { SettingsResult } from "./settings-result.ts";

export const SETTINGS_TABS = ["general", "notifications", "securite"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TABS: { value: SettingsTab; label: string; icon: LucideIcon }[] = [
  { value: "general", label: "Général", icon: Palette },
  { value: "notifications", label: "Notifications", icon: Bell },
  { value: "securite", label: "Sécurité", icon: ShieldCheck },
];

export function settingsTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((t) => t === value) ?? "general";
}

function tabUrl(tab: SettingsTab) {
  return tab === "general" ? "/settings" : `/settings?onglet=${tab}`;
}

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
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const urlTab = settingsTab(params.get("onglet"));
  const [tab, setTab] = useState<SettingsTab>(urlTab);
  // A link to another tab (a redirect after a form, the address bar) wins.
  useEffect(() => setTab(urlTab), [urlTab]);
  // Without JavaScript the password fields live in the page (?motdepasse=1), and stay there with their errors.
  const inlinePassword =
    (urlTab === "securite" && params.get("motdepasse") === "1") ||
    actionData?.intent === "change-password";

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
          <Tabs.List
            aria-label="Rubriques des paramètres"
            className="flex w-full rounded-lg border bg-card p-1 shadow-sm sm:inline-flex sm:w-auto"
          >
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                asChild
                type={undefined}
                // Without JavaScript there is no arrow-key roving: every link stays in the Tab order.
                {...(hydrated ? {} : { tabIndex: 0 })}
              >
                <Link
                  to={tabUrl(value)}
                  preventScrollReset
                  onClick={onLinkClick}
                  className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors data-[state=inactive]:hover:bg-muted data-[state=inactive]:hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground sm:flex-none sm:px-5 [&_svg]:size-4"
                >
                  <Icon className="hidden sm:block" aria-hidden="true" /> {label}
                </Link>
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content
            value="general"
            className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <AppearanceSettings />
          </Tabs.Content>
          <Tabs.Content
            value="notifications"
            className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <NotificationSettings preferences={preferences} />
          </Tabs.Content>
          <Tabs.Content
            value="securite"
            className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <SecuritySettings
              email={user.email}
              isStaff={user.isStaff}
              sessions={sessions}
              inlinePassword={inlinePassword}
              actionData={actionData}
            />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </section>
  );
}
