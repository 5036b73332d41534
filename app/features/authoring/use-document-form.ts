import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { $ZodType, output } from "zod/v4/core";
import { useLocation, useNavigate } from "react-router";
import {
  clearDraft,
  loadDraft,
  releaseDraftsOnLeave,
  saveDraft,
  type DraftKind,
  type DraftOrigin,
} from "./draft.ts";
import type { ProposalForm, QuoteInvoiceForm } from "#app/features/documents/schemas.ts";

type FormOf<K extends DraftKind> = K extends "proposal" ? ProposalForm : QuoteInvoiceForm;

export type RestoredDraft = { savedAt: string } & DraftOrigin;

/** A form the server prepared (duplicate, conversion, a lead): it replaces the draft. */
export type Prefill<F> = { form: F } & DraftOrigin;

const SAVE_DELAY_MS = 300;

/**
 * The draft of a document form, kept in this browser until the document is
 * issued. The form itself is Conform's: `initial` is what it starts from and
 * `generation` its React key, changed when a draft or a prefill is loaded or
 * « Nouveau document » empties it, so that it starts again from `initial`.
 */
export function useDocumentDraft<K extends DraftKind>(
  kind: K,
  defaults: () => FormOf<K>,
  prefill?: Prefill<FormOf<K>> | null,
) {
  const [state, setState] = useState<{
    initial: FormOf<K>;
    generation: number;
    restored: RestoredDraft | null;
  }>(() => ({ initial: defaults(), generation: 0, restored: null }));
  // The form as already kept (loaded, saved or issued): nothing to write until it changes.
  // Opening an empty form in another tab thus never wipes a draft.
  const keptForm = useRef<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The server renders the empty form; the prefill or the draft is read once in the browser.
  useEffect(() => {
    if (prefill) {
      const origin = { source: prefill.source, note: prefill.note, billing: prefill.billing };
      saveDraft(kind, prefill.form, origin);
      keptForm.current = JSON.stringify(prefill.form);
      setState((s) => ({
        initial: prefill.form,
        generation: s.generation + 1,
        restored: { savedAt: new Date().toISOString(), ...origin },
      }));
      // Kept as the draft now: the address drops its ?dupliquer=…, so a reload keeps later edits.
      void navigate(pathname, { replace: true, preventScrollReset: true });
    } else {
      const draft = loadDraft(kind);
      if (draft) {
        setState((s) => ({
          initial: draft.form as FormOf<K>,
          generation: s.generation + 1,
          restored: {
            savedAt: draft.savedAt,
            source: draft.source,
            note: draft.note,
            billing: draft.billing,
          },
        }));
      }
      keptForm.current = JSON.stringify(draft ? draft.form : defaults());
    }
  }, [kind, prefill, navigate, pathname, defaults]);

  // Closing the tab leaves its drafts to the next tab (ADR 006).
  useEffect(releaseDraftsOnLeave, []);

  const restored = state.restored;
  /** Writes the form as the draft (or drops the draft when the form is back to empty). */
  const keep = useCallback(
    (form: FormOf<K>) => {
      // Not before the draft was read: the first empty render must not replace it.
      if (keptForm.current === null) return;
      const json = JSON.stringify(form);
      if (json === keptForm.current) return;
      keptForm.current = json;
      if (json === JSON.stringify(defaults())) clearDraft(kind);
      else
        saveDraft(kind, form, {
          source: restored?.source,
          note: restored?.note,
          billing: restored?.billing,
        });
    },
    [kind, defaults, restored],
  );

  const reset = useCallback(() => {
    clearDraft(kind);
    keptForm.current = JSON.stringify(defaults());
    setState((s) => ({ initial: defaults(), generation: s.generation + 1, restored: null }));
  }, [kind, defaults]);

  /** The document is on the server now: the browser's draft is dropped. */
  const markIssued = useCallback(
    (form: FormOf<K>) => {
      keptForm.current = JSON.stringify(form);
      clearDraft(kind);
    },
    [kind],
  );

  return { ...state, keep, reset, markIssued };
}

/** Keeps the draft a moment after the last change (not at every keystroke). */
export function useDraftSaving<F>(keep: (form: F) => void, form: F) {
  const json = JSON.stringify(form);
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    const timer = window.setTimeout(() => keep(latest.current), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [json, keep]);
}

/**
 * Conform's value of a form (text as typed, « on » for a ticked box, nothing
 * for an unticked one or an empty list) read into the shape of `template`:
 * every field present, booleans for boxes, each list row shaped like the
 * template's first row.
 */
export function formValues<F extends Record<string, unknown>>(template: F, value: unknown): F {
  const source = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, model] of Object.entries(template)) {
    const raw = source[key];
    if (typeof model === "boolean") out[key] = raw === "on" || raw === true;
    else if (typeof model === "string") out[key] = typeof raw === "string" ? raw : "";
    else if (Array.isArray(model)) {
      const row = model[0] as Record<string, unknown>;
      const rows = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
      out[key] = rows.map((r) => formValues(row, r));
    } else out[key] = raw ?? model;
  }
  return out as F;
}

/**
 * « Générer »: Conform checks the form (every message shown, the first wrong
 * field focused, then brought to the middle of the screen); the checked values
 * come back when it is right. A list intent (add, remove a row) gives null.
 */
export function checkedOnSubmit<Schema extends $ZodType>(
  event: FormEvent<HTMLFormElement>,
  conformSubmit: (event: FormEvent<HTMLFormElement>) => void,
  schema: Schema,
): output<Schema> | null {
  conformSubmit(event);
  // The studio never navigates: the document is issued by fetch.
  event.preventDefault();
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const submission = parseWithZod(new FormData(event.currentTarget, submitter), { schema });
  if (submission.status === "success") return submission.value;
  if (submission.status === "error") {
    window.requestAnimationFrame(() => document.activeElement?.scrollIntoView({ block: "center" }));
  }
  return null;
}
