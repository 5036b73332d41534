import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";

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

export function idleMessage(seconds: number): string {
  const amount = seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} secondes`;
  return `Déconnexion automatique après ${amount} d'inactivité`;
}

/**
 * Signs a staff member out after `seconds` without mouse, keyboard, scroll or
 * touch activity (SPEC.md §4), with a warning toast, then shows the staff login.
 */
export function StaffIdleTimer({ seconds }: { seconds: number }) {
  const logout = useFetcher();
  const heartbeat = useFetcher();
  const lastBeat = useRef(Date.now());
  const logoutRef = useRef(logout);
  const heartbeatRef = useRef(heartbeat);
  logoutRef.current = logout;
  heartbeatRef.current = heartbeat;

  useEffect(() => {
    let timer: number | undefined;
    const expire = () => {
      toast.warning(idleMessage(seconds));
      // The action redirects to the staff login; the fetcher follows the redirect.
      void logoutRef.current.submit(
        { redirectTo: "/simple-login", silent: "1" },
        { method: "post", action: "/logout" },
      );
    };
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, seconds * 1000);
      if (Date.now() - lastBeat.current > heartbeatMs(seconds)) {
        lastBeat.current = Date.now();
        void heartbeatRef.current.submit(null, { method: "post", action: "/session-heartbeat" });
      }
    };
    reset();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, reset);
    };
  }, [seconds]);

  return null;
}
