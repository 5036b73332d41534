import { Form } from "react-router";

// What the header draws itself and its menus (account-menu.tsx, mobile-menu.tsx,
// hydrated later) share: kept apart so the menus' code is not in the first load.

export type HeaderUser = {
  name: string;
  identifier: string;
  isStaff: boolean;
  /** A member's staff pages, as their role opens them (app/features/auth/doors.ts). */
  doors: { to: string; label: string }[];
};

export const LOGOUT_FORM_ID = "logout-form";

/** The page's own link in the header's menus. */
export const ACTIVE_LINK = "bg-primary/10 font-semibold text-primary dark:bg-primary/15";

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

/** The sign-out form lives outside the menus so it survives them closing. */
export function LogoutForm() {
  return <Form id={LOGOUT_FORM_ID} method="post" action="/logout" hidden />;
}
