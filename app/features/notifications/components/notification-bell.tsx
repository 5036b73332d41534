import { Bell } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { unreadLabel } from "#app/features/notifications/kinds.ts";

/**
 * The shell's bell: a link to /notifications with the unread count, drawn by the server
 * (so it works without JavaScript). Its live side (bell-live.ts) is loaded apart once the
 * page runs: the count follows the stream and the newest is said in the live region.
 */
export function NotificationBell({ unread, seq }: { unread: number; seq: number }) {
  const bell = useRef<HTMLAnchorElement>(null);
  const live = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    if (typeof EventSource !== "undefined")
      void import("./bell-live.ts").then(({ startBell }) => {
        if (!gone && bell.current && live.current)
          stop = startBell(bell.current, live.current, seq);
      });
    return () => {
      gone = true;
      stop?.();
    };
    // Opened once per page of the shell; the browser reconnects with Last-Event-ID.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Link
        ref={bell}
        to="/notifications"
        aria-label={unreadLabel(unread)}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-foreground/80 transition-colors hover:bg-muted hover:text-foreground"
        data-testid="notification-bell"
      >
        <Bell className="size-5" aria-hidden="true" />
        <span
          aria-hidden="true"
          data-bell-count={unread}
          hidden={unread === 0}
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-semibold text-white tabular-nums"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      </Link>
      {/* Always in the page, so what is put in it is announced. */}
      <div
        ref={live}
        aria-live="polite"
        className="fixed top-16 right-4 z-50 w-[min(22rem,calc(100vw-2rem))]"
        data-testid="notification-live"
      />
    </>
  );
}
