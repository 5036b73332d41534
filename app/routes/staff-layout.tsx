import { Outlet, useRouteLoaderData } from "react-router";
import { useStudioOffline } from "#app/features/offline/use-studio-offline.ts";
import { StaffShell } from "#app/features/staff/components/staff-shell.tsx";
import { loadStaffShell } from "#app/features/staff/route.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/staff-layout";

/** The studio's pages, in the staff shell (the root draws no public header or footer). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadStaffShell(request);
}

export default function StaffLayoutRoute({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  useStudioOffline(loaderData.member ? loaderData.offlineKey : null);
  if (!loaderData.member) return <Outlet />;
  return (
    <StaffShell
      member={loaderData.member}
      nav={loaderData.nav}
      user={root?.user ?? null}
      brand={root?.footer ? { name: root.footer.name, logoUrl: root.footer.logoUrl } : null}
    >
      <Outlet />
    </StaffShell>
  );
}
