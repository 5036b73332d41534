import type { ReactNode } from "react";
import { Link } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { ColumnChart } from "#app/components/ui/column-chart.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { ShareBars } from "#app/components/ui/share-bars.tsx";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { Dashboard } from "#app/features/dashboard/dashboard-types.ts";
import {
  AGE_BUCKETS,
  barChart,
  monthLabel,
  monthShort,
  shortAmount,
} from "#app/features/dashboard/figures.ts";
import {
  cashedInMonthLink,
  cashedLink,
  overdueLink,
  quotesLink,
  toCashLink,
} from "#app/features/dashboard/links.ts";

// /tableau-de-bord (ADR 025): charts drawn on the server as SVG, in the page's
// colours (currentColor and the theme's tokens, so dark mode follows); each chart
// hidden from assistive technology beside its table, which is the accessible truth.

const figureLink =
  "text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function FigureLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link to={to} className={figureLink} aria-label={label}>
      {children}
    </Link>
  );
}

function Card({
  title,
  value,
  to,
  note,
}: {
  title: string;
  value: string;
  to?: string;
  note: string;
}) {
  return (
    <div className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
      <p className="mt-2 text-2xl font-bold tabular-nums tracking-tight">
        {to ? (
          <Link to={to} className={figureLink}>
            {value}
          </Link>
        ) : (
          value
        )}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{note}</p>
    </div>
  );
}

/** Vertical bars, one per value, with a light grid: the firm's months or its overdue ages. */
function BarChart({ values, labels }: { values: number[]; labels: string[] }) {
  const left = 40;
  const chart = barChart(values, { width: 320, height: 170, left, top: 12, bottom: 24 });
  return <ColumnChart chart={chart} labels={labels} left={left} tickLabel={shortAmount} name="" />;
}

type FigureRow = {
  key: string;
  label: ReactNode;
  amount: number;
  to: string;
  count: number;
};

/** A figure's table: one row per period, age or client, its amount linked to the register. */
function FigureTable({
  caption,
  head,
  rows,
  rowLabel,
  totals = [],
}: {
  caption: string;
  head: [string, string, string];
  rows: FigureRow[];
  /** How the rows' names are written (a month in lower case, a client's long name). */
  rowLabel?: { capitalize?: boolean; breakAnywhere?: boolean };
  totals?: FigureRow[];
}) {
  return (
    <DataTable
      className="mt-4"
      variant="plain"
      caption={caption}
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { header: head[0], rowHeader: true, ...rowLabel, cell: (r) => r.label },
        {
          header: head[1],
          numeric: true,
          cell: (r) => <FigureLink to={r.to}>{formatFcfa(r.amount)}</FigureLink>,
        },
        { header: head[2], numeric: true, cell: (r) => r.count },
      ]}
      foot={totals.map((t) => ({
        key: t.key,
        label: t.label,
        cells: [
          <FigureLink key="amount" to={t.to}>
            {formatFcfa(t.amount)}
          </FigureLink>,
          t.count,
        ],
        strong: true,
      }))}
    />
  );
}

export function DashboardPage({
  data,
  alerts,
  pipeline,
  margins,
}: {
  data: Dashboard;
  /** Shown first, above the figures: what another feature asks the staff to check. */
  alerts?: ReactNode;
  /** The pipeline's conversion and days per stage (its feature's, for who follows the requests). */
  pipeline?: ReactNode;
  /** « Marge par projet » and « Marge par mois » (the margins feature's, for who holds `margins`). */
  margins?: ReactNode;
}) {
  const { window, cashed, toCash, overdue, quotes, topClients } = data;
  const lateAmount = overdue.reduce((s, b) => s + b.amount, 0);
  const lateCount = overdue.reduce((s, b) => s + b.count, 0);
  const period = `du ${printedDay(window.from)} au ${printedDay(window.to)}`;
  return (
    <StudioPage
      size="xl"
      title="Tableau de bord"
      intro={`Ce qui a été encaissé, ce qui reste dû et les devis des douze derniers mois (${period}), au ${printedDay(data.today)}. Chaque montant ouvre le registre sur les documents qui le composent.`}
      back={{ to: "/invoice-quote", label: "Retour" }}
    >
      {alerts}

      <div className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card
          title="Encaissé sur 12 mois"
          value={formatFcfa(data.cashedTotal)}
          to={cashedLink(window)}
          note="Paiements reçus, hors paiements annulés"
        />
        <Card
          title="À encaisser"
          value={formatFcfa(toCash.amount)}
          to={toCashLink()}
          note={`Reste à payer sur ${toCash.count}\u00a0facture${toCash.count > 1 ? "s" : ""}`}
        />
        <Card
          title="En retard"
          value={formatFcfa(lateAmount)}
          to={overdueLink()}
          note={`${lateCount}\u00a0facture${lateCount > 1 ? "s" : ""} après l'échéance`}
        />
        <Card
          title="Taux de conversion des devis"
          value={quotes.rate === null ? "—" : `${quotes.rate}\u00a0%`}
          to={quotesLink(window, "accepted")}
          note={`${quotes.accepted} accepté${quotes.accepted > 1 ? "s" : ""} sur ${quotes.issued} émis`}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel
          id="encaisse-titre"
          title="Encaissé par mois"
          intro="Somme des paiements reçus chaque mois, à leur date de paiement (heure de Dakar), hors paiements annulés."
        >
          <BarChart
            values={cashed.map((m) => m.amount)}
            labels={cashed.map((m) => monthShort(m.month))}
          />
          <FigureTable
            caption="Encaissé par mois, sur les douze derniers mois"
            head={["Mois", "Encaissé", "Paiements"]}
            rowLabel={{ capitalize: true }}
            rows={cashed.map((m) => ({
              key: m.month,
              label: monthLabel(m.month),
              amount: m.amount,
              to: cashedInMonthLink(m.month),
              count: m.count,
            }))}
            totals={[
              {
                key: "total",
                label: "Total",
                amount: data.cashedTotal,
                to: cashedLink(window),
                count: cashed.reduce((s, m) => s + m.count, 0),
              },
            ]}
          />
        </Panel>

        <Panel
          id="retard-titre"
          title="Impayés en retard, par ancienneté"
          intro="Reste à payer des factures dont l'échéance est passée, selon le nombre de jours de retard."
        >
          <BarChart
            values={overdue.map((b) => b.amount)}
            labels={AGE_BUCKETS.map((b) =>
              b.to === null ? `> ${b.from - 1} j` : `${b.from === 1 ? 0 : b.from}–${b.to} j`,
            )}
          />
          <FigureTable
            caption="Reste à payer en retard, par ancienneté"
            head={["Retard", "Reste à payer", "Factures"]}
            rows={overdue.map((b, i) => ({
              key: b.key,
              label: AGE_BUCKETS[i]!.label,
              amount: b.amount,
              to: overdueLink(b.key),
              count: b.count,
            }))}
            totals={[
              {
                key: "late",
                label: "Total en retard",
                amount: lateAmount,
                to: overdueLink(),
                count: lateCount,
              },
              {
                key: "owed",
                label: "Total à encaisser (échu ou non)",
                amount: toCash.amount,
                to: toCashLink(),
                count: toCash.count,
              },
            ]}
          />
        </Panel>

        <Panel
          id="devis-titre"
          title="Devis"
          intro={`Devis émis ${period}, ceux que le client a acceptés, et la part acceptée.`}
        >
          <ShareBars values={[quotes.issued, quotes.accepted]} labels={["Émis", "Acceptés"]} />
          <DataTable
            className="mt-4"
            variant="plain"
            caption="Devis émis, acceptés et taux de conversion"
            rows={[
              { label: "Devis émis", to: quotesLink(window), value: quotes.issued },
              {
                label: "Devis acceptés",
                to: quotesLink(window, "accepted"),
                value: quotes.accepted,
              },
              {
                label: "Devis refusés",
                to: quotesLink(window, "refused"),
                value: quotes.refused,
              },
            ]}
            rowKey={(r) => r.label}
            columns={[
              { rowHeader: true, cell: (r) => r.label },
              {
                numeric: true,
                cell: (r) => <FigureLink to={r.to}>{r.value}</FigureLink>,
              },
            ]}
            foot={[
              {
                key: "rate",
                label: "Taux de conversion (acceptés ÷ émis)",
                cells: [quotes.rate === null ? "—" : `${quotes.rate}\u00a0%`],
                strong: true,
              },
            ]}
          />
        </Panel>

        <Panel
          id="clients-titre"
          title="Meilleurs clients"
          intro={`Les ${topClients.length > 1 ? `${topClients.length} clients` : "clients"} qui ont le plus payé ${period}, classés par montant encaissé.`}
        >
          {topClients.length === 0 ? (
            <p className="text-sm">Aucun paiement reçu sur la période.</p>
          ) : (
            <>
              <ShareBars
                values={topClients.map((c) => c.amount)}
                labels={topClients.map((c) => c.party)}
              />
              <FigureTable
                caption="Meilleurs clients, par montant encaissé"
                head={["Client", "Encaissé", "Factures"]}
                rowLabel={{ breakAnywhere: true }}
                rows={topClients.map((c) => ({
                  key: c.party,
                  label: c.party,
                  amount: c.amount,
                  to: cashedLink(window, c.party),
                  count: c.count,
                }))}
              />
            </>
          )}
        </Panel>
      </div>
      {margins}
      {pipeline}
    </StudioPage>
  );
}
