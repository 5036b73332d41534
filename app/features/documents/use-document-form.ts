import { useCallback, useEffect, useMemo, useState } from "react";
import { errorsByPath, type PathErrors } from "#app/lib/form-errors.ts";
import type { z } from "#app/lib/zod.ts";
import { clearDraft, loadDraft, saveDraft, type DraftKind } from "./draft.ts";
import type { ProposalForm, QuoteInvoiceForm } from "./schemas.ts";

type FormOf<K extends DraftKind> = K extends "proposal" ? ProposalForm : QuoteInvoiceForm;

export type RestoredDraft = { savedAt: string; source?: string };

const SAVE_DELAY_MS = 300;

/**
 * A document form's state: what the person typed, the validation messages
 * (shown once they have tried to generate), and the draft kept in this browser.
 */
export function useDocumentForm<K extends DraftKind>(
  kind: K,
  defaults: () => FormOf<K>,
  schema: z.ZodType,
) {
  const [form, setForm] = useState<FormOf<K>>(defaults);
  const [showErrors, setShowErrors] = useState(false);
  const [restored, setRestored] = useState<RestoredDraft | null>(null);
  const [ready, setReady] = useState(false);

  // The server renders the empty form; the draft is read once in the browser.
  useEffect(() => {
    const draft = loadDraft(kind);
    if (draft) {
      setForm(draft.form as FormOf<K>);
      setRestored({ savedAt: draft.savedAt, source: draft.source });
    }
    setReady(true);
  }, [kind]);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      if (JSON.stringify(form) === JSON.stringify(defaults())) clearDraft(kind);
      else saveDraft(kind, form);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form, ready, kind, defaults]);

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
    setForm(defaults());
    setShowErrors(false);
    setRestored(null);
  }, [kind, defaults]);

  return { form, setForm, errors, validate, reset, restored, ready };
}

/** The DOM id of a field from its path: 'prestations.0.designation' → 'prestations-0-designation'. */
export function fieldId(path: string): string {
  return path.replaceAll(".", "-");
}
