import { useSyncExternalStore, type ReactNode } from "react";
import { AlertTriangle } from "#app/components/ui/icons/alert-triangle.tsx";
import { CheckCircle2 } from "#app/components/ui/icons/check-circle-2.tsx";
import { CircleAlert } from "#app/components/ui/icons/circle-alert.tsx";
import { Info } from "#app/components/ui/icons/info.tsx";
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

// The colours sonner's rich colours had, darker in light mode for 4.5:1.
const LOOK: Record<ToastKind, string> = {
  default:
    "border-[hsl(0_0%_93%)] bg-white text-[hsl(0_0%_9%)] dark:border-[hsl(0_0%_20%)] dark:bg-black dark:text-[hsl(0_0%_99%)]",
  success:
    "border-[hsl(145_92%_87%)] bg-[hsl(143_85%_96%)] text-[hsl(140_100%_20%)] dark:border-[hsl(147_100%_12%)] dark:bg-[hsl(150_100%_6%)] dark:text-[hsl(150_86%_65%)]",
  info: "border-[hsl(221_91%_93%)] bg-[hsl(208_100%_97%)] text-[hsl(210_92%_35%)] dark:border-[hsl(223_43%_17%)] dark:bg-[hsl(215_100%_6%)] dark:text-[hsl(216_87%_65%)]",
  warning:
    "border-[hsl(49_91%_84%)] bg-[hsl(49_100%_97%)] text-[hsl(31_92%_28%)] dark:border-[hsl(60_100%_9%)] dark:bg-[hsl(64_100%_6%)] dark:text-[hsl(46_87%_65%)]",
  error:
    "border-[hsl(359_100%_94%)] bg-[hsl(359_100%_97%)] text-[hsl(360_100%_38%)] dark:border-[hsl(357_89%_16%)] dark:bg-[hsl(358_76%_10%)] dark:text-[hsl(358_100%_81%)]",
};

const ICON: Record<ToastKind, ReactNode> = {
  default: null,
  success: <CheckCircle2 className="mt-px size-4 shrink-0" />,
  info: <Info className="mt-px size-4 shrink-0" />,
  warning: <AlertTriangle className="mt-px size-4 shrink-0" />,
  error: <CircleAlert className="mt-px size-4 shrink-0" />,
};

function Toast({ toast }: { toast: ToastMessage }) {
  return (
    <div
      data-toast={toast.kind}
      onKeyDown={(e) => {
        if (e.key === "Escape") store.dismiss(toast.key);
      }}
      className={`pointer-events-auto relative flex w-full items-start gap-1.5 rounded-lg border p-4 pr-10 text-[13px] leading-snug shadow-[0_4px_12px_rgb(0_0_0/0.1)] motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-bottom-2 sm:w-[356px] ${LOOK[toast.kind]}`}
    >
      {ICON[toast.kind]}
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
