import { createHash } from "node:crypto";
import { redirect } from "react-router";
import { landingOf, opensHub } from "#app/features/auth/doors.ts";
import { getUser, requireStaff } from "#app/features/auth/session.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { loadTodo, todoCounts } from "#app/features/todo/todo.server.ts";
import { todoKeysFor } from "#app/features/todo/todo.ts";
import { bellOf } from "#app/features/notifications/route.server.ts";
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
    // Whose pages the studio's service worker keeps on this device (ADR 041): an
    // opaque key, sent as a header, never in the page.
    memberKey: createHash("sha256")
      .update(`studio-member:${user.id}`)
      .digest("base64url")
      .slice(0, 22),
    // « À faire »'s counts beside the links (read again after each action).
    nav: staffNavOf(user.staffRole, await todoCounts(user.staffRole, now())),
    // The bell (ADR 042): unread count, and where its live stream starts.
    bell: await bellOf(user),
  };
}

/** GET /invoice-quote: the hub's cards and « À faire », for a role with studio pages. */
export async function loadHub(request: Request) {
  const user = await requireStaff(request);
  // The hub shows only the cards the member's role opens; a role with nothing here
  // (Rédaction) is sent to the first page it can use.
  if (!opensHub(user.staffRole)) throw redirect(landingOf(user.staffRole));
  // « À faire »: what the member's role acts on, read at each visit.
  const todo = todoKeysFor(user.staffRole).length ? await loadTodo(user.staffRole, now()) : null;
  return { name: user.name, staffRole: user.staffRole, todo };
}
