// The site's notifications: one message at a time, the newest. A new message
// replaces the one showing (« Connexion réussie » is not left under the
// « Identifiants incorrects » it answers), and a message that only greets
// (`unlessBusy`) never covers one that is showing. Time comes from an injected
// clock, so the tests drive it.

export type ToastKind = "default" | "success" | "info" | "warning" | "error";

export type ToastOptions = {
  /** A message with the id of the one showing is not shown twice (a page's data read again). */
  id?: string;
  description?: string;
  /** Shown only when no other message is on screen (the welcome never covers an answer). */
  unlessBusy?: boolean;
};

export type ToastMessage = {
  /** Unique per message shown: React's key, and what `dismiss` names. */
  key: number;
  kind: ToastKind;
  message: string;
  description?: string;
  id?: string;
};

export type Clock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/** How long a message stays, unless pointed at or focused (as sonner did). */
export const TOAST_MS = 4000;

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(clock: Clock = browserClock) {
  let current: ToastMessage | null = null;
  let nextKey = 1;
  let timer: unknown = null;
  // Time left for the message showing, and since when it counts down (null: held).
  let left = TOAST_MS;
  let since: number | null = null;
  const listeners = new Set<() => void>();
  const holds = new Set<string>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const run = () => {
    stopTimer();
    since = clock.now();
    const key = current?.key;
    timer = clock.setTimeout(() => dismiss(key), left);
  };

  function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
    if (current && options.unlessBusy) return;
    if (current && options.id && current.id === options.id) return;
    current = {
      key: nextKey++,
      kind,
      message,
      ...(options.description ? { description: options.description } : {}),
      ...(options.id ? { id: options.id } : {}),
    };
    left = TOAST_MS;
    // Still pointed at or focused (the previous message's place): held until let go.
    if (holds.size) {
      stopTimer();
      since = null;
    } else run();
    emit();
  }

  /** Takes the message away (the one named by `key`, when given: a late timer is ignored). */
  function dismiss(key?: number) {
    if (!current || (key !== undefined && current.key !== key)) return;
    stopTimer();
    current = null;
    // The focused close button leaves with the message, without a blur event.
    holds.delete("focus");
    emit();
  }

  /** Holds the message while the person points at it or has focus in it (either holds it). */
  function hold(reason: "pointer" | "focus") {
    holds.add(reason);
    if (!current || since === null) return;
    left = Math.max(0, left - (clock.now() - since));
    since = null;
    stopTimer();
  }

  function release(reason: "pointer" | "focus") {
    holds.delete(reason);
    if (!current || since !== null || holds.size) return;
    run();
  }

  return {
    show,
    dismiss,
    hold,
    release,
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** `toast(message)`, `toast.success(message)`…: the door to a store, for the pages and the islands. */
export function toastApi(store: ToastStore) {
  const say = (kind: ToastKind) => (message: string, options?: ToastOptions) =>
    store.show(kind, message, options);
  return Object.assign(say("default"), {
    success: say("success"),
    info: say("info"),
    warning: say("warning"),
    error: say("error"),
  });
}
