import { Menu } from "#app/components/ui/icons/menu.tsx";
import { X } from "#app/components/ui/icons/x.tsx";
import { useDetailsMenu } from "#app/components/ui/use-details-menu.ts";
import { cn } from "#app/lib/utils.ts";
import {
  Avatar,
  LogoutButton,
  MenuLinks,
  SIGNED_OUT_LINKS,
  signedInLinks,
} from "./account-menu.tsx";
import { ACTIVE_LINK, AvatarPlaceholder, NavList, type HeaderUser } from "./header-shared.tsx";

/**
 * Under 768 px: a `<details>` whose panel fills the screen below the header, so
 * it opens without JavaScript and the same button (now a cross) closes it.
 */
export function MobileMenu({
  user,
  authPending,
}: {
  user: HeaderUser | null;
  authPending: boolean;
}) {
  const ref = useDetailsMenu();
  const item = "block rounded-lg px-4 py-3 text-lg transition-colors hover:bg-muted";
  return (
    <details ref={ref} id="menu-mobile" className="group md:hidden" data-menu="">
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
          <NavList
            className="space-y-1"
            linkClass={(active) => cn(item, active ? ACTIVE_LINK : "font-medium")}
          />
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
                <MenuLinks links={signedInLinks(user)}>
                  <li>
                    <LogoutButton />
                  </li>
                </MenuLinks>
              </div>
            ) : (
              <div className="grid gap-6 sm:grid-cols-2">
                {SIGNED_OUT_LINKS.map((section) => (
                  <div key={section.title}>
                    <p className="px-3 font-semibold">{section.title}</p>
                    <p className="px-3 pb-2 text-sm text-muted-foreground">{section.hint}</p>
                    <MenuLinks links={section.links} />
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
