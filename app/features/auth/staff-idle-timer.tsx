import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "#app/components/layout/toaster.tsx";

const ACTIVITY_EVENTS = [
  "mousedown",
  "mousemove",
  "keydown",
  "scroll",
  "touchstart",
  "click",
] as const;
// The server keeps its own idle clock; tell it the person is still here, at most
// once a minute, and well within the limit when it is short.
const heartbeatMs = (seconds: number) => Math.min(60_000, (seconds * 1000) / 3);

// Every studio tab of the browser on one clock: activity in one keeps all alive,
// and a sign-out in one (idle or chosen) shows in all.
const CHANNEL = "td:staff-idle";
type IdleMessage = { type: "activity" } | { type: "signed-out"; idle: boolean };
// mousemove fires constantly; the other tabs need to hear of it about once a second.
const SHARE_EVERY_MS = 1000;

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

export function idleMessage(seconds: number): string {
  const amount = seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} secondes`;
  return `Déconnexion automatique après ${amount} d'inactivité`;
}

/**
 * Signs a staff member out after `seconds` without mouse, keyboard, scroll or
 * touch activity (docs/product.md §4), with a warning toast, then shows the staff login.
 */
export function StaffIdleTimer({ seconds }: { seconds: number }) {
  const logout = useFetcher();
  const heartbeat = useFetcher();
  const revalidator = useRevalidator();
  const lastBeat = useRef(Date.now());
  const logoutRef = useRef(logout);
  const heartbeatRef = useRef(heartbeat);
  const revalidateRef = useRef(revalidator.revalidate);
  const expiredRef = useRef(false);
  logoutRef.current = logout;
  heartbeatRef.current = heartbeat;
  revalidateRef.current = revalidator.revalidate;

  useEffect(() => {
    const channel = openChannel();
    let timer: number | undefined;
    let lastShared = 0;
    const expire = () => {
      expiredRef.current = true;
      toast.warning(idleMessage(seconds));
      // The action redirects to the staff login; the fetcher follows the redirect.
      void logoutRef.current.submit(
        { redirectTo: "/simple-login", silent: "1" },
        { method: "post", action: "/logout" },
      );
    };
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, seconds * 1000);
    };
    const onActivity = () => {
      restart();
      if (Date.now() - lastShared > SHARE_EVERY_MS) {
        lastShared = Date.now();
        channel?.postMessage({ type: "activity" } satisfies IdleMessage);
      }
      if (Date.now() - lastBeat.current > heartbeatMs(seconds)) {
        lastBeat.current = Date.now();
        // Only the server's idle clock needs it: no page data changes, so nothing is
        // read again (each heartbeat once made every loader of the page run).
        void heartbeatRef.current.submit(null, {
          method: "post",
          action: "/session-heartbeat",
          defaultShouldRevalidate: false,
        });
      }
    };
    if (channel) {
      channel.onmessage = (event: MessageEvent<IdleMessage>) => {
        if (event.data.type === "activity") return restart();
        window.clearTimeout(timer);
        if (event.data.idle) toast.warning(idleMessage(seconds));
        // The session is gone: the loaders say where this tab belongs now.
        void revalidateRef.current();
      };
    }
    restart();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
      channel?.close();
    };
  }, [seconds]);

  // Unmounted once the root loader no longer sees a staff session: this tab has
  // signed out (or was signed out), and the server already knows. Tell the others.
  useEffect(
    () => () => {
      const channel = openChannel();
      channel?.postMessage({ type: "signed-out", idle: expiredRef.current } satisfies IdleMessage);
      channel?.close();
    },
    [],
  );

  return null;
}
