import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatFcfa } from "#app/features/documents/money.ts";
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

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}

const th = "px-3 py-2 text-left font-semibold";
const thNum = "px-3 py-2 text-right font-semibold";
const td = "px-3 py-2 text-left";
const tdNum = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** Vertical bars, one per value, with a light grid; drawn in the text's colours. */
function BarChart({
  values,
  labels,
  className,
}: {
  values: number[];
  labels: string[];
  className?: string;
}) {
  // A narrow box, at most 26rem wide: its 11-unit text stays 11 to 14 px from a phone to a desktop.
  const chart = barChart(values, { width: 320, height: 170, left: 40, top: 12, bottom: 24 });
  // Twelve labels do not fit side by side: every other one, ending with the latest.
  const shown = (i: number) => values.length <= 6 || (values.length - 1 - i) % 2 === 0;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      aria-hidden="true"
      focusable="false"
      data-chart=""
      className={`mt-4 h-auto w-full max-w-[26rem] overflow-visible text-muted-foreground ${className ?? ""}`}
    >
      {chart.ticks.map((t) => (
        <g key={t.value}>
          <line
            x1={40}
            x2={chart.width}
            y1={t.y}
            y2={t.y}
            stroke="currentColor"
            strokeOpacity={t.value === 0 ? 0.6 : 0.2}
          />
          <text x={36} y={t.y + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {shortAmount(t.value)}
          </text>
        </g>
      ))}
      {chart.bars.map((b, i) => (
        <g key={labels[i]}>
          <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={2} className="fill-primary" />
          {shown(i) ? (
            <text
              x={b.cx}
              y={chart.baseline + 16}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {labels[i]}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

/** Horizontal bars, each with its (shortened) label; the table beside has the figures. */
function ShareBars({ values, labels }: { values: number[]; labels: string[] }) {
  const max = Math.max(1, ...values);
  const row = 24;
  const bar = { x: 116, width: 204 };
  return (
    <svg
      viewBox={`0 0 320 ${values.length * row}`}
      aria-hidden="true"
      focusable="false"
      data-chart=""
      className="mt-4 h-auto w-full max-w-[26rem] text-muted-foreground"
    >
      {values.map((v, i) => (
        <g key={i}>
          <text x={0} y={i * row + 16} fontSize={11} fill="currentColor">
            {labels[i]!.length > 18 ? `${labels[i]!.slice(0, 17)}…` : labels[i]}
          </text>
          <rect
            x={bar.x}
            y={i * row + 5}
            width={bar.width}
            height={row - 10}
            rx={3}
            className="fill-muted"
          />
          <rect
            x={bar.x}
            y={i * row + 5}
            width={v <= 0 ? 0 : Math.max(2, (v / max) * bar.width)}
            height={row - 10}
            rx={3}
            className="fill-primary"
          />
        </g>
      ))}
    </svg>
  );
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
  rowLabelClass = "",
  totals = [],
}: {
  caption: string;
  head: [string, string, string];
  rows: FigureRow[];
  rowLabelClass?: string;
  totals?: FigureRow[];
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b">
          <tr>
            <th scope="col" className={th}>
              {head[0]}
            </th>
            <th scope="col" className={thNum}>
              {head[1]}
            </th>
            <th scope="col" className={thNum}>
              {head[2]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b last:border-b-0">
              <th scope="row" className={`${td} font-normal ${rowLabelClass}`}>
                {r.label}
              </th>
              <td className={tdNum}>
                <FigureLink to={r.to}>{formatFcfa(r.amount)}</FigureLink>
              </td>
              <td className={tdNum}>{r.count}</td>
            </tr>
          ))}
        </tbody>
        {totals.length > 0 ? (
          <tfoot className="border-t">
            {totals.map((t) => (
              <tr key={t.key}>
                <th scope="row" className={th}>
                  {t.label}
                </th>
                <td className={`${tdNum} font-semibold`}>
                  <FigureLink to={t.to}>{formatFcfa(t.amount)}</FigureLink>
                </td>
                <td className={`${tdNum} font-semibold`}>{t.count}</td>
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

export function DashboardPage({
  data,
  alerts,
}: {
  data: Dashboard;
  /** Shown first, above the figures: what another feature asks the staff to check. */
  alerts?: ReactNode;
}) {
  const { window, cashed, toCash, overdue, quotes, topClients } = data;
  const lateAmount = overdue.reduce((s, b) => s + b.amount, 0);
  const lateCount = overdue.reduce((s, b) => s + b.count, 0);
  const period = `du ${printedDay(window.from)} au ${printedDay(window.to)}`;
  return (
    <section className="py-10 md:py-14">
      <Container size="xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">
              Devis &amp; Factures
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Tableau de bord</h1>
            <p className="mt-3 max-w-2xl text-muted-foreground">
              {`Ce qui a été encaissé, ce qui reste dû et les devis des douze derniers mois (${period}), au ${printedDay(data.today)}. Chaque montant ouvre le registre sur les documents qui le composent.`}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/invoice-quote">
              <ArrowLeft aria-hidden="true" /> Retour
            </Link>
          </Button>
        </div>

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
          <Section
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
              rowLabelClass="capitalize"
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
          </Section>

          <Section
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
          </Section>

          <Section
            id="devis-titre"
            title="Devis"
            intro={`Devis émis ${period}, ceux que le client a acceptés, et la part acceptée.`}
          >
            <ShareBars values={[quotes.issued, quotes.accepted]} labels={["Émis", "Acceptés"]} />
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Devis émis, acceptés et taux de conversion</caption>
                <tbody>
                  <tr className="border-b">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      Devis émis
                    </th>
                    <td className={tdNum}>
                      <FigureLink to={quotesLink(window)}>{quotes.issued}</FigureLink>
                    </td>
                  </tr>
                  <tr className="border-b">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      Devis acceptés
                    </th>
                    <td className={tdNum}>
                      <FigureLink to={quotesLink(window, "accepted")}>{quotes.accepted}</FigureLink>
                    </td>
                  </tr>
                  <tr className="border-b">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      Devis refusés
                    </th>
                    <td className={tdNum}>
                      <FigureLink to={quotesLink(window, "refused")}>{quotes.refused}</FigureLink>
                    </td>
                  </tr>
                  <tr>
                    <th scope="row" className={`${td} text-left font-semibold`}>
                      Taux de conversion (acceptés ÷ émis)
                    </th>
                    <td className={`${tdNum} font-semibold`}>
                      {quotes.rate === null ? "—" : `${quotes.rate}\u00a0%`}
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
          </Section>

          <Section
            id="clients-titre"
            title="Meilleurs clients"
            intro={`Les ${topClients.length > 1 ? `${topClients.length} clients` : "clients"} qui ont le plus payé ${period}, classés par montant encaissé.`}
          >
            {topClients.length === 0 ? (
              <p className="mt-4 text-sm">Aucun paiement reçu sur la période.</p>
            ) : (
              <>
                <ShareBars
                  values={topClients.map((c) => c.amount)}
                  labels={topClients.map((c) => c.party)}
                />
                <FigureTable
                  caption="Meilleurs clients, par montant encaissé"
                  head={["Client", "Encaissé", "Factures"]}
                  rowLabelClass="break-words"
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
          </Section>
        </div>
      </Container>
    </section>
  );
}
