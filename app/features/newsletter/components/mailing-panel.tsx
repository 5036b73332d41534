import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import type { MailingProgress } from "#app/features/newsletter/mailing.server.ts";

/** While emails are left to send, the page reads the progress again every few seconds. */
const PROGRESS_EVERY_MS = 3000;

/** « Newsletter » under a published article: « Envoyer aux abonnés », then its progress. */
export function MailingPanel({ mailing }: { mailing: MailingProgress }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const sending = Boolean(mailing.startedAt) && mailing.left > 0;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") {
        void revalidator.revalidate();
      }
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
  return (
    <section aria-labelledby="mailing-title" className="mt-12 rounded-xl border p-4">
      <h2 id="mailing-title" className="text-xl font-bold tracking-tight">
        Newsletter
      </h2>
      {mailing.startedAt ? (
        <div className="mt-3 grid gap-1 text-sm" role="status">
          <p>
            Envoi lancé le {formatFrenchDateTime(new Date(mailing.startedAt))}
            {mailing.byName ? ` par ${mailing.byName}` : ""}.
          </p>
          <p className="font-semibold" data-testid="envoi-progression">
            {`Envoyés\u00a0: ${mailing.sent} · Restants\u00a0: ${mailing.left}`}
            {mailing.skipped > 0 ? ` · Désabonnés entre-temps\u00a0: ${mailing.skipped}` : ""}
            {mailing.failed > 0 ? ` · Échecs\u00a0: ${mailing.failed}` : ""}
          </p>
          <p className="text-muted-foreground">
            {`Un article n'est envoyé qu'une fois.${
              !sending
                ? ""
                : hydrated
                  ? " La progression se met à jour d'elle-même."
                  : " Rechargez la page pour suivre l'envoi."
            }`}
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            Un e-mail par abonné actuel, avec son lien de désabonnement. Une seule fois par article.
          </p>
          <Button type="submit" name="intent" value="send" variant="secondary">
            Envoyer aux abonnés
          </Button>
        </Form>
      )}
    </section>
  );
}
