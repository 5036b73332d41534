import { BriefcaseBusiness } from "#app/components/ui/icons/briefcase-business.tsx";
import { FileText } from "#app/components/ui/icons/file-text.tsx";
import { LogIn } from "#app/components/ui/icons/log-in.tsx";
import { LockKeyhole } from "#app/components/ui/icons/lock-keyhole.tsx";
import { LogOut } from "#app/components/ui/icons/log-out.tsx";
import { PenLine } from "#app/components/ui/icons/pen-line.tsx";
import { Settings } from "#app/components/ui/icons/settings.tsx";
import { UserRound } from "#app/components/ui/icons/user-round.tsx";
import { UserRoundPlus } from "#app/components/ui/icons/user-round-plus.tsx";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "react-router";
import { LOGOUT_FORM_ID, type HeaderUser } from "./header-shared.tsx";
import { useDetailsMenu } from "#app/components/ui/use-details-menu.ts";
import { initials } from "#app/lib/initials.ts";
import { cn } from "#app/lib/utils.ts";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** The doors of the site for someone not signed in: visitor account, then the staff's space. */
export const SIGNED_OUT_LINKS: {
  title: string;
  hint: string;
  links: { to: string; label: string; Icon: Icon }[];
}[] = [
  {
    title: "Mon compte",
    hint: "Suivez vos demandes et gérez vos préférences.",
    links: [
      { to: "/login", label: "Se connecter", Icon: LogIn },
      { to: "/register", label: "Créer un compte", Icon: UserRoundPlus },
    ],
  },
  {
    title: "Espace personnel",
    hint: "Réservé à l'équipe\u00a0: devis, factures et demandes.",
    links: [{ to: "/simple-login", label: "Connexion du personnel", Icon: BriefcaseBusiness }],
  },
];

const DOOR_ICONS: Record<string, Icon> = {
  "/invoice-quote": FileText,
  "/redaction": PenLine,
  "/securite": LockKeyhole,
};

/** The signed-in person's links; staff also reach the pages their role opens. */
export function signedInLinks(user: HeaderUser) {
  return [
    { to: "/profile", label: "Profil", Icon: UserRound },
    { to: "/settings", label: "Paramètres", Icon: Settings },
    ...user.doors.map((d) => ({ ...d, Icon: DOOR_ICONS[d.to] ?? FileText })),
    // A visitor's quotes and invoices, by its verified email (ADR 027).
    ...(user.isStaff ? [] : [{ to: "/mes-documents", label: "Mes documents", Icon: FileText }]),
  ];
}

export function Avatar({ name, className }: { name: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

const itemClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-offset-0 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

export function MenuLink({ to, label, Icon }: { to: string; label: string; Icon: Icon }) {
  return (
    <Link to={to} className={itemClass}>
      <Icon aria-hidden="true" /> {label}
    </Link>
  );
}

/** A list of menu links; `children`: more items after them (« Se déconnecter »). */
export function MenuLinks({
  links,
  className,
  children,
}: {
  links: { to: string; label: string; Icon: Icon }[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <MenuLink {...l} />
        </li>
      ))}
      {children}
    </ul>
  );
}

export function LogoutButton({ className }: { className?: string }) {
  return (
    <button type="submit" form={LOGOUT_FORM_ID} className={cn(itemClass, className)}>
      <LogOut aria-hidden="true" /> Se déconnecter
    </button>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="account-panel"
      className="absolute right-0 top-full z-50 mt-2 w-72 rounded-xl border bg-popover p-2 text-popover-foreground shadow-lg"
    >
      {children}
    </div>
  );
}

/**
 * The header's account button (wide screens): a native disclosure, so it opens
 * without JavaScript and adds almost nothing to the page's scripts.
 */
export function AccountMenu({ user }: { user: HeaderUser | null }) {
  const ref = useDetailsMenu();
  return (
    <details ref={ref} className="group relative" data-testid="account-menu" data-menu="">
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center justify-center rounded-full transition-colors [&::-webkit-details-marker]:hidden",
          user ? "size-10" : "size-10 hover:bg-muted group-open:bg-muted",
        )}
        aria-label={user ? `Menu du compte de ${user.name}` : "Compte et connexion"}
        title={user ? undefined : "Compte et connexion"}
      >
        {user ? <Avatar name={user.name} /> : <UserRound className="size-5" aria-hidden="true" />}
      </summary>
      {user ? (
        <Panel>
          <div className="px-3 pb-2 pt-1.5">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.identifier}</p>
          </div>
          <MenuLinks links={signedInLinks(user)} className="border-t pt-1" />
          <div className="mt-1 border-t pt-1">
            <LogoutButton />
          </div>
        </Panel>
      ) : (
        <Panel>
          {SIGNED_OUT_LINKS.map((section, i) => (
            <div key={section.title} className={cn(i > 0 && "mt-1 border-t pt-1")}>
              <p className="px-3 pt-2 text-sm font-semibold">{section.title}</p>
              <p className="px-3 pb-1 text-xs text-muted-foreground">{section.hint}</p>
              <MenuLinks links={section.links} />
            </div>
          ))}
        </Panel>
      )}
    </details>
  );
}
