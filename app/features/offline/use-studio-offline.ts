import { useEffect } from "react";

/**
 * The studio's offline copies (ADR 041): the worker's registration is fetched after the
 * page hydrated, so no studio page's first load carries it. Not in development (no
 * worker is built there).
 */
export function useStudioOffline(memberKey: string | null): void {
  useEffect(() => {
    if (!memberKey || import.meta.env.DEV) return;
    void import("./register.ts").then((m) => m.startStudioOffline(memberKey));
  }, [memberKey]);
}
