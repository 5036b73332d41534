import { EInvoiceDownloads } from "#app/features/einvoice/components/einvoice-downloads.tsx";
import { CheckCircle2, Download, FileText, History, Wallet, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  FactList,
  LineTable,
  VatSummaryTable,
} from "#app/features/documents/components/document-view.tsx";
import { StatusBadge } from "#app/features/documents/components/status-badge.tsx";
import { StudioCard as Card } from "#app/features/documents/components/studio-card.tsx";
import { DOCUMENT_KINDS, kindIs, type ClientPageKind } from "#app/features/documents/kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { CURRENCIES, formatMoney } from "#app/lib/currency.ts";
import {
  printedDeductions,
  printedTitle,
  printedWith,
} from "#app/features/wording/printed-words.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import {
  billedDays,
  byKind,
  snapshotIs,
  moneyOf,
  type ByKind,
  type ProposalSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { printedVatLabel, printedVatSummary } from "#app/features/wording/vat-summary.ts";
import { totalRows } from "#app/features/wording/total-rows.ts";
import "#app/features/wording/with-english.ts";
import type { ClientPageView } from "#app/features/portal/types.ts";

/**
 * /d/<token>: the client's page of one document (ADR 027). Server-rendered HTML only
 * (no framework script): reading, downloading and the answer forms need none. The
 * figures are the snapshot's, through documents' own helpers: those of the PDF.
 */
export function ClientPage({
  view,
  onlinePayment = false,
  acceptance,
}: {
  view: ClientPageView;
  /** An online payment provider is configured (the payments feature). */
  onlinePayment?: boolean;
  /** The acceptance block, once the quote is answered online (the acceptance feature). */
  acceptance?: ReactNode;
}) {
  const snap = view.snapshot;
  const base = `/d/${view.token}`;
  const title = printedTitle(snap);
  // The page around an English document is English too (ADR 055); a proposal is French.
  const words = printedWith(snapshotIs(snap, "priced") ? snap : {}).words;
  const w = words.page;
  const { language, currency } = moneyOf(snap);
  // Wave and PayTech take francs CFA only: an EUR or USD invoice is paid by transfer (ADR 055).
  const canPay =
    kindIs(view.kind, "payable") &&
    view.balance > 0 &&
    onlinePayment &&
    CURRENCIES[currency].mobileMoney;
  // The site's frame around it stays French: the document says its own language.
  return (
    <section lang={language} className="py-8 md:py-12">
      <Container size="lg">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{title}</p>
        <h1 className="mt-2 font-mono text-2xl font-bold tracking-tight break-all sm:text-3xl">
          {view.number}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
          <span>
            {w.from} <span className="font-medium text-foreground">{snap.company.name}</span>
          </span>
          {view.totalTtc !== null ? (
            <span className="font-semibold text-foreground tabular-nums">
              {snapshotIs(snap, "priced")
                ? printedWith(snap).money(snap.totals.totalTTC)
                : formatFcfa(view.totalTtc)}
            </span>
          ) : null}
          <StatusBadge
            kind={view.kind}
            status={view.status}
            label={words.status(view.kind, view.status)}
          />
        </p>

        <div className="mt-6 flex flex-wrap gap-2">
          <Button asChild variant={view.canAnswer || canPay ? "outline" : "default"}>
            <a href={`${base}/pdf`} download>
              <Download aria-hidden="true" /> {w.download}
            </a>
          </Button>
          {DOCUMENT_KINDS[view.kind].einvoiceTypeCode ? (
            <EInvoiceDownloads base={base} labels={{ ubl: w.ublEinvoice }} />
          ) : null}
          {view.canAnswer ? (
            <>
              <Button asChild>
                <a href={`${base}/accepter`}>
                  <CheckCircle2 aria-hidden="true" /> {w.accept}
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={`${base}/refuser`}>
                  <XCircle aria-hidden="true" /> {w.refuse}
                </a>
              </Button>
            </>
          ) : null}
          {canPay ? (
            <Button asChild variant="accent">
              <a href={`${base}/payer`}>
                <Wallet aria-hidden="true" /> {w.payOnline}
              </a>
            </Button>
          ) : null}
        </div>

        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 grid-cols-1 content-start gap-6">
            {acceptance}
            {byKind(CLIENT_VIEWS, snap, view)}
          </div>
          <div className="grid min-w-0 grid-cols-1 content-start gap-6">
            {snapshotIs(snap, "payable") ? <MoneyCard view={view} snap={snap} /> : null}
            <Card title={w.history} icon={<History aria-hidden="true" />} id="historique">
              <ol className="grid gap-3 text-sm" data-testid="client-history">
                {view.history.map((line, i) => (
                  <li key={i} className="border-l-2 border-primary/40 pl-3">
                    {line.text}
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        </div>
      </Container>
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return <FactList rows={rows} labelWidth="grid-cols-[8.5rem_1fr]" />;
}

/** The invoice's money: total, paid, credited, « Reste à payer », payments and how to pay. */
function MoneyCard({ view, snap }: { view: ClientPageView; snap: QuoteInvoiceSnapshot }) {
  // The invoice in its currency; what is paid and owed is the ledger's, in francs (ADR 055).
  const printed = printedWith(snap);
  const { words } = printed;
  const w = words.page;
  const xof = (n: number) => formatMoney(n, "XOF", printed.language);
  const rows: [string, string][] = [[w.invoiceAmount, printed.money(snap.totals.totalTTC)]];
  if (snap.xofTotal !== undefined) rows.push([words.equivalent, xof(view.totalTtc ?? 0)]);
  if (view.paidTotal > 0) rows.push([w.alreadyPaid, xof(view.paidTotal)]);
  if (view.creditedTotal > 0) rows.push([w.credits, `−\u00a0${xof(view.creditedTotal)}`]);
  const details = snap.payment?.details;
  const payBy = snap.payment
    ? words.payBy(words.terms(snap.payment.termsDays), printed.day(snap.payment.dueOn))
    : ["", ""];
  return (
    <Card title={w.payment} icon={<Wallet aria-hidden="true" />} id="reglement">
      {view.cancelledBy !== null ? (
        <p className="mb-3 text-sm font-semibold text-destructive">
          {words.cancelled(view.cancelledBy)}
        </p>
      ) : null}
      <dl className="grid gap-2 text-sm" data-testid="client-balance">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="tabular-nums">{v}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t pt-2 text-base font-semibold">
          <dt>{w.balance}</dt>
          <dd className="tabular-nums">{xof(view.balance)}</dd>
        </div>
      </dl>
      {snap.payment && view.balance > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {payBy[0]}
          <strong className="text-foreground">{printed.day(snap.payment.dueOn)}</strong>.
        </p>
      ) : null}
      {view.paidOn ? (
        <p className="mt-3 text-sm font-medium">{w.paidOn(printed.day(view.paidOn))}</p>
      ) : null}
      {view.payments.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-semibold">{w.paymentsReceived}</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {view.payments.map((p, i) => (
              <li key={i} className="flex justify-between gap-3">
                <span>
                  {printed.day(p.paidOn)} · {p.method}
                </span>
                <span className="tabular-nums">{xof(p.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {details && view.balance > 0 && view.cancelledBy === null ? (
        <>
          <h3 className="mt-5 text-sm font-semibold">{w.paymentDetails}</h3>
          <p className="mt-1 text-xs text-muted-foreground">{w.quoteNumber(view.number)}</p>
          <dl className="mt-2 grid gap-2 text-sm" data-testid="payment-details">
            <div>
              <dt className="text-muted-foreground">{words.transfer}</dt>
              <dd className="[overflow-wrap:anywhere]">
                {details.bank.name}
                <br />
                {words.holder}
                {words.colon} {details.bank.holder}
                <br />
                RIB{words.colon} {details.bank.rib}
                <br />
                IBAN{words.colon} {details.bank.iban}
                <br />
                BIC{words.colon} {details.bank.bic}
              </dd>
            </div>
            {CURRENCIES[moneyOf(snap).currency].mobileMoney ? (
              <>
                <div>
                  <dt className="text-muted-foreground">Wave</dt>
                  <dd>{details.wave}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Orange Money</dt>
                  <dd>{details.orangeMoney}</dd>
                </div>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </Card>
  );
}

/** The quote or invoice as issued: parties, lines, totals and the amount in words. */
function DocumentCard({ snap, view }: { snap: QuoteInvoiceSnapshot; view: ClientPageView }) {
  // The document in its own language and currency, as its PDF (ADR 055).
  const printed = printedWith(snap);
  const { words: w, day } = printed;
  const facts: [string, string][] = [
    [w.date, day(snap.issuedOn)],
    [w.client, snap.client.name],
    [w.project, snap.project.title],
    [w.duration, snap.project.duration],
  ];
  // A subscription's invoice: the period it bills (ADR 032).
  const period = billedDays(snap);
  if (period) facts.splice(3, 0, [w.page.period, period]);
  if (snap.validUntil) facts.push([w.validUntil, day(snap.validUntil)]);
  if (snap.payment) facts.push([w.dueOn, day(snap.payment.dueOn)]);
  if (snap.sourceQuote) facts.push([w.quoteRef, snap.sourceQuote]);
  const equivalent = printed.equivalent();
  const deductions = printedDeductions(snap);
  const totals = totalRows(snap);
  return (
    <Card title={w.page.document} icon={<FileText aria-hidden="true" />} id="document">
      <Facts rows={facts} />
      <div className="mt-5 overflow-x-auto">
        <LineTable
          lines={snap.lines}
          amount={w.columns.amount}
          money={printed.money}
          heads={w.columns}
          vatHead={w.vat}
          vatLabel={printedVatLabel(snap)}
          className="sm:min-w-[30rem]"
          caption={w.page.lines(view.number)}
          testId="client-lines"
        />
      </div>
      {deductions ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="pb-1 text-left text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {w.billing.deducted(2)}
            </caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                {deductions.head.map((h, i) => (
                  <th key={i} scope="col" className={i < 2 ? "py-1 pr-3" : "py-1 pr-3 text-right"}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...deductions.rows, deductions.balance].map((row, r) => (
                <tr key={r} className="border-b last:border-b-0">
                  {row.map((v, i) => (
                    <td
                      key={i}
                      className={i < 2 ? "py-1 pr-3" : "py-1 pr-3 text-right whitespace-nowrap"}
                    >
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <VatSummaryTable summary={printedVatSummary(snap)} />
      <dl className="mt-4 ml-auto grid max-w-sm gap-1 text-sm" data-testid="client-totals">
        {totals.map(([label, value], i) => (
          <div
            key={label}
            className={
              i === totals.length - 1
                ? "flex justify-between gap-3 border-t pt-2 text-base font-semibold"
                : "flex justify-between gap-3"
            }
          >
            <dt className={i === totals.length - 1 ? "" : "text-muted-foreground"}>{label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        {w.kinds[snap.kind].inWords}
        {w.colon} <strong className="text-foreground">{snap.words}</strong>.
      </p>
      {equivalent ? (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="xof-equivalent">
          {equivalent}
        </p>
      ) : null}
    </Card>
  );
}

/** What the client reads of the document itself, by kind (kinds.ts: those with a client page). */
const CLIENT_VIEWS: ByKind<ReactNode, [ClientPageView], ClientPageKind> = {
  quote: (snap, view) => <DocumentCard snap={snap} view={view} />,
  invoice: (snap, view) => <DocumentCard snap={snap} view={view} />,
  proposal: (snap) => <ProposalCard snap={snap} />,
};

/** A technical proposal: its project and phases, the rest in its PDF. */
function ProposalCard({ snap }: { snap: ProposalSnapshot }) {
  const p = snap.proposal;
  return (
    <Card title="Le document" icon={<FileText aria-hidden="true" />} id="document">
      <Facts
        rows={[
          ["Date", printedDay(snap.issuedOn)],
          ["Projet", p.projectName],
          ["Valable jusqu'au", printedDay(snap.validUntil)],
        ]}
      />
      <h3 className="mt-5 text-sm font-semibold">Objectif</h3>
      <p className="mt-1 text-sm whitespace-pre-line">{p.objective}</p>
      <h3 className="mt-5 text-sm font-semibold">Phases</h3>
      <ol className="mt-2 grid gap-3 text-sm">
        {p.phases.map((phase, i) => (
          <li key={i}>
            <span className="font-medium">
              {i + 1}. {phase.name}
            </span>{" "}
            <span className="text-muted-foreground">({phase.duration})</span>
            <p className="whitespace-pre-line text-muted-foreground">{phase.description}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted-foreground">Le détail complet figure dans le PDF.</p>
    </Card>
  );
}
