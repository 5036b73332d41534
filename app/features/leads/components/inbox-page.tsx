import { Download, Inbox, ListTodo, MailWarning, ShieldAlert, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import type { InboxRequest, InboxSubscriber, UndeliveredEmail } from "#app/features/leads/types.ts";
import { RequestCard } from "./request-card.tsx";
import { SubscribersTable } from "./subscribers-table.tsx";
import { UndeliveredEmails } from "./undelivered-emails.tsx";

export type InboxPageProps = {
  requests: InboxRequest[];
  total: number;
  /** The list shows the « indésirables » (honeypot filled in), not the real requests. */
  spam: boolean;
  /** Every real request, only those still « à traiter », or the « indésirables ». */
  view: "all" | "open" | "spam";
  spamTotal: number;
  /** Real requests nobody has marked « traitée » yet. */
  openTotal: number;
  page: number;
  pageCount: number;
  perPage: number;
  subscribers: InboxSubscriber[];
  undelivered: UndeliveredEmail[];
};

function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString("fr-FR")}\u00a0${n > 1 ? many : one}`;
}

/** /demandes: emails not delivered (if any), the contact requests (paged) and the newsletter's subscribers. */
export function InboxPage(props: InboxPageProps) {
  const { total, subscribers, undelivered } = props;
  const active = subscribers.filter((s) => !s.unsubscribedAt).length;
  return (
    <StudioPage
      title="Demandes et abonnés"
      intro="Les messages reçus par le formulaire de contact, avec leurs pièces jointes et l'état de l'e-mail envoyé à l'agence, puis les inscrits à la newsletter."
      back={{ to: "/invoice-quote", label: "Retour" }}
    >
      <nav aria-label="Sections de la page" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {undelivered.length > 0 ? (
            <li>
              <SectionLink href="#non-remis" icon={<MailWarning aria-hidden="true" />}>
                {`E-mails non remis (${undelivered.length.toLocaleString("fr-FR")})`}
              </SectionLink>
            </li>
          ) : null}
          <li>
            <SectionLink
              href={props.view === "all" ? "#demandes" : "/demandes#demandes"}
              icon={<Inbox aria-hidden="true" />}
            >
              {props.view !== "all"
                ? "Demandes de contact"
                : `Demandes de contact (${total.toLocaleString("fr-FR")})`}
            </SectionLink>
          </li>
          <li>
            <SectionLink
              href={props.view === "open" ? "#demandes" : "/demandes?a-traiter=1#demandes"}
              icon={<ListTodo aria-hidden="true" />}
            >
              {`À traiter (${props.openTotal.toLocaleString("fr-FR")})`}
            </SectionLink>
          </li>
          <li>
            <SectionLink
              href={props.spam ? "#demandes" : "/demandes?indesirables=1#demandes"}
              icon={<ShieldAlert aria-hidden="true" />}
            >
              {`Indésirables (${props.spamTotal.toLocaleString("fr-FR")})`}
            </SectionLink>
          </li>
          <li>
            <SectionLink href="#abonnes" icon={<Users aria-hidden="true" />}>
              {`Abonnés à la newsletter (${active.toLocaleString("fr-FR")})`}
            </SectionLink>
          </li>
        </ul>
      </nav>

      {undelivered.length > 0 ? (
        <section aria-labelledby="non-remis" className="mt-10 scroll-mt-24">
          <SectionHeader
            id="non-remis"
            title="E-mails non remis"
            count={undelivered.length}
            summary={
              "Le serveur d'envoi les a refusés ou n'a pas répondu. Les essais continuent pendant 48\u00a0heures\u00a0; «\u00a0Renvoyer\u00a0» relance l'envoi tout de suite."
            }
            csvHref={null}
            csvLabel=""
          />
          <UndeliveredEmails emails={undelivered} page={props.page} />
        </section>
      ) : null}
      <RequestsSection {...props} />
      <SubscribersSection subscribers={subscribers} active={active} />
    </StudioPage>
  );
}

function SectionLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-semibold shadow-sm transition-colors hover:border-primary/40 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:text-primary"
    >
      {icon}
      {children}
    </a>
  );
}

function SectionHeader({
  id,
  title,
  count,
  summary,
  csvHref,
  csvLabel,
}: {
  id: string;
  title: string;
  count: number;
  summary: string | null;
  csvHref: string | null;
  csvLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b pb-4">
      <div>
        <h2 id={id} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
          {title}
          <span className="inline-flex min-w-8 justify-center rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground">
            <span className="sr-only">(</span>
            {count.toLocaleString("fr-FR")}
            <span className="sr-only">)</span>
          </span>
        </h2>
        {summary ? <p className="mt-1 text-sm text-muted-foreground">{summary}</p> : null}
      </div>
      {csvHref ? (
        <Button asChild variant="outline" size="sm">
          {/* A file, not a page: the browser downloads it, the router stays out. */}
          <a href={csvHref} download>
            <Download aria-hidden="true" /> Télécharger en CSV
            <span className="sr-only">{` ${csvLabel}`}</span>
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/** The list's address for a page of the current view (the forms post back to it). */
function viewHref(view: InboxPageProps["view"], page: number): string {
  const base =
    view === "spam"
      ? "/demandes?indesirables=1"
      : view === "open"
        ? "/demandes?a-traiter=1"
        : "/demandes";
  return page <= 1 ? base : `${base}${view === "all" ? "?" : "&"}page=${page}`;
}

function RequestsSection({
  requests,
  total,
  page,
  pageCount,
  perPage,
  spam,
  view,
}: InboxPageProps) {
  const first = (page - 1) * perPage + 1;
  const last = first + requests.length - 1;
  const summary =
    total === 0
      ? null
      : requests.length === 0
        ? plural(total, "demande au total", "demandes au total")
        : `${plural(total, "demande", "demandes")}${view === "open" ? " à traiter" : ""}, de la plus récente à la plus ancienne${
            pageCount > 1 ? ` — n°\u00a0${first} à ${last}` : ""
          }.${spam ? " Le champ caché aux visiteurs était rempli (robot ou remplissage automatique)\u00a0: elles n'ont pas été envoyées par e-mail." : ""}`;
  return (
    <section aria-labelledby="demandes" className="mt-10 scroll-mt-24">
      <SectionHeader
        id="demandes"
        title={
          spam
            ? "Demandes indésirables"
            : view === "open"
              ? "Demandes à traiter"
              : "Demandes de contact"
        }
        count={total}
        summary={summary}
        csvHref={total > 0 ? "/demandes/export/demandes.csv" : null}
        csvLabel="(toutes les demandes)"
      />
      {total === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<Inbox aria-hidden="true" />}
          title={
            spam
              ? "Aucune demande indésirable"
              : view === "open"
                ? "Aucune demande à traiter"
                : "Pas encore de demande"
          }
        >
          Les messages envoyés depuis la page Contact apparaîtront ici dès leur arrivée, avec leur
          pièce jointe et l&apos;état de l&apos;e-mail adressé à l&apos;agence.
        </EmptyState>
      ) : requests.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<Inbox aria-hidden="true" />}
          title="Cette page est vide"
        >
          Il n&apos;y a pas autant de demandes.{" "}
          <Link to="/demandes" className="font-semibold text-primary underline underline-offset-4">
            Revenir aux plus récentes
          </Link>
        </EmptyState>
      ) : (
        <ol className="mt-6 space-y-5">
          {requests.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} page={page} action={viewHref(view, page)} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        href={(p) => viewHref(view, p)}
        label="Pages des demandes"
        previous="Plus récentes"
        next="Plus anciennes"
      />
    </section>
  );
}

function SubscribersSection({
  subscribers,
  active,
}: {
  subscribers: InboxSubscriber[];
  active: number;
}) {
  const left = subscribers.length - active;
  const summary =
    subscribers.length === 0
      ? null
      : `${plural(active, "abonné actif", "abonnés actifs")}${
          left > 0 ? `, ${plural(left, "désabonné", "désabonnés")}` : ""
        } — du plus récent au plus ancien.`;
  return (
    <section aria-labelledby="abonnes" className="mt-14 scroll-mt-24">
      <SectionHeader
        id="abonnes"
        title="Abonnés à la newsletter"
        count={active}
        summary={summary}
        csvHref={subscribers.length > 0 ? "/demandes/export/abonnes.csv" : null}
        csvLabel="(tous les abonnés)"
      />
      {subscribers.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<Users aria-hidden="true" />}
          title="Pas encore d'abonné"
        >
          Les adresses inscrites à la newsletter depuis le site apparaîtront ici, avec leur date
          d&apos;inscription et, le cas échéant, de désabonnement.
        </EmptyState>
      ) : (
        <div className="mt-6">
          <SubscribersTable subscribers={subscribers} />
        </div>
      )}
    </section>
  );
}
