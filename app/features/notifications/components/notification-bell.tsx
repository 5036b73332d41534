import { Bell, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { unreadLabel, type NotificationView } from "#app/features/notifications/kinds.ts";

type Incoming = { notification: NotificationView; unread: number | null };

/**
 * The shell's bell: a link to /notifications with the unread count (drawn by the
 * server, so it works without JavaScript). With JavaScript it listens to the stream:
 * the count follows, and the newest notification is said in a polite live region with
 * its link, until dismissed.
 */
export function NotificationBell({ unread, seq }: { unread: number; seq: number }) {
  const [count, setCount] = useState(unread);
  const [latest, setLatest] = useState<NotificationView | null>(null);
  const [live, setLive] = useState(false);
  // A page loaded again (after an action) brings the server's count.
  useEffect(() => setCount(unread), [unread]);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/notifications/flux?depuis=${seq}`);
    const onNotification = (event: MessageEvent<string>) => {
      const data = JSON.parse(event.data) as Incoming;
      setLatest(data.notification);
      setCount((c) => data.unread ?? c + 1);
    };
    source.addEventListener("notification", onNotification);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    return () => {
      source.removeEventListener("notification", onNotification);
      source.close();
    };
    // Opened once per page of the shell; the browser reconnects with Last-Event-ID.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Link
        to="/notifications"
        aria-label={unreadLabel(count)}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-foreground/80 transition-colors hover:bg-muted hover:text-foreground"
        data-testid="notification-bell"
        // Whether the live stream is open (the tests wait on it, then nothing else).
        data-live={live ? "ouvert" : undefined}
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-semibold text-white tabular-nums"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </Link>
      {/* Always in the page, so what is put in it is announced. */}
      <div
        aria-live="polite"
        className="fixed top-16 right-4 z-50 w-[min(22rem,calc(100vw-2rem))]"
        data-testid="notification-live"
      >
        {latest ? (
          <div className="flex items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg">
            <Bell className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold [overflow-wrap:anywhere]">{latest.title}</p>
              {latest.body ? (
                <p className="mt-0.5 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {latest.body}
                </p>
              ) : null}
              <Link
                to={`/notifications/ouvrir/${latest.id}`}
                // A whole page: the shell's counts are read again with it.
                reloadDocument
                onClick={() => setLatest(null)}
                className="mt-2 inline-flex text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                Voir
              </Link>
            </div>
            <button
              type="button"
              onClick={() => setLatest(null)}
              aria-label="Fermer la notification"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
