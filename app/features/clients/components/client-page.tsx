import { CONTACT_PREFERENCES } from "#app/features/whatsapp/registry.ts";
import { CURRENCIES, LANGUAGE_LABELS } from "#app/lib/currencies.ts";
import { COUNTRY_NAMES_FR } from "#app/lib/countries.ts";
import { HOME_COUNTRY } from "#app/lib/country-codes.ts";
import type { SubmissionResult } from "@conform-to/react";
import { Combine, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { ClientRow } from "#app/db/schema.ts";
import type { ClientDocumentItem } from "#app/features/clients/clients.server.ts";
import { StatusBadge } from "#app/features/documents/components/status-badge.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { dakarDay, printedDay } from "#app/features/documents/numbering.ts";
import { PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { balanceDue, displayStatus } from "#app/features/documents/status.ts";
import { ClientFormCard } from "./client-form.tsx";

type Payment = {
  id: string;
  number: string;
  amount: number;
  paidOn: string;
  method: keyof typeof PAYMENT_METHOD_LABELS;
  reference: string;
  cancelled: boolean;
};

export type ClientPageProps = {
  client: ClientRow;
  documents: ClientDocumentItem[];
  due: number;
  payments: Payment[];
  leads: { id: string; subject: string; createdAt: Date }[];
  merged: { id: string; name: string }[];
  candidates: { id: string; name: string; email: string | null; ninea: string | null }[];
  today: string;
  answer?: { intent: string; result: SubmissionResult<string[]> } | null;
  /** The client's subscriptions (subscriptions feature), wired by the route. */
  subscriptions?: ReactNode;
  /** Beside the client's details: a chat with its number (whatsapp feature, wired by the route). */
  contactAction?: ReactNode;
  /** A column « Envoyer » for the documents that go to the client (whatsapp feature). */
  sendOf?: (document: ClientDocumentItem) => ReactNode;
};

/** /clients/:id: the client, its documents, what it owes, its payments, its requests. */
export function ClientPage(props: ClientPageProps) {
  const { client: c, documents, due, payments, leads, today, answer } = props;
  const action = `/clients/${c.id}`;
  const editAnswer = answer?.intent === "edit" ? answer.result : null;
  const mergeAnswer = answer?.intent === "merge" ? answer.result : null;
  return (
    <StudioPage title={c.name} back={{ to: "/clients", label: "Tous les clients" }}>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Panel title="Coordonnées" id="coordonnees">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Item label="Contact" value={c.contactName} />
            <Item label="Email" value={c.email} />
            <Item label="Téléphone" value={c.phone} />
            <Item label="Documents envoyés par" value={CONTACT_PREFERENCES[c.contactPreference]} />
            <Item
              label="Langue et devise des documents"
              value={`${LANGUAGE_LABELS[c.language]}, ${CURRENCIES[c.currency].label}`}
            />
            <Item label="Adresse" value={c.address} />
            <Item label="Pays" value={COUNTRY_NAMES_FR[c.country] ?? c.country} />
            <Item label={c.country === HOME_COUNTRY ? "NINEA" : "Numéro fiscal"} value={c.ninea} />
            <Item label="RCCM" value={c.rccm} />
            <Item label="Notes internes" value={c.notes} wide />
          </dl>
          {props.contactAction ? <div className="mt-4">{props.contactAction}</div> : null}
          {props.merged.length > 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">
              Fiches fusionnées dans celle-ci&nbsp;: {props.merged.map((m) => m.name).join(", ")}.
            </p>
          ) : null}
        </Panel>
        <Panel title="Reste à payer" id="solde">
          <p className="text-3xl font-bold tabular-nums" data-testid="client-due">
            {formatFcfa(due)}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Sur ses factures émises, envoyées ou partiellement payées, avoirs déduits.
          </p>
        </Panel>
      </div>

      <Panel title={`Documents (${documents.length})`} id="documents" className="mt-6">
        <DataTable
          variant="plain"
          caption={`Documents de ${c.name}`}
          rows={documents}
          rowKey={(d) => d.number}
          empty={
            <p className="text-sm text-muted-foreground">Aucun document émis pour ce client.</p>
          }
          columns={[
            {
              header: "Numéro",
              nowrap: true,
              cell: (d) => (
                <Link
                  to={`/documents/${d.number}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {DOCUMENT_KINDS[d.kind].label} {d.number}
                </Link>
              ),
            },
            { header: "Projet", cell: (d) => d.project },
            {
              header: "Émis le",
              nowrap: true,
              figures: true,
              cell: (d) => printedDay(dakarDay(new Date(d.issuedAt))),
            },
            {
              header: "Statut",
              cell: (d) => <StatusBadge kind={d.kind} status={displayStatus(d, today)} />,
            },
            {
              header: "Total TTC",
              numeric: true,
              cell: (d) => (d.totalTtc === null ? "—" : formatFcfa(d.totalTtc)),
            },
            {
              header: "Reste à payer",
              numeric: true,
              cell: (d) =>
                d.kind === "invoice" && d.status !== "cancelled" ? formatFcfa(balanceDue(d)) : "—",
            },
            ...(props.sendOf
              ? [{ header: "Envoyer", cell: (d: ClientDocumentItem) => props.sendOf?.(d) ?? "—" }]
              : []),
          ]}
        />
      </Panel>

      <Panel title={`Paiements (${payments.length})`} id="paiements" className="mt-6">
        {payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun paiement enregistré.</p>
        ) : (
          <ul className="divide-y text-sm">
            {payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {printedDay(p.paidOn)} · {PAYMENT_METHOD_LABELS[p.method]}
                  {p.reference ? ` (${p.reference})` : ""} · facture{" "}
                  <Link
                    to={`/documents/${p.number}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {p.number}
                  </Link>
                </span>
                <span
                  className={
                    p.cancelled
                      ? "tabular-nums line-through text-muted-foreground"
                      : "tabular-nums font-medium"
                  }
                >
                  {formatFcfa(p.amount)}
                  {p.cancelled ? <span className="sr-only"> (annulé)</span> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {props.subscriptions ? (
        <Panel title="Abonnements" id="abonnements" className="mt-6">
          {props.subscriptions}
        </Panel>
      ) : null}

      {leads.length > 0 ? (
        <Panel title={`Demandes de contact (${leads.length})`} id="demandes" className="mt-6">
          <ul className="divide-y text-sm">
            {leads.map((l) => (
              <li key={l.id} className="py-2">
                {printedDay(dakarDay(new Date(l.createdAt)))} · {l.subject}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <Panel title="Modifier la fiche" id="modifier" icon={<Pencil aria-hidden="true" />}>
          <p className="mb-4 text-sm text-muted-foreground">
            Les prochains devis et factures reprendront ces informations&nbsp;; les documents déjà
            émis gardent celles imprimées à leur émission.
          </p>
          <ClientFormCard
            id="client-edit"
            action={action}
            defaultValue={{
              name: c.name,
              contactName: c.contactName,
              email: c.email ?? "",
              phone: c.phone,
              address: c.address,
              ninea: c.ninea ?? "",
              rccm: c.rccm,
              notes: c.notes,
              contactPreference: c.contactPreference,
              language: c.language,
              currency: c.currency,
              country: c.country,
            }}
            lastResult={editAnswer}
            submitLabel="Enregistrer la fiche"
          />
        </Panel>
        <Panel title="Fusionner un doublon" id="fusionner" icon={<Combine aria-hidden="true" />}>
          <p className="mb-4 text-sm text-muted-foreground">
            Les documents et demandes de l&apos;autre fiche rejoignent celle-ci, qui complète ses
            informations manquantes avec les siennes. L&apos;autre fiche disparaît de la liste.
          </p>
          {props.candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune autre fiche client.</p>
          ) : (
            <Form method="post" action={action} className="grid gap-3">
              <input type="hidden" name="intent" value="merge" />
              <FormAlert
                message={mergeAnswer?.error?.[""]?.[0] ?? mergeAnswer?.error?.other?.[0]}
              />
              <label htmlFor="merge-other" className="text-sm font-medium">
                Fiche à fusionner dans «&nbsp;{c.name}&nbsp;»
              </label>
              <select
                id="merge-other"
                name="other"
                required
                defaultValue=""
                className="h-11 rounded-md border border-input bg-background px-3 text-sm"
              >
                <option value="" disabled>
                  Choisir un client…
                </option>
                {props.candidates.map((o) => (
                  <option key={o.id} value={o.id}>
                    {[o.name, o.email, o.ninea].filter(Boolean).join(" · ")}
                  </option>
                ))}
              </select>
              <div>
                <Button type="submit" variant="outline">
                  <Combine aria-hidden="true" /> Fusionner dans cette fiche
                </Button>
              </div>
            </Form>
          )}
        </Panel>
      </div>
    </StudioPage>
  );
}

function Item({ label, value, wide }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words">{value?.trim() ? value : "—"}</dd>
    </div>
  );
}
