import { describe, expect, it } from "vitest";
import { createToastStore, TOAST_MS, type Clock } from "./toast-store.ts";

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; handle: number }[] = [];
  let next = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, handle: next });
      return next++;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((t) => t.handle !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const due of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== due);
      due.run();
    }
  };
  return { clock, advance };
}

describe("toasts: one message at a time, the newest", () => {
  it("a new message replaces the one showing: « Connexion réussie » is not left under the refusal", () => {
    const { clock } = manualClock();
    const store = createToastStore(clock);
    store.show("error", "Identifiants incorrects");
    store.show("success", "Connexion réussie");
    expect(store.get()).toMatchObject({ kind: "success", message: "Connexion réussie" });
  });

  it("the welcome never covers an answer, and shows when nothing else does", () => {
    const { clock, advance } = manualClock();
    const store = createToastStore(clock);
    store.show("success", "Connexion réussie");
    store.show("default", "Bienvenue chez Teranga Digital\u00a0!", { unlessBusy: true });
    expect(store.get()?.message).toBe("Connexion réussie");
    advance(TOAST_MS);
    expect(store.get()).toBeNull();
    store.show("default", "Bienvenue chez Teranga Digital\u00a0!", { unlessBusy: true });
    expect(store.get()?.message).toBe("Bienvenue chez Teranga Digital\u00a0!");
    // An answer after the welcome takes its place.
    store.show("success", "Connexion réussie");
    expect(store.get()?.message).toBe("Connexion réussie");
  });

  it("goes after its time, counted from its own start; a replaced message's timer does nothing", () => {
    const { clock, advance } = manualClock();
    const store = createToastStore(clock);
    store.show("info", "un");
    advance(TOAST_MS - 1000);
    store.show("info", "deux");
    advance(1000);
    expect(store.get()?.message).toBe("deux");
    advance(TOAST_MS - 1000);
    expect(store.get()).toBeNull();
  });

  it("stays while pointed at or focused, then takes the time it had left", () => {
    const { clock, advance } = manualClock();
    const store = createToastStore(clock);
    store.show("warning", "Déconnexion automatique");
    advance(1000);
    store.hold("pointer");
    store.hold("focus");
    advance(60_000);
    store.release("pointer");
    advance(60_000);
    expect(store.get()?.message).toBe("Déconnexion automatique");
    store.release("focus");
    advance(TOAST_MS - 1001);
    expect(store.get()).not.toBeNull();
    advance(1);
    expect(store.get()).toBeNull();
  });

  it("dismissed by the person; the same id (the page's data read again) is not shown twice", () => {
    const { clock } = manualClock();
    const store = createToastStore(clock);
    const heard: (string | undefined)[] = [];
    store.subscribe(() => heard.push(store.get()?.message));
    store.show("success", "Profil mis à jour", { id: "a" });
    const first = store.get()!.key;
    store.show("success", "Profil mis à jour", { id: "a" });
    expect(store.get()!.key).toBe(first);
    store.dismiss(first + 1);
    expect(store.get()).not.toBeNull();
    store.dismiss(first);
    expect(store.get()).toBeNull();
    expect(heard).toEqual(["Profil mis à jour", undefined]);
  });
});
