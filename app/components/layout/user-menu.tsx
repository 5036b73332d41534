import { FileText, LogOut, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { initials } from "#app/lib/initials.ts";

export type HeaderUser = { name: string; identifier: string; isStaff: boolean };

export function Avatar({ name, className = "" }: { name: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground ${className}`}
    >
      {initials(name)}
    </span>
  );
}

export function AvatarPlaceholder() {
  return (
    <span
      className="inline-block size-9 animate-pulse rounded-full bg-muted"
      role="status"
      aria-label="Chargement du compte"
      data-testid="avatar-placeholder"
    />
  );
}

export const LOGOUT_FORM_ID = "logout-form";

export function UserMenu({ user }: { user: HeaderUser }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Menu du compte de ${user.name}`}
        data-testid="user-menu-trigger"
      >
        <Avatar name={user.name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold">{user.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.identifier}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound /> Profil
          </Link>
        </DropdownMenuItem>
        {user.isStaff ? (
          <DropdownMenuItem asChild>
            <Link to="/invoice-quote">
              <FileText /> Devis &amp; Factures
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <button type="submit" form={LOGOUT_FORM_ID} className="w-full">
            <LogOut /> Se déconnecter
          </button>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The sign-out form lives outside the menu so it survives the menu closing. */
export function LogoutForm() {
  return <Form id={LOGOUT_FORM_ID} method="post" action="/logout" hidden />;
}
