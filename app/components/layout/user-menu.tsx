import { lazy, Suspense } from "react";
import { Form } from "react-router";
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

// The menu (Radix dropdown and its positioning) is loaded only for signed-in
// people: anonymous visitors, most of them, never download it.
const AccountMenu = lazy(() => import("./account-menu.tsx"));

export function UserMenu({ user }: { user: HeaderUser }) {
  return (
    <Suspense fallback={<Avatar name={user.name} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

/** The sign-out form lives outside the menu so it survives the menu closing. */
export function LogoutForm() {
  return <Form id={LOGOUT_FORM_ID} method="post" action="/logout" hidden />;
}
