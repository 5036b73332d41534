import { useSyncExternalStore } from "react";
import { X } from "#app/components/ui/icons/x.tsx";
import type { Toast as PendingToast } from "#app/lib/toast.ts";
import { useIslandPage } from "./island-page.ts";
import { createToastStore, toastApi, type ToastMessage } from "./toast-store.ts";

// The site's own toast region (ADR 014, fourth pass): one message at a time, the
// newest (toast-store.ts), in a live region that is in the page from the server.

const store = createToastStore();

/** The one door to toasts: features import `toast` from here (islands: toaster.island.ts). */
export const toast = toastApi(store);

function Toast({ toast }: { toast: Omit<ToastMessage, "key"> & { key?: number } }) {
  const dismiss = () => store.dismiss(toast.key);
  return (
    <div
      data-toast={toast.kind}
      onKeyDown={(e) => {
        if (e.key === "Escape") dismiss();
      }}
      // Colours and the kind's icon: app.css (styles, not script, on every page).
      className="pointer-events-auto relative flex w-full items-start gap-1.5 rounded-lg border p-4 pr-10 text-[13px] leading-snug shadow-[0_4px_12px_rgb(0_0_0/0.1)] motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-bottom-2 sm:w-[356px]"
    >
      <div className="grid gap-0.5">
        <p className="font-medium" data-toast-message="">
          {toast.message}
        </p>
        {toast.description !== undefined ? (
          <p className="opacity-90" data-toast-description="">
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Fermer la notification"
        onClick={dismiss}
        data-toast-close=""
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
 * server's HTML, so the first message is announced. On a page with islands, the
 * HTML also carries the toast a redirect left and the markup of a toast, which the
 * island (toaster.island.ts) shows.
 */
export function Toaster({ pending }: { pending?: PendingToast | null }) {
  const island = useIslandPage();
  const current = useSyncExternalStore(store.subscribe, store.get, () => null);
  return (
    <section
      aria-label="Notifications"
      data-toaster=""
      data-pending={island && pending ? JSON.stringify(pending) : undefined}
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
      {island ? (
        <template data-toast-template="">
          <Toast toast={{ kind: "default", message: "", description: "" }} />
        </template>
      ) : null}
    </section>
  );
}
