import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { cn } from "#app/lib/utils.ts";
import { AccountMenu as AccountMenuNow } from "./account-menu.tsx";
import { Container } from "./container.tsx";
import {
  ACTIVE_LINK,
  AvatarPlaceholder,
  LogoutForm,
  NavList,
  type HeaderUser,
} from "./header-shared.tsx";
import { hydrateLater } from "./hydrate-later.tsx";
import { useIslandPage } from "./island-page.ts";
import { MobileMenu as MobileMenuNow } from "./mobile-menu.tsx";
import { Logo } from "./logo.tsx";
import { HEADER_SCROLL_THRESHOLD } from "./scroll.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

// The account and mobile menus are `<details>` that open without JavaScript: in the
// HTML from the first paint, their code once the page has hydrated (hydrate-later.tsx).
const AccountMenu = hydrateLater(
  () => import("./account-menu.tsx").then((m) => m.AccountMenu),
  import.meta.env.SSR ? AccountMenuNow : undefined,
);
const MobileMenu = hydrateLater(
  () => import("./mobile-menu.tsx").then((m) => m.MobileMenu),
  import.meta.env.SSR ? MobileMenuNow : undefined,
);

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

export function Header({
  user: given,
  authPending,
  brand,
}: {
  user: HeaderUser | null;
  authPending: boolean;
  /** The firm's name and logo from the settings (root loader). */
  brand?: { name: string; logoUrl: string | null } | null;
}) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const island = useIslandPage();
  // The menus get the same object while the person is the same: the root's data is
  // a new object at each revalidation, and a part waiting for its code must not
  // get new props.
  const userKey = JSON.stringify(given);
  const user = useMemo(() => JSON.parse(userKey) as HeaderUser | null, [userKey]);
  return (
    <header
      // Styled by its data-scrolled, which React or the islands (shell.island.ts) set; a
      // page with islands opens at its top, said in its HTML: nothing to write at load.
      data-scrolled={scrolled ?? (island ? false : undefined)}
      data-header=""
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b bg-background transition-[background-color,box-shadow,border-color] duration-300",
        // Opaque without JavaScript. With it, transparent at the top from the first paint
        // (a page opens at its top; nothing to repaint when the script says so), solid
        // while the mobile menu is open; past 10 px, translucent on wide screens and
        // solid on phones.
        "js:not-data-[scrolled=true]:not-has-[#menu-mobile[open]]:border-transparent js:not-data-[scrolled=true]:not-has-[#menu-mobile[open]]:bg-transparent",
        "data-[scrolled=true]:shadow-md md:data-[scrolled=true]:bg-header md:data-[scrolled=true]:backdrop-blur-md",
      )}
    >
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <Container className="flex h-16 items-center justify-between gap-4 md:h-20">
        <Link
          to="/"
          className="shrink-0 rounded-md"
          aria-label={`Accueil — ${brand?.name ?? COMPANY_NAME}`}
        >
          {/* On tablets the seven links need the room: the name on two short lines (app.css). */}
          <Logo nameClassName="header-name" name={brand?.name} logoUrl={brand?.logoUrl} />
        </Link>
        <nav aria-label="Navigation principale" className="hidden md:block">
          <NavList
            className="flex items-center gap-1 lg:gap-2"
            prefetch="intent"
            linkClass={(active) =>
              cn(
                "header-link whitespace-nowrap rounded-md py-2 text-sm transition-colors hover:bg-muted",
                active
                  ? ACTIVE_LINK
                  : "font-medium text-foreground/80 high-contrast:text-foreground",
              )
            }
          />
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
