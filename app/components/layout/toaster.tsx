import { useSyncExternalStore } from "react";
import { X } from "#app/components/ui/icons/x.tsx";
import {
  createToastStore,
  type ToastKind,
  type ToastMessage,
  type ToastOptions,
} from "./toast-store.ts";

// The site's own toast region (ADR 014, fourth pass): one message at a time, the
// newest (toast-store.ts), in a live region that is in the page from the server.

const store = createToastStore();

const say = (kind: ToastKind) => (message: string, options?: ToastOptions) =>
  store.show(kind, message, options);

/** The one door to toasts: features import `toast` from here. */
export const toast = Object.assign(say("default"), {
  success: say("success"),
  info: say("info"),
  warning: say("warning"),
  error: say("error"),
});

function Toast({ toast }: { toast: ToastMessage }) {
  return (
    <div
      data-toast={toast.kind}
      onKeyDown={(e) => {
        if (e.key === "Escape") store.dismiss(toast.key);
      }}
      // Colours and the kind's icon: app.css (styles, not script, on every page).
      className="pointer-events-auto relative flex w-full items-start gap-1.5 rounded-lg border p-4 pr-10 text-[13px] leading-snug shadow-[0_4px_12px_rgb(0_0_0/0.1)] motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-bottom-2 sm:w-[356px]"
    >
      <div className="grid gap-0.5">
        <p className="font-medium">{toast.message}</p>
        {toast.description ? <p className="opacity-90">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Fermer la notification"
        onClick={() => store.dismiss(toast.key)}
        className="absolute top-2 right-2 inline-flex size-6 items-center justify-center rounded-full opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <X className="size-3.5" />
      </button>
    </div>
  );
}

/**
 * Where toasts show: bottom right on wide screens, along the bottom on phones,
 * above « Retour en haut », never over the header. The live region is in the
 * server's HTML, so the first message is announced.
 */
export function Toaster() {
  const current = useSyncExternalStore(store.subscribe, store.get, () => null);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-3 bottom-[5.25rem] z-50 flex justify-end font-sans sm:inset-x-auto sm:right-5 sm:bottom-[5.5rem]"
    >
      {/* A live region without role="status": the page's own status messages keep that role. */}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="w-full sm:w-auto"
        onPointerEnter={() => store.hold("pointer")}
        onPointerLeave={() => store.release("pointer")}
        onFocus={() => store.hold("focus")}
        onBlur={() => store.release("focus")}
      >
        {current ? <Toast key={current.key} toast={current} /> : null}
      </div>
    </section>
  );
}
