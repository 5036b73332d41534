import { Signature } from "lucide-react";
import { StudioCard } from "#app/features/documents/components/studio-card.tsx";
import { acceptedWhen } from "#app/features/wording/acceptance-sentence.ts";

/** The client's answer given online, as the staff page shows it (dates may arrive as strings). */
export type OnlineAnswerCardData = {
  decision: "accepted" | "refused";
  name: string;
  role: string;
  reason: string;
  at: Date | string;
  ip: string;
  userAgent: string;
  fingerprint: string;
  signature: string | null;
};

/**
 * « Réponse en ligne » beside a quote (issue 22, ADR 028): who accepted or refused it
 * through its private link, when (Dakar), from where, the fingerprint of the exact
 * document accepted and the drawn signature. Such a quote is locked: « Marquer
 * accepté » and « Marquer refusé » no longer apply to it.
 */
export function AcceptanceCard({ answer }: { answer: OnlineAnswerCardData }) {
  const { day, time } = acceptedWhen(new Date(answer.at));
  const accepted = answer.decision === "accepted";
  const rows: [string, string][] = [
    [
      "Par",
      answer.name ? `${answer.name}${answer.role ? ` (${answer.role})` : ""}` : "Non indiqué",
    ],
    ["Le", `${day} à ${time} (heure de Dakar)`],
    ["Adresse IP", answer.ip],
    ["Navigateur", answer.userAgent || "Inconnu"],
  ];
  if (!accepted) rows.push(["Motif", answer.reason || "Aucun motif donné"]);
  return (
    <StudioCard
      title="Réponse en ligne"
      id="carte-reponse-en-ligne"
      icon={<Signature aria-hidden="true" />}
    >
      <div className="grid gap-3 text-sm">
        <p className="font-semibold">
          {accepted ? "Accepté en ligne par le client." : "Refusé en ligne par le client."}
        </p>
        <dl className="grid gap-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          {accepted ? (
            <div>
              <dt className="text-muted-foreground">Empreinte SHA-256 du devis accepté</dt>
              <dd className="font-mono text-xs break-all">{answer.fingerprint}</dd>
            </div>
          ) : null}
        </dl>
        {answer.signature ? (
          <img
            src={answer.signature}
            alt={`Signature de ${answer.name}`}
            className="h-20 w-auto max-w-full rounded-md border bg-white p-1"
          />
        ) : null}
      </div>
    </StudioCard>
  );
}
