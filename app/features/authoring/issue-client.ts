import { useEffect, useRef, useState } from "react";
import { renderDocument } from "#app/features/print/render.ts";
import { openPrintWindow, printAssets } from "#app/features/print/print-window.ts";
import type { IssueRequest, IssueResponse } from "#app/features/documents/requests.ts";

export type IssueOutcome =
  | { kind: "blocked" }
  | { kind: "issued"; number: string; name: string }
  | { kind: "failed"; message: string };

/**
 * « Générer »: opens the print window within the click, asks the server to
 * issue the document, then prints what the server froze. If issuing fails,
 * the window closes and the French reason comes back.
 */
export async function issueAndPrint(request: IssueRequest): Promise<IssueOutcome> {
  const win = openPrintWindow();
  if (!win) return { kind: "blocked" };
  let answer: IssueResponse;
  try {
    const response = await fetch("/documents/emettre", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    answer = (await response.json().catch(() => ({
      ok: false,
      error: `Le serveur n'a pas pu émettre le document (erreur ${response.status}). Réessayez.`,
    }))) as IssueResponse;
  } catch {
    answer = {
      ok: false,
      error:
        "Le serveur est injoignable\u00a0: vérifiez la connexion et réessayez. Votre saisie est conservée.",
    };
  }
  if (!answer.ok) {
    win.close();
    return { kind: "failed", message: answer.error };
  }
  const { html, name } = renderDocument(
    answer.snapshot,
    printAssets(),
    { paidOn: answer.paidOn },
    answer.annex,
  );
  await win.print(html, name);
  return { kind: "issued", number: answer.number, name };
}

/**
 * « Générer »'s state in a form: busy while the server issues, the number issued, the
 * French reason of a failure, and one request key per version of the form (a retried
 * click issues nothing twice). `issue` sends the request the form built from `typed`.
 */
export function useIssue<F>(values: F, markIssued: (form: F) => void) {
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requestKey = useRef<string | null>(null);
  // Compared as text: Conform gives a new value object at each submit, not a new version.
  const version = JSON.stringify(values);
  useEffect(() => {
    requestKey.current = null;
  }, [version]);

  function issue(request: (requestKey: string) => IssueRequest) {
    requestKey.current ??= crypto.randomUUID();
    const typed = values;
    // issueAndPrint opens the window at once, inside this click.
    const pending = issueAndPrint(request(requestKey.current));
    setBusy(true);
    setFailure(null);
    void pending.then((outcome) => {
      setBusy(false);
      if (outcome.kind === "failed") setFailure(outcome.message);
      if (outcome.kind === "issued") {
        markIssued(typed);
        requestKey.current = null;
        setGenerated(outcome.number);
      }
    });
  }

  return { busy, generated, failure, issue };
}
