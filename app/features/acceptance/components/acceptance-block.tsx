import { CheckCircle2 } from "#app/components/ui/icons/check-circle-2.tsx";
import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import { acceptedWhen } from "#app/features/wording/acceptance-sentence.ts";
import type { Language } from "#app/lib/currency.ts";
import { ANSWER_WORDS } from "#app/features/acceptance/answer-words.ts";

/**
 * « Accepté en ligne le … à … par …, empreinte … » on the client's pages: the
 * portal page's `acceptance` slot and the answer pages (issue 22, ADR 028).
 */
export function AcceptanceBlock({
  acceptance,
  language = "fr",
}: {
  acceptance: AcceptanceAnnex;
  /** The quote's (ADR 055): « Approved online on … » on an English quote's pages. */
  language?: Language;
}) {
  const w = ANSWER_WORDS[language].block;
  const { day, time } = acceptedWhen(new Date(acceptance.at), language);
  const [before, by, after] = w.sentence(day, time);
  return (
    <section
      aria-labelledby="bloc-acceptation"
      className="rounded-xl border border-emerald-600/40 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-400/40 dark:bg-emerald-950/40 dark:text-emerald-50"
    >
      <h2 id="bloc-acceptation" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        {w.title}
      </h2>
      <p className="mt-2">
        {before} {by} <strong>{acceptance.name}</strong>
        {acceptance.role ? <> ({acceptance.role})</> : null}, {after}{" "}
        <span className="font-mono text-sm break-all">{acceptance.fingerprint}</span>
      </p>
      {acceptance.signature ? (
        <img
          src={acceptance.signature}
          alt={w.signatureOf(acceptance.name)}
          className="mt-3 h-20 w-auto max-w-full rounded-md border border-emerald-600/30 bg-white p-1"
        />
      ) : null}
      <p className="mt-3 text-sm opacity-80">{w.fingerprint}</p>
    </section>
  );
}
