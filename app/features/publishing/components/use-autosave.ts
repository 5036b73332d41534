import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

// « Enregistré à hh:mm »: the editor's form posted to its autosave address a moment after
// each change, and at once when the tab is hidden or closed (ADR 034, « Brouillon
// automatique »). Only its text: files wait for a real save.

export type AutosaveState =
  | { status: "idle"; label: string | null }
  | { status: "saving"; label: string | null }
  | { status: "saved"; label: string }
  | { status: "failed"; label: string | null };

/** A pause in the typing this long, and what was typed is saved. */
const QUIET_MS = 1500;
/** A request sent while the page closes (keepalive) may carry this much. */
const KEEPALIVE_MAX = 60_000;

export function useAutosave(
  formRef: RefObject<HTMLFormElement | null>,
  url: string,
  initialLabel: string | null,
) {
  const [state, setState] = useState<AutosaveState>({ status: "idle", label: initialLabel });
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const send = useCallback(
    (closing = false) => {
      const form = formRef.current;
      if (!form || !dirty.current) return;
      dirty.current = false;
      const body = new FormData();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string" && name !== "intent") body.append(name, value);
      }
      // An unticked box is absent from a form's data: said explicitly.
      const featured = form.elements.namedItem("featured");
      if (featured instanceof HTMLInputElement) body.set("featured", featured.checked ? "on" : "");
      inFlight.current?.abort();
      const request = new AbortController();
      inFlight.current = request;
      const size = [...body.values()].reduce((n, v) => n + String(v).length, 0);
      setState((s) => ({ status: "saving", label: s.label }));
      fetch(url, {
        method: "POST",
        body,
        signal: request.signal,
        keepalive: closing && size < KEEPALIVE_MAX,
      })
        .then((answer) =>
          answer.ok ? (answer.json() as Promise<{ label: string }>) : Promise.reject(answer),
        )
        .then(({ label }) => setState({ status: "saved", label }))
        .catch((error: unknown) => {
          if ((error as { name?: string })?.name === "AbortError") return;
          // Tried again at the next change.
          dirty.current = true;
          setState((s) => ({ status: "failed", label: s.label }));
        });
    },
    [formRef, url],
  );

  /** Something changed that no input event tells (an image inserted by script). */
  const changed = useCallback(() => {
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(send, QUIET_MS);
  }, [send]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const submitted = () => {
      // A real save takes over: nothing more to keep automatically.
      clearTimeout(timer.current);
      inFlight.current?.abort();
      dirty.current = false;
    };
    const closing = () => {
      clearTimeout(timer.current);
      send(true);
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") closing();
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", submitted);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", closing);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", submitted);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", closing);
      clearTimeout(timer.current);
    };
  }, [formRef, changed, send]);

  return { state, changed };
}

/** What the editor says of it, by its save buttons. */
export function autosaveText(state: AutosaveState): string | null {
  if (state.status === "saving") return "Enregistrement…";
  if (state.status === "failed") {
    return "Enregistrement automatique impossible pour l'instant\u00a0: il reprendra à la prochaine modification.";
  }
  return state.label ? `Enregistré à ${state.label}` : null;
}
