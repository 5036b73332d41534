import { getUser } from "#app/features/auth/session.server.ts";
import { STAFF_ROLE_LABELS } from "#app/features/auth/permissions.ts";
import { staffNavOf } from "./navigation.ts";

/**
 * The staff shell around the studio's pages: the member, their role and the sections
 * it opens. Nobody is turned away here: each page's own loader does it (a visitor gets
 * its redirect or 403 as before), and without a staff member the shell is not drawn.
 */
export async function loadStaffShell(request: Request) {
  const user = await getUser(request);
  if (user?.role !== "staff") return { member: null };
  return {
    member: {
      name: user.name,
      roleLabel: user.staffRole ? STAFF_ROLE_LABELS[user.staffRole] : "Sans rôle",
    },
    nav: staffNavOf(user.staffRole),
  };
}
