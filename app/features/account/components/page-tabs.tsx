import type { LucideIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

export type PageTab = { value: string; label: string; href: string; icon: LucideIcon };

/**
 * The tab bar of /profile and /settings: each tab is a link (?onglet=…) the
 * server renders, so it works without JavaScript; once it runs, Radix Tabs
 * switch in place and `onLinkClick` keeps the link from navigating.
 */
export function PageTabList({
  label,
  tabs,
  onLinkClick,
  replace,
  linkClassName,
  iconClassName,
}: {
  label: string;
  tabs: PageTab[];
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  replace?: boolean;
  linkClassName?: string;
  iconClassName?: string;
}) {
  const hydrated = useHydrated();
  return (
    <Tabs.List
      aria-label={label}
      className="flex w-full rounded-lg border bg-card p-1 shadow-sm sm:inline-flex sm:w-auto"
    >
      {tabs.map(({ value, label: tabLabel, href, icon: Icon }) => (
        <Tabs.Trigger
          key={value}
          value={value}
          asChild
          type={undefined}
          // Without JavaScript there is no arrow-key roving: every link stays in the Tab order.
          {...(hydrated ? {} : { tabIndex: 0 })}
        >
          <Link
            to={href}
            replace={replace}
            preventScrollReset
            onClick={onLinkClick}
            className={cn(
              "inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-md text-sm font-semibold text-muted-foreground transition-colors data-[state=inactive]:hover:bg-muted data-[state=inactive]:hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground sm:flex-none [&_svg]:size-4",
              linkClassName ?? "px-5",
            )}
          >
            <Icon className={iconClassName} aria-hidden="true" /> {tabLabel}
          </Link>
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

/** The panel of one tab, focusable by Radix, with a visible focus ring. */
export function PageTabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content
      value={value}
      className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      {children}
    </Tabs.Content>
  );
}
