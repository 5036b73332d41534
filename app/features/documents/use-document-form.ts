import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorsByPath, type PathErrors } from "#app/lib/form-errors.ts";
import type { z } from "#app/lib/zod.ts";
import { clearDraft, loadDraft, saveDraft, type DraftKind, type DraftOrigin } from "./draft.ts";
import type { ProposalForm, QuoteInvoiceForm } from "./schemas.ts";

type FormOf<K extends DraftKind> = K extends "proposal" ? ProposalForm : QuoteInvoiceForm;

export type RestoredDraft = { savedAt: string } & DraftOrigin;

/** A form the server prepared (duplicate, conversion, a lead): it replaces the draft. */
export type Prefill<F> = { form: F } & DraftOrigin;

const SAVE_DELAY_MS = 300;

/**
 * A document form's state: what the person typed, the validation messages
 * (shown once they have tried to generate), and the draft kept in this browser
 * until the document is issued.
 */
export function useDocumentForm<K extends DraftKind>(
  kind: K,
  defaults: () => FormOf<K>,
  schema: z.ZodType,
  prefill?: Prefill<FormOf<K>> | null,
) {
  const [form, setForm] = useState<FormOf<K>>(defaults);
  const [showErrors, setShowErrors] = useState(false);
  const [restored, setRestored] = useState<RestoredDraft | null>(null);
  const [ready, setReady] = useState(false);
  // The form as already kept (loaded, saved or issued): nothing to write until it changes.
  // Opening an empty form in another tab thus never wipes a draft.
  const keptForm = useRef<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The server renders the empty form; the prefill or the draft is read once in the browser.
  useEffect(() => {
    if (prefill) {
      const origin = { source: prefill.source, note: prefill.note };
      setForm(prefill.form);
      saveDraft(kind, prefill.form, origin);
      keptForm.current = JSON.stringify(prefill.form);
      setRestored({ savedAt: new Date().toISOString(), ...origin });
      // Kept as the draft now: the address drops its ?dupliquer=…, so a reload keeps later edits.
      void navigate(pathname, { replace: true, preventScrollReset: true });
    } else {
      const draft = loadDraft(kind);
      if (draft) {
        setForm(draft.form as FormOf<K>);
        setRestored({ savedAt: draft.savedAt, source: draft.source, note: draft.note });
      }
      keptForm.current = JSON.stringify(draft ? draft.form : defaults());
    }
    setReady(true);
  }, [kind, prefill, navigate, pathname, defaults]);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      const json = JSON.stringify(form);
      if (json === keptForm.current) return;
      keptForm.current = json;
      if (json === JSON.stringify(defaults())) clearDraft(kind);
      else saveDraft(kind, form, { source: restored?.source, note: restored?.note });
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form, ready, kind, defaults, restored]);

  const errors: PathErrors = useMemo(() => {
    if (!showErrors) return {};
    const result = schema.safeParse(form);
    return result.success ? {} : errorsByPath(result.error);
  }, [form, schema, showErrors]);

  /** Checks the form; on failure shows every message and moves focus to the first field. */
  const validate = useCallback((): boolean => {
    const result = schema.safeParse(form);
    setShowErrors(true);
    if (result.success) return true;
    const first = Object.keys(errorsByPath(result.error))[0];
    if (first) {
      window.requestAnimationFrame(() => {
        const el = document.getElementById(fieldId(first));
        el?.focus();
        el?.scrollIntoView({ block: "center" });
      });
    }
    return false;
  }, [form, schema]);

  const reset = useCallback(() => {
    clearDraft(kind);
    keptForm.current = JSON.stringify(defaults());
    setForm(defaults());
    setShowErrors(false);
    setRestored(null);
  }, [kind, defaults]);

  /** The document is on the server now: the browser's draft is dropped. */
  const markIssued = useCallback(() => {
    keptForm.current = JSON.stringify(form);
    clearDraft(kind);
  }, [form, kind]);

  return { form, setForm, errors, validate, reset, restored, ready, markIssued };
}

/** The DOM id of a field from its path: 'prestations.0.designation' → 'prestations-0-designation'. */
export function fieldId(path: string): string {
  return path.replaceAll(".", "-");
}
