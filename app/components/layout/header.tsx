import { Menu, UserRound, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "#app/components/ui/sheet.tsx";
import { company } from "#app/config/company.ts";
import { cn } from "#app/lib/utils.ts";
import { Container } from "./container.tsx";
import { Logo } from "./logo.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { ThemeToggle } from "./theme-toggle.tsx";
import {
  Avatar,
  AvatarPlaceholder,
  LOGOUT_FORM_ID,
  LogoutForm,
  UserMenu,
  type HeaderUser,
} from "./user-menu.tsx";

export const HEADER_SCROLL_THRESHOLD = 10;
const ACTIVE_LINK = "bg-primary/10 font-semibold text-primary dark:bg-primary/15";

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
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
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b border-transparent transition-[background-color,box-shadow,border-color] duration-300",
        // Translucent on wide screens, solid on mobile where text scrolls under it.
        scrolled && "border-border bg-background shadow-md md:bg-header md:backdrop-blur-md",
      )}
    >
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <Container className="flex h-16 items-center justify-between gap-4 md:h-20">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`Accueil — ${company.name}`}>
          <Logo />
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
                      "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-muted lg:px-3",
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
            <AccountSlot user={user} authPending={authPending} />
          </div>
          <MobileMenu user={user} authPending={authPending} />
        </div>
      </Container>
      <LogoutForm />
    </header>
  );
}

function AccountSlot({ user, authPending }: { user: HeaderUser | null; authPending: boolean }) {
  if (authPending) return <AvatarPlaceholder />;
  if (user) return <UserMenu user={user} />;
  return (
    <Button asChild variant="ghost" size="icon" className="rounded-full">
      <Link to="/simple-login" aria-label="Connexion du personnel" title="Connexion du personnel">
        <UserRound />
      </Link>
    </Button>
  );
}

function MobileMenu({ user, authPending }: { user: HeaderUser | null; authPending: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const item = "block rounded-lg px-4 py-3 text-lg font-medium transition-colors hover:bg-muted";
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Ouvrir le menu">
          <Menu className="size-6!" />
        </Button>
      </SheetTrigger>
      <SheetContent className="md:hidden" aria-describedby={undefined}>
        <div className="flex h-16 items-center justify-between border-b px-4">
          <SheetTitle asChild>
            <span>
              <Logo />
            </span>
          </SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label="Fermer le menu">
              <X className="size-6!" />
            </Button>
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">Pages du site et compte</SheetDescription>
        <nav aria-label="Navigation mobile" className="flex-1 overflow-y-auto px-4 py-6">
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
              <div className="space-y-1">
                <div className="flex items-center gap-3 px-4 pb-3">
                  <Avatar name={user.name} />
                  <div className="min-w-0">
                    <p className="font-semibold">{user.name}</p>
                    <p className="truncate text-sm text-muted-foreground">{user.identifier}</p>
                  </div>
                </div>
                <Link to="/profile" className={item}>
                  Profil
                </Link>
                <Link to="/settings" className={item}>
                  Paramètres
                </Link>
                {user.isStaff ? (
                  <Link to="/invoice-quote" className={item}>
                    Devis &amp; Factures
                  </Link>
                ) : null}
                <button
                  type="submit"
                  form={LOGOUT_FORM_ID}
                  className={cn(item, "w-full text-left")}
                >
                  Se déconnecter
                </button>
              </div>
            ) : (
              <Link to="/simple-login" className={cn(item, "flex items-center gap-3")}>
                <UserRound className="size-5" /> Se connecter
              </Link>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
