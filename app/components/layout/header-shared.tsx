import { Form, NavLink } from "react-router";
import { NAV_LINKS } from "./nav-links.ts";

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

/** The site's pages, the current one marked: the header's row and the mobile menu's list. */
export function NavList({
  className,
  linkClass,
  prefetch,
}: {
  className: string;
  linkClass: (active: boolean) => string;
  prefetch?: "intent";
}) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === "/"}
            prefetch={prefetch}
            className={({ isActive }) => linkClass(isActive)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
