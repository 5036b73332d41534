import { Bell, CheckCheck, Mail } from "lucide-react";
import { Form, Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationView,
} from "#app/features/notifications/kinds.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";

/** /notifications: the latest, unread first marked, « Tout marquer lu », the email choices. */
export function NotificationsPage({
  items,
  kinds,
  emailKinds,
}: {
  items: NotificationView[];
  kinds: NotificationKind[];
  emailKinds: NotificationKind[];
}) {
  const unread = items.filter((n) => !n.read).length;
  return (
    <StudioPage
      kicker="Studio"
      title="Notifications"
      intro={
        "Ce qui s'est passé pour votre rôle\u00a0: devis acceptés ou refusés en ligne, paiements reçus, nouvelles demandes, invitations acceptées. Elles arrivent ici en direct, sans recharger la page."
      }
      actions={
        unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="tout-lu" />
            <Button type="submit" variant="outline">
              <CheckCheck aria-hidden="true" /> Tout marquer lu
            </Button>
          </Form>
        ) : null
      }
    >
      {items.length === 0 ? (
        <EmptyState className="mt-8" icon={<Bell aria-hidden="true" />} title="Aucune notification">
          Les devis acceptés en ligne, les paiements et les nouvelles demandes apparaîtront ici.
        </EmptyState>
      ) : (
        <ul className="mt-8 divide-y rounded-xl border bg-card" data-testid="notifications">
          {items.map((n) => (
            <li key={n.id} className={cn("p-4 sm:px-6", !n.read && "bg-primary/5")}>
              <Link
                to={`/notifications/ouvrir/${n.id}`}
                // A whole page: the shell's counts are read again with it.
                reloadDocument
                className="group flex items-start gap-3 rounded-sm"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-2 size-2 shrink-0 rounded-full",
                    n.read ? "bg-transparent" : "bg-primary",
                  )}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold group-hover:underline [overflow-wrap:anywhere]">
                    {n.title}
                    {n.read ? null : <span className="sr-only"> (non lue)</span>}
                  </span>
                  {n.body ? (
                    <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {n.body}
                    </span>
                  ) : null}
                  <time dateTime={n.at} className="block text-xs text-muted-foreground">
                    {formatFrenchDateTime(new Date(n.at))}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {kinds.length > 0 ? (
        <section
          aria-labelledby="notifications-email"
          className="mt-10 rounded-xl border p-5 sm:p-6"
        >
          <h2 id="notifications-email" className="flex items-center gap-2 text-lg font-semibold">
            <Mail aria-hidden="true" className="size-5 text-primary" />
            Recevoir aussi par e-mail
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {
              "Les e-mails envoyés à l'adresse de l'entreprise restent les mêmes\u00a0; ceux-ci vous sont adressés à vous."
            }
          </p>
          <Form method="post" className="mt-4 grid gap-3">
            <input type="hidden" name="intent" value="emails" />
            {kinds.map((k) => (
              <label key={k} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  name="email"
                  value={k}
                  defaultChecked={emailKinds.includes(k)}
                  className="size-4 accent-primary"
                />
                {`Pour ${NOTIFICATION_KINDS[k].label}`}
              </label>
            ))}
            <div>
              <Button type="submit" variant="outline" size="sm">
                Enregistrer mes choix
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </StudioPage>
  );
}
