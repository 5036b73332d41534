import { redirect } from "react-router";
import { requireStaff } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { kindsFor, NOTIFICATION_KIND_NAMES, type NotificationKind } from "./kinds.ts";
import {
  concerns,
  emailKindsOf,
  lastSeq,
  latestFor,
  markAllRead,
  markRead,
  setEmailKinds,
  storedAfter,
  unreadCount,
  viewOf,
} from "./notifications.server.ts";
import { listen } from "./stream.server.ts";

// The route handlers of notifications (ADR 042): the bell's figures for the shell,
// /notifications (the list, « Tout marquer lu », the email choices), opening one, and
// the live stream (server-sent events) the shell listens to.

type Member = Awaited<ReturnType<typeof requireStaff>>;

function memberOf(user: Member) {
  return { id: user.id, staffRole: user.staffRole };
}

/** The bell of the staff shell: unread count, and where the stream starts. */
export async function bellOf(user: Member) {
  const member = memberOf(user);
  if (kindsFor(member.staffRole).length === 0) return null;
  const [unread, seq] = await Promise.all([unreadCount(member), lastSeq()]);
  return { unread, seq };
}

/** GET /notifications: the latest 50, read or not, and the member's email choices. */
export async function loadNotifications(request: Request) {
  const user = await requireStaff(request);
  const member = memberOf(user);
  const [items, emailKinds] = await Promise.all([latestFor(member), emailKindsOf(user.id)]);
  return { items, kinds: kindsFor(member.staffRole), emailKinds };
}

/** POST /notifications: « Tout marquer lu », or the kinds also sent by email. */
export async function handleNotificationsAction(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast("/notifications", {
      type: "error",
      message: guarded.refusal.message,
    });
  const user = await requireStaff(request);
  const { form } = guarded;
  if (form.get("intent") === "tout-lu") {
    await markAllRead(user.id, now());
    return redirectWithToast("/notifications", {
      type: "success",
      message: "Toutes les notifications sont marquées comme lues.",
    });
  }
  // Only the kinds the member's role is told of; anything else posted is ignored.
  const allowed = kindsFor(user.staffRole);
  const chosen = form
    .getAll("email")
    .map(String)
    .filter(
      (k): k is NotificationKind =>
        (NOTIFICATION_KIND_NAMES as string[]).includes(k) &&
        allowed.includes(k as NotificationKind),
    );
  await setEmailKinds(user.id, [...new Set(chosen)]);
  return redirectWithToast("/notifications", {
    type: "success",
    message: "Vos choix d'e-mails sont enregistrés.",
  });
}

/** GET /notifications/:id: read by this member, then its page (a studio page only). */
export async function openNotification(request: Request, id: string) {
  const user = await requireStaff(request);
  const member = memberOf(user);
  const item = (await latestFor(member, 200)).find((n) => n.id === id);
  if (!item) throw redirect("/notifications");
  await markRead(user.id, id, now());
  // Always a path of this site: never an address written elsewhere.
  throw redirect(item.href.startsWith("/") && !item.href.startsWith("//") ? item.href : "/");
}

const encoder = new TextEncoder();
const HEARTBEAT_MS = 20_000;

/**
 * GET /notifications/flux: server-sent events. From `?depuis=<seq>` (the shell's figure
 * at load; the browser's Last-Event-ID on a reconnection), each new notification the
 * member is told of, with the unread count after it; a comment every 20 s keeps the
 * connection through proxies. Ends when the page goes, or the server stops.
 */
export async function streamNotifications(request: Request): Promise<Response> {
  const user = await requireStaff(request);
  const member = memberOf(user);
  const url = new URL(request.url);
  const from = Number(request.headers.get("last-event-id") ?? url.searchParams.get("depuis"));
  let sent = Number.isSafeInteger(from) && from >= 0 ? from : await lastSeq();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          open = false;
        }
      };
      const close = () => {
        if (!open) return;
        open = false;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      let queue = Promise.resolve();
      const tell = (row: Parameters<typeof concerns>[1]) => {
        queue = queue.then(async () => {
          if (!open || row.seq <= sent) return;
          sent = row.seq;
          if (!concerns(member, row)) return;
          const unread = await unreadCount(member).catch(() => null);
          write(
            `id: ${row.seq}\nevent: notification\ndata: ${JSON.stringify({ notification: viewOf(row, false), unread })}\n\n`,
          );
        });
      };
      write("retry: 3000\n\n");
      const stop = listen(tell, close);
      const beat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      beat.unref();
      cleanup = () => {
        stop();
        clearInterval(beat);
      };
      request.signal.addEventListener("abort", close);
      // What was stored between the page's load and this connection.
      for (const row of await storedAfter(sent)) tell(row);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves it alone (it would hold the events).
      "Cache-Control": "private, no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
