import { BellRing, Send } from "lucide-react";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import { days } from "./message.ts";
import type { ReminderPanel } from "./reminders.server.ts";
import { REMIND_QUERY } from "./remind-query.ts";
import { StudioCard } from "#app/features/documents/components/studio-card.tsx";

type ActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

/** What the page receives from `reminderPanel`. */
export type ReminderCardData = ReminderPanel;

function stepList(steps: number[]) {
  const list = steps.map(String);
  const words = list.length > 1 ? `${list.slice(0, -1).join(", ")} et ${list.at(-1)}` : list[0];
  return `${words}\u00a0jours après l'échéance`;
}

/** The « Relances » card beside an invoice: the schedule, and « Relancer maintenant ». */
export function ReminderCard({
  number,
  panel,
  actionData,
  canRemind = true,
}: {
  number: string;
  panel: ReminderCardData;
  actionData: ActionData;
  /** « Relancer maintenant » is the payments' permission (permissions.ts). */
  canRemind?: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const error = actionData?.intent === "remind" ? formErrorOf(actionData.result) : null;
  const last = panel.sent[0];
  return (
    <StudioCard title="Relances" icon={<BellRing aria-hidden="true" />}>
      <div className="grid gap-3 text-sm">
        {panel.refusal ? (
          <p className="text-muted-foreground">{panel.refusal}</p>
        ) : (
          <>
            {panel.daysLate > 0 ? (
              <p>
                <span className="font-semibold text-destructive">
                  En retard de {days(panel.daysLate)}
                </span>
                {" · reste à payer "}
                <span className="font-semibold tabular-nums">{formatFcfa(panel.balance)}</span>
              </p>
            ) : null}
            {panel.dueNow !== null ? (
              <p className="text-muted-foreground">
                {`Relance automatique de ${days(panel.dueNow)} après l'échéance\u00a0: envoi dans les dix minutes, ${panel.recipient}.`}
              </p>
            ) : null}
            <p className="text-muted-foreground">
              {panel.scheduleOff
                ? "Relances automatiques désactivées sur ce serveur."
                : panel.next
                  ? `Prochaine relance automatique le ${printedDay(panel.next.day)} (${days(panel.next.step)} après l'échéance), ${panel.recipient}.`
                  : `Plus de relance automatique à venir (${stepList(panel.steps)}).`}
            </p>
          </>
        )}
        {last ? (
          <p className="text-muted-foreground">
            {panel.sent.length === 1
              ? "1\u00a0relance envoyée"
              : `${panel.sent.length}\u00a0relances envoyées`}
            , la dernière le {printedDay(new Date(last.at).toISOString().slice(0, 10))} (voir
            l&apos;historique).
          </p>
        ) : null}
        {panel.preview && canRemind ? (
          <details open={Boolean(error)} className="group">
            <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-input px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring group-open:hidden [&::-webkit-details-marker]:hidden">
              <Send className="size-4" aria-hidden="true" /> Relancer maintenant…
            </summary>
            <Form
              method="post"
              action={`/documents/${encodeURIComponent(number)}?${REMIND_QUERY}`}
              className="grid gap-3"
            >
              <input type="hidden" name="intent" value="remind" />
              <FormAlert message={error} />
              <p>
                {"Cette relance part "}
                <span className="font-semibold [overflow-wrap:anywhere]">{panel.recipient}</span>
                {", avec la facture en PDF, pour un reste à payer de "}
                <span className="font-semibold tabular-nums">{formatFcfa(panel.balance)}</span>.
              </p>
              <p>
                <span className="text-muted-foreground">Objet&nbsp;: </span>
                {panel.preview.subject}
              </p>
              <pre
                role="region"
                aria-label="Message de la relance"
                tabIndex={0}
                className="max-h-64 overflow-auto rounded-md border bg-muted/40 p-3 font-sans text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
              >
                {panel.preview.text}
              </pre>
              <div>
                <Button type="submit" disabled={busy}>
                  <Send aria-hidden="true" /> Envoyer la relance
                </Button>
              </div>
            </Form>
          </details>
        ) : null}
      </div>
    </StudioCard>
  );
}
