import { Check, Copy, Link2, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { StudioCard } from "#app/features/documents/components/studio-card.tsx";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import { LINK_QUERY } from "#app/features/portal/requests.ts";

type ActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

function when(date: Date | string): string {
  return formatFrenchDateTime(new Date(date)).replace(/^./, (c) => c.toLowerCase());
}

/** The card of /documents/:numero: the client's link, « Nouveau lien », when the client looked. */
export function ClientLinkCard({
  number,
  link,
  actionData,
}: {
  number: string;
  link: { url: string; firstViewedAt: Date | string | null; lastViewedAt: Date | string | null };
  actionData: ActionData;
}) {
  const busy = useNavigation().state !== "idle";
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const error = actionData?.intent === "client-link" ? formErrorOf(actionData.result) : null;
  async function copy() {
    await navigator.clipboard.writeText(link.url);
    setCopied(true);
  }
  return (
    <StudioCard title="Lien client" icon={<Link2 aria-hidden="true" />} id="carte-lien-client">
      <div className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          {
            "La page du document pour le client, sans compte\u00a0: dans chaque e-mail «\u00a0Envoyer au client\u00a0», et en QR code sur le PDF et l'impression."
          }
        </p>
        <input
          readOnly
          value={link.url}
          aria-label="Lien client"
          data-testid="client-link"
          className="h-10 w-full min-w-0 rounded-md border border-input bg-muted/40 px-3 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <p data-testid="client-viewed">
          {link.firstViewedAt && link.lastViewedAt
            ? `Vu par le client le ${when(link.firstViewedAt)}${
                when(link.lastViewedAt) !== when(link.firstViewedAt)
                  ? `, dernière visite le ${when(link.lastViewedAt)}`
                  : ""
              }.`
            : "Pas encore consulté par le client."}
        </p>
        <FormAlert message={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={copy} disabled={!hydrated}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Lien copié" : "Copier le lien"}
          </Button>
          <Form method="post" action={`/documents/${encodeURIComponent(number)}?${LINK_QUERY}`}>
            <input type="hidden" name="intent" value="client-link" />
            <Button type="submit" variant="outline" disabled={busy}>
              <RefreshCw aria-hidden="true" /> Nouveau lien
            </Button>
          </Form>
        </div>
        <p className="text-xs text-muted-foreground">
          {
            "«\u00a0Nouveau lien\u00a0» coupe l'ancien à l'instant\u00a0: à faire si le lien a été transmis à la mauvaise personne."
          }
        </p>
      </div>
    </StudioCard>
  );
}
