import { Menu } from "#app/components/ui/icons/menu.tsx";
import { X } from "#app/components/ui/icons/x.tsx";
import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { useDetailsMenu } from "#app/components/ui/use-details-menu.ts";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { cn } from "#app/lib/utils.ts";
import {
  AccountMenu,
  Avatar,
  AvatarPlaceholder,
  LogoutButton,
  LogoutForm,
  MenuLink,
  SIGNED_OUT_LINKS,
  signedInLinks,
  type HeaderUser,
} from "./account-menu.tsx";
import { Container } from "./container.tsx";
import { Logo } from "./logo.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

export const HEADER_SCROLL_THRESHOLD = 10;
const ACTIVE_LINK = "bg-primary/10 font-semibold text-primary dark:bg-primary/15";

/** Null until JavaScript runs: the server's header stays opaque, whatever the scroll. */
function useScrolledPast(threshold: number): boolean | null {
  const [scrolled, setScrolled] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Header({ user, authPending }: { user: HeaderUser | null; authPending: boolean }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  return (
    <header
      data-scrolled={scrolled === null ? undefined : scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b bg-background transition-[background-color,box-shadow,border-color] duration-300",
        // An open mobile menu keeps its header solid.
        "has-[#menu-mobile[open]]:border-border has-[#menu-mobile[open]]:bg-background",
        // Transparent at the top only once JavaScript knows where the page is;
        // past 10 px, translucent on wide screens and solid on phones.
        scrolled === false && "border-transparent bg-transparent",
        scrolled && "shadow-md md:bg-header md:backdrop-blur-md",
      )}
    >
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <Container className="flex h-16 items-center justify-between gap-4 md:h-20">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`Accueil — ${COMPANY_NAME}`}>
          {/* On tablets the seven links need the room: the name on two short lines (app.css). */}
          <Logo nameClassName="header-name" />
        </Link>
        <nav aria-label="Navigation principale" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "header-link whitespace-nowrap rounded-md py-2 text-sm font-medium transition-colors hover:bg-muted",
                      isActive ? ACTIVE_LINK : "text-foreground/80 high-contrast:text-foreground",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <div className="hidden md:block">
            {authPending ? <AvatarPlaceholder /> : <AccountMenu user={user} />}
          </div>
          <MobileMenu user={user} authPending={authPending} />
        </div>
      </Container>
      <LogoutForm />
    </header>
  );
}

/**
 * Under 768 px: a `<details>` whose panel fills the screen below the header, so
 * it opens without JavaScript and the same button (now a cross) closes it.
 */
function MobileMenu({ user, authPending }: { user: HeaderUser | null; authPending: boolean }) {
  const ref = useDetailsMenu();
  const item = "block rounded-lg px-4 py-3 text-lg font-medium transition-colors hover:bg-muted";
  return (
    <details ref={ref} id="menu-mobile" className="group md:hidden">
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md transition-colors hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
        data-testid="mobile-menu-button"
      >
        <Menu className="size-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open:block" aria-hidden="true" />
      </summary>
      <div className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto border-t bg-background">
        <nav aria-label="Navigation mobile" className="px-4 pb-10 pt-4">
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) => cn(item, isActive && ACTIVE_LINK)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t pt-6">
            {authPending ? (
              <AvatarPlaceholder />
            ) : user ? (
              <div>
                <div className="flex items-center gap-3 px-3 pb-3">
                  <Avatar name={user.name} />
                  <div className="min-w-0">
                    <p className="font-semibold">{user.name}</p>
                    <p className="truncate text-sm text-muted-foreground">{user.identifier}</p>
                  </div>
                </div>
                <ul>
                  {signedInLinks(user).map((l) => (
                    <li key={l.to}>
                      <MenuLink {...l} />
                    </li>
                  ))}
                  <li>
                    <LogoutButton />
                  </li>
                </ul>
              </div>
            ) : (
              <div className="grid gap-6 sm:grid-cols-2">
                {SIGNED_OUT_LINKS.map((section) => (
                  <div key={section.title}>
                    <p className="px-3 font-semibold">{section.title}</p>
                    <p className="px-3 pb-2 text-sm text-muted-foreground">{section.hint}</p>
                    <ul>
                      {section.links.map((l) => (
                        <li key={l.to}>
                          <MenuLink {...l} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </div>
        </nav>
      </div>
    </details>
  );
}
