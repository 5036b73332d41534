import { Ban, Pause, Play } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { PER_PERIOD, PERIOD_LABELS } from "#app/features/subscriptions/periods.ts";
import type { SubscriptionView } from "#app/features/subscriptions/types.ts";
import { SubscriptionStatusBadge } from "./status-badge.tsx";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** /abonnements/:id: the terms, pause / resume / stop, and the invoices it issued. */
export function SubscriptionDetail({ subscription: s }: { subscription: SubscriptionView }) {
  const busy = useNavigation().state !== "idle";
  const [confirmStop, setConfirmStop] = useState(false);
  const vat = s.totals.vatAmount > 0;
  return (
    <StudioPage
      size="md"
      title={s.title}
      intro={`${s.clientName} · ${PERIOD_LABELS[s.period]} · ${formatFcfa(s.totalTtc)}${vat ? " TTC" : ""} ${PER_PERIOD[s.period]}`}
      back={{ to: "/abonnements", label: "Abonnements" }}
    >
      {s.lastError ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {s.lastError}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubscriptionStatusBadge status={s.status} />
          <div className="flex flex-wrap gap-2">
            {s.status === "active" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="pause" />
                <Button type="submit" variant="outline" disabled={busy}>
                  <Pause aria-hidden="true" /> Mettre en pause
                </Button>
              </Form>
            ) : null}
            {s.status === "paused" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="resume" />
                <Button type="submit" variant="outline" disabled={busy}>
                  <Play aria-hidden="true" /> Reprendre
                </Button>
              </Form>
            ) : null}
            {s.status !== "stopped" ? (
              <Dialog open={confirmStop} onOpenChange={setConfirmStop}>
                <DialogTrigger asChild>
                  <Button variant="destructive" disabled={busy}>
                    <Ban aria-hidden="true" /> Arrêter
                  </Button>
                </DialogTrigger>
                <DialogContent>
                  <div className="grid gap-1.5">
                    <DialogTitle>{"Arrêter cet abonnement\u00a0?"}</DialogTitle>
                    <DialogDescription>
                      {`Plus aucune facture ne sera émise pour «\u00a0${s.title}\u00a0» (${s.clientName}). Les factures déjà émises restent au registre. Un abonnement arrêté ne reprend pas.`}
                    </DialogDescription>
                  </div>
                  <Form
                    method="post"
                    className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end"
                    onSubmit={() => setConfirmStop(false)}
                  >
                    <input type="hidden" name="intent" value="stop" />
                    <Button type="button" variant="outline" onClick={() => setConfirmStop(false)}>
                      Annuler
                    </Button>
                    <Button type="submit" variant="destructive">
                      Arrêter l&apos;abonnement
                    </Button>
                  </Form>
                </DialogContent>
              </Dialog>
            ) : null}
          </div>
        </div>
        <dl className="grid gap-3">
          <Row label="Client">{s.clientName}</Row>
          <Row label="Périodicité">{PERIOD_LABELS[s.period]}</Row>
          <Row label="Début">{printedDay(s.startOn)}</Row>
          <Row label="Fin">{s.endOn ? printedDay(s.endOn) : "Sans date de fin"}</Row>
          {s.pausedOn ? <Row label="En pause depuis">{printedDay(s.pausedOn)}</Row> : null}
          {s.stoppedOn ? <Row label="Arrêté le">{printedDay(s.stoppedOn)}</Row> : null}
          <Row label="Prochaine facture">{s.nextDate ? printedDay(s.nextDate) : "—"}</Row>
          <Row label="Envoi au client">
            {s.autoSend ? "Automatique, par e-mail" : "À la main, depuis la facture"}
          </Row>
          <Row label="Créé par">{s.createdByName}</Row>
        </dl>
        <DataTable
          variant="plain"
          minWidth="min-w-[32rem]"
          caption="Prestations de chaque période"
          showCaption
          rows={s.lines}
          rowKey={(_, i) => String(i)}
          columns={[
            { header: "Désignation", cell: (l) => l.designation },
            { header: "Quantité", numeric: true, cell: (l) => `${l.quantity} ${l.unit}` },
            { header: "Prix unitaire HT", numeric: true, cell: (l) => formatFcfa(l.unitPrice) },
            {
              header: "Montant HT",
              numeric: true,
              cell: (l) => formatFcfa(l.unitPrice * l.quantity),
            },
          ]}
          footLabelAlign="right"
          foot={[
            ...(vat
              ? [
                  {
                    key: "vat",
                    label: `TVA ${s.vatRate}\u00a0%`,
                    cells: [formatFcfa(s.totals.vatAmount)],
                  },
                ]
              : []),
            {
              key: "total",
              label: vat ? "Total TTC par période" : "Total par période",
              cells: [formatFcfa(s.totals.totalTTC)],
              strong: true,
            },
          ]}
        />
      </div>

      <h2 className="mt-10 text-xl font-semibold">Factures émises</h2>
      <DataTable
        className="mt-3"
        minWidth="min-w-[36rem]"
        caption="Factures de l'abonnement, la plus récente d'abord"
        rows={s.periods}
        rowKey={(p) => p.start}
        empty={
          <p className="mt-3 text-muted-foreground">
            {s.nextDate
              ? `Aucune facture pour l'instant\u00a0: la première sera émise le ${printedDay(s.nextDate)}.`
              : "Aucune facture émise."}
          </p>
        }
        columns={[
          {
            header: "Période du",
            nowrap: true,
            cell: (p) => printedDay(p.start),
          },
          {
            header: "Facture",
            nowrap: true,
            cell: (p) =>
              p.number ? (
                <Link
                  to={`/documents/${encodeURIComponent(p.number)}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {p.number}
                </Link>
              ) : (
                <span className="text-muted-foreground">Période non facturée (pause)</span>
              ),
          },
          {
            header: "Montant",
            numeric: true,
            cell: (p) => (p.totalTtc !== null ? formatFcfa(p.totalTtc) : "—"),
          },
          {
            header: "Envoi",
            cell: (p) =>
              p.number
                ? p.sentAt
                  ? "Envoyée par e-mail"
                  : s.autoSend
                    ? "Pas envoyée (le client n'a pas d'adresse e-mail\u00a0?)"
                    : "À envoyer depuis la facture"
                : "—",
          },
        ]}
      />
    </StudioPage>
  );
}
