import { CheckCircle2 } from "#app/components/ui/icons/check-circle-2.tsx";
import { acceptedWhen, type AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";

/**
 * « Accepté en ligne le … à … par …, empreinte … » on the client's pages: the
 * portal page's `acceptance` slot and the answer pages (issue 22, ADR 028).
 */
export function AcceptanceBlock({ acceptance }: { acceptance: AcceptanceAnnex }) {
  const { day, time } = acceptedWhen(new Date(acceptance.at));
  return (
    <section
      aria-labelledby="bloc-acceptation"
      className="rounded-xl border border-emerald-600/40 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-400/40 dark:bg-emerald-950/40 dark:text-emerald-50"
    >
      <h2 id="bloc-acceptation" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        Bon pour accord
      </h2>
      <p className="mt-2">
        Accepté en ligne le {day} à {time} (heure de Dakar) par <strong>{acceptance.name}</strong>
        {acceptance.role ? <> ({acceptance.role})</> : null}, empreinte{" "}
        <span className="font-mono text-sm break-all">{acceptance.fingerprint}</span>
      </p>
      {acceptance.signature ? (
        <img
          src={acceptance.signature}
          alt={`Signature de ${acceptance.name}`}
          className="mt-3 h-20 w-auto max-w-full rounded-md border border-emerald-600/30 bg-white p-1"
        />
      ) : null}
      <p className="mt-3 text-sm opacity-80">
        L'empreinte SHA-256 identifie le devis exact qui a été accepté.
      </p>
    </section>
  );
}
