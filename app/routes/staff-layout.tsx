import { useEffect } from "react";
import { data, Outlet, useRouteLoaderData } from "react-router";
import { MEMBER_HEADER } from "#app/features/offline/policy.ts";
import { StaffShell } from "#app/features/staff/components/staff-shell.tsx";
import { loadStaffShell } from "#app/features/staff/route.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/staff-layout";

/** The studio's pages, in the staff shell (the root draws no public header or footer). */
export async function loader({ request }: Route.LoaderArgs) {
  const { memberKey, ...shell } = await loadStaffShell(request);
  // Whose page it is, for the studio's service worker (ADR 041).
  return data(shell, { headers: memberKey ? { [MEMBER_HEADER]: memberKey } : {} });
}

/** Every studio page carries its member's key (no studio page says headers of its own). */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const member = loaderHeaders.get(MEMBER_HEADER);
  if (member) headers.set(MEMBER_HEADER, member);
  return headers;
};

export default function StaffLayoutRoute({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // The studio's service worker (ADR 041): registered from studio pages only (this layout
  // is drawn for staff members), not in development, where none is built. A refusal (no
  // service workers in this browser) leaves the studio as it is online.
  useEffect(() => {
    if (!import.meta.env.DEV) void navigator.serviceWorker?.register("/studio-sw.js");
  }, []);
  if (!loaderData.member) return <Outlet />;
  return (
    <StaffShell
      member={loaderData.member}
      nav={loaderData.nav}
      bell={loaderData.bell}
      user={root?.user ?? null}
      brand={root?.footer}
    >
      <Outlet />
    </StaffShell>
  );
}
