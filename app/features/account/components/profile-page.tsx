import { CalendarDays, History, Settings, UserRound, type LucideIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { initials } from "#app/lib/initials.ts";
import { ActivityList, type ActivityItem } from "./activity-list.tsx";
import { ProfileInfo, type ProfileActionData } from "./profile-info.tsx";

export type ProfileTab = "informations" | "activite";

const TABS: { value: ProfileTab; label: string; href: string; icon: LucideIcon }[] = [
  { value: "informations", label: "Informations", href: "?onglet=informations", icon: UserRound },
  { value: "activite", label: "Activité", href: "?onglet=activite", icon: History },
];

export type ProfilePageProps = {
  user: { name: string; email: string };
  /** ISO date of the account's creation, null if unknown. */
  memberSince: string | null;
  activity: ActivityItem[];
  initialTab: ProfileTab;
  initialEditing: boolean;
  actionData?: ProfileActionData;
};

/**
 * /profile (SPEC.md §2): who is signed in, then the tabs Informations and Activité.
 * The tabs are links (?onglet=…) the server renders, so they work without
 * JavaScript; once it runs, Radix Tabs switch them in place, arrows included.
 */
export function ProfilePage({
  user,
  memberSince,
  activity,
  initialTab,
  initialEditing,
  actionData,
}: ProfilePageProps) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState<ProfileTab>(actionData ? "informations" : initialTab);

  function takeOverClick(event: MouseEvent) {
    // Radix has already switched the tab (mouse down, Enter); a modified click still opens a tab.
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
    }
  }

  return (
    <section className="flex-1 bg-muted/40 py-10 md:py-14">
      <Container size="md">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-4 sm:gap-5">
            <span
              aria-hidden="true"
              className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground shadow-sm sm:size-20 sm:text-2xl"
            >
              {initials(user.name)}
            </span>
            <div className="grid min-w-0 gap-1">
              <p className="text-sm font-semibold uppercase tracking-wider text-primary">
                Mon profil
              </p>
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
                {user.name}
              </h1>
              <p className="break-all text-muted-foreground">{user.email}</p>
              {memberSince ? (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                  <span>
                    Membre depuis{" "}
                    <time dateTime={memberSince}>{formatFrenchDate(new Date(memberSince))}</time>
                  </span>
                </p>
              ) : null}
            </div>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-center">
            <Link to="/settings">
              <Settings aria-hidden="true" /> Paramètres
            </Link>
          </Button>
        </div>

        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as ProfileTab)}
          className="mt-8"
        >
          <Tabs.List
            aria-label="Sections du profil"
            className="flex w-full rounded-lg border bg-card p-1 shadow-sm sm:inline-flex sm:w-auto"
          >
            {TABS.map(({ value, label, href, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                asChild
                type={undefined}
                // Without JavaScript there is no arrow-key roving: both links stay in the Tab order.
                {...(hydrated ? {} : { tabIndex: 0 })}
              >
                <Link
                  to={href}
                  replace
                  preventScrollReset
                  onClick={takeOverClick}
                  className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold text-muted-foreground transition-colors data-[state=inactive]:hover:bg-muted data-[state=inactive]:hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground sm:flex-none [&_svg]:size-4"
                >
                  <Icon aria-hidden="true" /> {label}
                </Link>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content
            value="informations"
            className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <ProfileInfo
              name={user.name}
              email={user.email}
              initialEditing={initialEditing}
              actionData={actionData}
            />
          </Tabs.Content>
          <Tabs.Content
            value="activite"
            className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <ActivityList entries={activity} />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </section>
  );
}
