import {
  BookOpen,
  BookUser,
  Briefcase,
  Building2,
  ChartColumn,
  Columns3,
  Clock,
  ExternalLink,
  FileText,
  FolderOpen,
  HandCoins,
  House,
  Inbox,
  type LucideIcon,
  Menu,
  PenLine,
  Receipt,
  Repeat,
  Timer,
  Users,
  Wallet,
  X,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useLocation } from "react-router";
import { AccountMenu } from "#app/components/layout/account-menu.tsx";
import { type HeaderUser, LogoutForm } from "#app/components/layout/header-shared.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { ThemeToggle } from "#app/components/layout/theme-toggle.tsx";
import { useDetailsMenu } from "#app/components/ui/use-details-menu.ts";
import { cn } from "#app/lib/utils.ts";
import { activeLink, type StaffIcon, type StaffNavGroup } from "#app/features/staff/navigation.ts";
import { NotificationBell } from "#app/features/notifications/components/notification-bell.tsx";
import { StudioSearch, StudioSearchLink } from "#app/features/search/components/studio-search.tsx";

const ICONS: Record<StaffIcon, LucideIcon> = {
  home: House,
  register: FolderOpen,
  quote: FileText,
  invoice: Receipt,
  clients: BookUser,
  catalogue: BookOpen,
  subscriptions: Repeat,
  "to-cash": Wallet,
  late: Clock,
  dashboard: ChartColumn,
  leads: Inbox,
  pipeline: Columns3,
  projects: Briefcase,
  time: Timer,
  expenses: HandCoins,
  publishing: PenLine,
  team: Users,
  settings: Building2,
};

export type StaffMember = { name: string; roleLabel: string };

/** The sections of the member's role, grouped; the page's own link marked as current. */
function StaffNav({
  nav,
  label,
  onPick,
}: {
  nav: StaffNavGroup[];
  label: string;
  onPick?: () => void;
}) {
  const { pathname, search } = useLocation();
  const id = useId();
  const current = activeLink(
    nav.flatMap((g) => g.links),
    pathname,
    search,
  );
  return (
    <nav aria-label={label} className="space-y-5">
      {nav.map((group, i) => (
        <div key={group.label}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {group.label}
          </p>
          <ul className="mt-1.5 space-y-0.5">
            {group.links.map(({ to, label: text, icon, count }, j) => {
              const Icon = ICONS[icon];
              const here = to === current;
              return (
                <li key={to} className="relative">
                  <Link
                    to={to}
                    prefetch="intent"
                    onClick={onPick}
                    aria-current={here ? "page" : undefined}
                    aria-describedby={count ? `${id}-${i}-${j}` : undefined}
                    className={cn(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted",
                      count && "pr-14",
                      here
                        ? "bg-primary/10 font-semibold text-primary dark:bg-primary/15"
                        : "font-medium text-foreground/85",
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {text}
                  </Link>
                  {count ? (
                    // Beside the link, not in it: its description (« 3 à traiter », read
                    // through aria-describedby, hidden from the list), while its name
                    // stays « Demandes ».
                    <span
                      id={`${id}-${i}-${j}`}
                      aria-hidden="true"
                      className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-primary px-1.5 py-px text-xs font-semibold text-primary-foreground tabular-nums"
                    >
                      {count}
                      <span className="sr-only">{`\u00a0à traiter`}</span>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Who is signed in and « Voir le site »: under the navigation. */
function MemberLine({ member }: { member: StaffMember }) {
  return (
    <div className="space-y-3 border-t pt-4">
      <p className="px-3 text-sm">
        <span className="block truncate font-semibold">{member.name}</span>
        <span className="block text-muted-foreground">{member.roleLabel}</span>
      </p>
      <Link
        to="/"
        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground/85 transition-colors hover:bg-muted"
      >
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        Voir le site
      </Link>
    </div>
  );
}

/** Under 768 px: the navigation in a `<details>`, so it opens without JavaScript. */
function PhoneMenu({ nav, member }: { nav: StaffNavGroup[]; member: StaffMember }) {
  const ref = useDetailsMenu();
  const close = () => ref.current?.removeAttribute("open");
  return (
    <details ref={ref} className="group md:hidden" data-menu="">
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md transition-colors hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label="Menu du studio"
      >
        <Menu className="size-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open:block" aria-hidden="true" />
      </summary>
      <div className="fixed inset-x-0 bottom-0 top-14 z-40 overflow-y-auto border-t bg-background px-4 pb-10 pt-4">
        <StaffNav nav={nav} label="Navigation du studio (mobile)" onPick={close} />
        <div className="mt-6">
          <MemberLine member={member} />
        </div>
      </div>
    </details>
  );
}

/**
 * Every staff page is drawn in this shell instead of the public site's header and
 * footer: the sections the member's role opens, the member, « Voir le site », the
 * theme and the account menu (with « Se déconnecter »).
 */
export function StaffShell({
  member,
  nav,
  bell,
  user,
  brand,
  children,
}: {
  member: StaffMember;
  nav: StaffNavGroup[];
  /** The notifications' bell; null for a role told of nothing. */
  bell?: { unread: number; seq: number } | null;
  /** The account menu's person (the root's data). */
  user: HeaderUser | null;
  brand?: { name: string; logoUrl: string | null } | null;
  children: ReactNode;
}) {
  const logo = <Logo name={brand?.name} logoUrl={brand?.logoUrl} />;
  return (
    <div className="flex min-h-dvh">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r bg-muted/30 px-3 py-5 md:flex">
        <div className="px-3">{logo}</div>
        <div className="flex-1">
          <StaffNav nav={nav} label="Navigation du studio" />
        </div>
        <MemberLine member={member} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-3 border-b bg-background px-4 md:px-6">
          <div className="flex items-center gap-2 md:hidden">
            <PhoneMenu nav={nav} member={member} />
            {logo}
          </div>
          <StudioSearch />
          <div className="flex items-center gap-1.5">
            <StudioSearchLink />
            {bell ? <NotificationBell unread={bell.unread} seq={bell.seq} /> : null}
            <ThemeToggle />
            <AccountMenu user={user} />
          </div>
          <LogoutForm />
        </header>
        <main id="contenu" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
