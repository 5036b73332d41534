import { useEffect, useRef, useState } from "react";
import { moneyOf } from "#app/features/documents/snapshot.ts";
import { renderDocument } from "#app/features/print/render.ts";
import { loadLanguage } from "#app/features/wording/languages.ts";
import { openPrintWindow, printAssets } from "./print-window.ts";
import type { IssueRequest, IssueResponse } from "#app/features/documents/requests.ts";

export type IssueOutcome =
  | { kind: "blocked" }
  | { kind: "issued"; number: string; name: string }
  | { kind: "failed"; message: string };

/**
 * Asks the server to issue; a network failure or an unreadable answer is a French refusal.
 * `transient`: nothing was decided (no network, the studio's worker answering offline, or
 * a 503 while the database comes back): the same request may go again.
 */
async function postIssue(
  request: IssueRequest,
): Promise<{ answer: IssueResponse; transient: boolean }> {
  try {
    const response = await fetch("/documents/emettre", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    const answer = (await response.json().catch(() => ({
      ok: false,
      error: `Le serveur n'a pas pu émettre le document (erreur ${response.status}). Réessayez.`,
    }))) as IssueResponse;
    return { answer, transient: response.status === 503 };
  } catch {
    return {
      answer: {
        ok: false,
        error:
          "Le serveur est injoignable\u00a0: vérifiez la connexion et réessayez. Votre saisie est conservée.",
      },
      transient: true,
    };
  }
}

/**
 * « Générer »: opens the print window within the click, asks the server to
 * issue the document, then prints what the server froze. If issuing fails,
 * the window closes and the French reason comes back.
 */
export async function issueAndPrint(request: IssueRequest): Promise<IssueOutcome> {
  const win = openPrintWindow();
  if (!win) return { kind: "blocked" };
  const { answer } = await postIssue(request);
  if (!answer.ok) {
    win.close();
    return { kind: "failed", message: answer.error };
  }
  // French prints with the form's own code, as ever; English is fetched when the document
  // became English (the form asks for it then) and waited for here if not there yet (ADR 055).
  await loadLanguage(moneyOf(answer.snapshot).language);
  const { html, name } = renderDocument(
    answer.snapshot,
    printAssets(),
    { paidOn: answer.paidOn },
    answer.annex,
  );
  await win.print(html, name);
  return { kind: "issued", number: answer.number, name };
}

/** A send waiting for the network tries again this long after a failed try. */
const RETRY_MS = 3000;

/** « Générer » clicked with no network: said so, and sent as it was when the network is back. */
export const ISSUE_WHEN_ONLINE_MESSAGE =
  "Vous êtes hors ligne\u00a0: le document sera émis dès le retour de la connexion, tel que vous l'avez validé (le brouillon reste gardé sur cet appareil). Modifier le formulaire annule cet envoi.";

/**
 * « Générer »'s state in a form: busy while the server issues, the number issued, the
 * French reason of a failure, and one request key per version of the form (a retried
 * click issues nothing twice). `issue` sends the request the form built from `typed`.
 * Clicked offline, the request waits for the browser's `online` event and is sent then
 * with the same key (so it is issued once, whatever reached the server before), without
 * the print window a script may not open on its own: the panel links to the PDF. A change
 * to the form drops the waiting request: what goes is what the member validated.
 */
export function useIssue<F>(values: F, markIssued: (form: F) => void) {
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ request: IssueRequest; typed: F } | null>(null);
  // The key goes with what it issues: the same checked document sent again (its answer lost)
  // keeps its key, another gets a new one. Tied to the request's content, not to a reset by
  // an effect: at load that effect could run after the click (a field reformatted on blur)
  // and the retry went with a new key, a second document.
  const requestKey = useRef<{ content: string; key: string } | null>(null);
  // The form's latest: the waiting send below must not start again with each render.
  const issued = useRef(markIssued);
  issued.current = markIssued;
  // Compared as text: Conform gives a new value object at each submit, not a new version.
  const version = JSON.stringify(values);
  const firstVersion = useRef(version);
  useEffect(() => {
    if (version === firstVersion.current) return;
    firstVersion.current = version;
    setWaiting(null);
  }, [version]);

  useEffect(() => {
    if (!waiting) return;
    let sending = false;
    let timer: number | undefined;
    const send = () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      setBusy(true);
      void postIssue(waiting.request).then(({ answer, transient }) => {
        setBusy(false);
        sending = false;
        // The network is not quite back (the worker may still see it cut): again soon.
        if (transient) {
          timer = window.setTimeout(send, RETRY_MS);
          return;
        }
        setWaiting(null);
        if (!answer.ok) {
          setFailure(answer.error);
          return;
        }
        setFailure(null);
        issued.current(waiting.typed);
        requestKey.current = null;
        setGenerated(answer.number);
      });
    };
    send();
    window.addEventListener("online", send);
    return () => {
      window.removeEventListener("online", send);
      window.clearTimeout(timer);
    };
  }, [waiting]);

  function issue(request: (requestKey: string) => IssueRequest) {
    const content = JSON.stringify(request(""));
    if (requestKey.current?.content !== content)
      requestKey.current = { content, key: crypto.randomUUID() };
    const typed = values;
    const built = request(requestKey.current.key);
    // issueAndPrint opens the window at once, inside this click.
    const pending = issueAndPrint(built);
    setBusy(true);
    setFailure(null);
    setWaiting(null);
    void pending.then((outcome) => {
      setBusy(false);
      if (outcome.kind === "failed") {
        if (navigator.onLine) setFailure(outcome.message);
        else {
          setFailure(ISSUE_WHEN_ONLINE_MESSAGE);
          setWaiting({ request: built, typed });
        }
      }
      if (outcome.kind === "issued") {
        markIssued(typed);
        requestKey.current = null;
        setGenerated(outcome.number);
      }
    });
  }

  return { busy, generated, failure, issue };
}
