import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";
import type * as Sonner from "sonner";

// Sonner (about 10 KB gzip) is not part of any page's first load: the first toast
// fetches it. Calls made before it arrives wait for it, in order, and sonner shows
// every toast still active when its <Toaster> subscribes, so none is lost.

let sonner: Promise<typeof Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<typeof Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import("sonner").catch((error: unknown) => {
    // Offline or a new deployment: the next toast tries again.
    sonner = undefined;
    throw error;
  });
  return sonner;
}

type Message = Parameters<typeof Sonner.toast>[0];
type Options = Parameters<typeof Sonner.toast>[1];
type Kind = "success" | "info" | "warning" | "error";

function show(kind: Kind | null, message: Message, options?: Options): void {
  loadSonner().then(
    ({ toast }) => void (kind ? toast[kind](message, options) : toast(message, options)),
    () => undefined,
  );
}

/** The one door to toasts: features import `toast` from here, never from the library. */
export const toast = Object.assign(
  (message: Message, options?: Options) => show(null, message, options),
  {
    success: (message: Message, options?: Options) => show("success", message, options),
    info: (message: Message, options?: Options) => show("info", message, options),
    warning: (message: Message, options?: Options) => show("warning", message, options),
    error: (message: Message, options?: Options) => show("error", message, options),
  },
);

// Never rejects: a toast that cannot load must not put the page in its error boundary.
const SonnerToaster = lazy<ComponentType>(() =>
  loadSonner()
    .then(() => import("./sonner-toaster.tsx"))
    .catch(() => ({ default: () => null })),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts show. Sonner is mounted once a toast is asked for (one left by a
 * redirect is asked for by the root as soon as the page hydrates) and stays.
 */
export function Toaster() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  // A live region already in the page: a screen reader announces the first toast,
  // which arrives together with sonner's own region.
  return (
    <div aria-live="polite" aria-relevant="additions text">
      {mounted ? (
        <Suspense fallback={null}>
          <SonnerToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
