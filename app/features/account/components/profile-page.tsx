import type { SubmissionResult } from "@conform-to/react";
import { CalendarDays, History, Settings, UserRound } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { initials } from "#app/lib/initials.ts";
import { ActivityList, type ActivityItem } from "./activity-list.tsx";
import { PageTabList, PageTabPanel, type PageTab } from "./page-tabs.tsx";
import { ProfileInfo } from "./profile-info.tsx";

export type ProfileTab = "informations" | "activite";

const TABS: (PageTab & { value: ProfileTab })[] = [
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
  /** The action's answer to the name form (Conform's result), when it was refused. */
  lastResult?: SubmissionResult<string[]>;
};

/**
 * /profile (docs/product.md §2): who is signed in, then the tabs Informations and Activité.
 * The tabs are links (?onglet=…) the server renders, so they work without
 * JavaScript; once it runs, Radix Tabs switch them in place, arrows included.
 */
export function ProfilePage({
  user,
  memberSince,
  activity,
  initialTab,
  initialEditing,
  lastResult,
}: ProfilePageProps) {
  const [tab, setTab] = useState<ProfileTab>(lastResult ? "informations" : initialTab);

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
          <PageTabList label="Sections du profil" tabs={TABS} onLinkClick={takeOverClick} replace />
          <PageTabPanel value="informations">
            <ProfileInfo
              name={user.name}
              email={user.email}
              initialEditing={initialEditing}
              lastResult={lastResult}
            />
          </PageTabPanel>
          <PageTabPanel value="activite">
            <ActivityList entries={activity} />
          </PageTabPanel>
        </Tabs.Root>
      </Container>
    </section>
  );
}
