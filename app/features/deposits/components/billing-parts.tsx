import type { SubmissionResult } from "@conform-to/react";
import { HandCoins, ReceiptText } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, TextField } from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import { DepositConstraint } from "#app/features/deposits/constraints.ts";
import { deductionTable } from "#app/features/wording/deductions.ts";
import { currencyHead, formatMoney, type Currency } from "#app/lib/currency.ts";
import { statusLabel } from "#app/features/documents/status.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import { BILLING_LABELS, type QuoteBilling } from "#app/features/deposits/quote-billing.ts";
import { StudioCard as Card } from "#app/features/documents/components/studio-card.tsx";

// The quote's page: its invoices, « Facture d'acompte » and « Facture de solde »;
// a deposit or balance invoice's page: the quote it bills and what it deducts (ADR 021).

type Result = SubmissionResult<string[]> | undefined;

/** Where the forms post: the document's page, with the query that routes them here. */
const billingAction = (quoteNumber: string, what: "acompte" | "solde") =>
  `/documents/${encodeURIComponent(quoteNumber)}?facturation=${what}`;

/** Beside « Réimprimer »: « Facture de solde » in place of « Convertir en facture » once deposits stand. */
export function BalanceButton({
  quoteNumber,
  billing,
  busy,
}: {
  quoteNumber: string;
  billing: QuoteBilling;
  busy: boolean;
}) {
  if (!billing.balance) return null;
  return (
    <Form method="post" action={billingAction(quoteNumber, "solde")}>
      <input type="hidden" name="intent" value="balance" />
      <input type="hidden" name="requestKey" value={billing.keys.balance} />
      <Button type="submit" variant="accent" disabled={busy}>
        <ReceiptText aria-hidden="true" /> Facture de solde
      </Button>
    </Form>
  );
}

/** The quote's invoices, what remains to bill, and « Facture d'acompte ». */
export function QuoteBillingCard({
  quoteNumber,
  billing,
  busy,
  depositResult,
  balanceResult,
}: {
  quoteNumber: string;
  billing: QuoteBilling;
  busy: boolean;
  depositResult: Result;
  balanceResult: Result;
}) {
  const ttc = billing.withVat ? " TTC" : "";
  const money = moneyIn(billing.currency);
  return (
    <Card
      id="carte-facturation"
      title="Facturation du devis"
      icon={<HandCoins aria-hidden="true" />}
    >
      <div className="grid gap-4 text-sm">
        <FormAlert message={formErrorOf(balanceResult)} />
        {billing.invoices.length > 0 ? (
          <ul className="grid gap-2" aria-label="Factures de ce devis">
            {billing.invoices.map((i) => (
              <li
                key={i.number}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b pb-2 last:border-b-0"
              >
                <span className="min-w-0">
                  <span className="text-muted-foreground">{BILLING_LABELS[i.billing]} </span>
                  <Link
                    to={`/documents/${i.number}`}
                    className="font-mono font-medium break-all text-primary underline-offset-4 hover:underline"
                  >
                    {i.number}
                  </Link>
                  <span className="text-muted-foreground"> du {printedDay(i.issuedOn)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums whitespace-nowrap">
                    {money(i.ttc)}
                  </span>
                  {/* Not the page's StatusBadge: the page's own status is its one « document-status ». */}
                  <span className="rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
                    {statusLabel("invoice", i.status)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            Aucune facture n&apos;a encore été émise pour ce devis.
          </p>
        )}
        <dl className="grid gap-1">
          <Row label={`Total du devis${ttc}`} value={money(billing.quoteTtc)} />
          {billing.deposited > 0 ? (
            <Row label="Facturé en acomptes" value={money(billing.deposited)} />
          ) : null}
          {billing.deposited > 0 && !billing.invoiced ? (
            <Row label="Reste à facturer" value={money(billing.remaining)} strong />
          ) : null}
        </dl>
        {billing.balance ? (
          <p>
            La facture de solde reprend les prestations du devis, déduit chaque acompte et demandera{" "}
            <strong className="tabular-nums whitespace-nowrap">{money(billing.balance.ttc)}</strong>
            {billing.withVat ? (
              <>
                {" "}
                (dont TVA{" "}
                <span className="tabular-nums whitespace-nowrap">{money(billing.balance.vat)}</span>
                )
              </>
            ) : null}
            .
          </p>
        ) : null}
        {billing.deposit.allowed ? (
          <DepositForm
            quoteNumber={quoteNumber}
            billing={billing}
            busy={busy}
            lastResult={depositResult}
          />
        ) : (
          <p className="text-muted-foreground">{billing.deposit.reason}</p>
        )}
      </div>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? "font-semibold tabular-nums" : "tabular-nums"}>{value}</dd>
    </div>
  );
}

function DepositForm({
  quoteNumber,
  billing,
  busy,
  lastResult,
}: {
  quoteNumber: string;
  billing: QuoteBilling;
  busy: boolean;
  lastResult: Result;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: DepositConstraint,
    id: "deposit",
    lastResult,
    defaultValue: { intent: "deposit", mode: "percent" },
  });
  const mode = fields.mode;
  const money = moneyIn(billing.currency);
  const foreign = billing.currency !== "XOF";
  const modeError = mode.errors?.[0] ?? null;
  const choice = (value: "percent" | "amount", label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        type="radio"
        name={mode.name}
        value={value}
        form={mode.formId}
        defaultChecked={(mode.initialValue ?? "percent") === value}
        aria-invalid={modeError ? true : undefined}
        aria-describedby={modeError ? mode.errorId : undefined}
        className="size-4 accent-[var(--color-primary)]"
      />
      {label}
    </label>
  );
  return (
    <Form
      method="post"
      action={billingAction(quoteNumber, "acompte")}
      className="grid gap-3 border-t pt-4"
      {...formProps}
    >
      <h3 className="font-semibold">Facture d&apos;acompte</h3>
      <input type="hidden" name="intent" value="deposit" />
      <input type="hidden" name="requestKey" value={billing.keys.deposit} />
      {/* The quote's currency, for the form's own check of a typed amount (ADR 055). */}
      {foreign ? <input type="hidden" name="currency" value={billing.currency} /> : null}
      <FormAlert message={form.errors?.[0]} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Acompte en</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {choice("percent", "Pourcentage")}
          {choice("amount", `Montant (${currencyHead(billing.currency, "fr")})`)}
        </div>
        <FieldError id={mode.errorId} message={modeError} />
      </fieldset>
      <TextField
        meta={fields.value}
        label="Pourcentage ou montant"
        hint={`Un pourcentage du total du devis (30 ou 33,5), ou un montant ${foreign ? "au centime près" : "en francs"}${billing.withVat ? " TTC" : ""}. Reste à facturer\u00a0: ${money(billing.remaining)}.`}
        inputMode="decimal"
        autoComplete="off"
      />
      <div>
        <Button type="submit" disabled={busy}>
          <HandCoins aria-hidden="true" /> Émettre la facture d&apos;acompte
        </Button>
      </div>
    </Form>
  );
}

/** A deposit or balance invoice's page: the quote it bills, and on the balance what it deducts. */
export function InvoiceBillingCard({ snapshot }: { snapshot: QuoteInvoiceSnapshot }) {
  const billing = snapshot.billing;
  if (!billing) return null;
  const quoteLink = (
    <Link
      to={`/documents/${billing.quote.number}`}
      className="font-mono font-medium break-all text-primary underline-offset-4 hover:underline"
    >
      {billing.quote.number}
    </Link>
  );
  const withVat = billing.quote.vatPercentage !== null;
  const t = snapshot.totals;
  // An EUR or USD quote's invoice: its figures in its cents (ADR 055).
  const money = moneyIn(snapshot.currency ?? "XOF");
  if (billing.kind === "deposit") {
    return (
      <Card id="carte-acompte" title="Facture d'acompte" icon={<HandCoins aria-hidden="true" />}>
        <div className="grid gap-3 text-sm">
          <p>
            Acompte{billing.percentage ? ` de ${billing.percentage}\u00a0%` : ""} sur le devis{" "}
            {quoteLink} du {printedDay(billing.quote.issuedOn)}, d&apos;un total de{" "}
            <span className="tabular-nums whitespace-nowrap">
              {money(billing.quote.totals.totalTTC)}
            </span>
            {withVat ? " TTC" : ""}.
          </p>
          <dl className="grid gap-1">
            {withVat ? (
              <>
                <Row label="Acompte HT" value={money(t.totalAfterDiscount)} />
                <Row
                  label={`TVA (${billing.quote.vatPercentage}\u00a0%)`}
                  value={money(t.vatAmount)}
                />
              </>
            ) : null}
            <Row label={withVat ? "Acompte TTC" : "Acompte"} value={money(t.totalTTC)} strong />
          </dl>
        </div>
      </Card>
    );
  }
  const table = deductionTable(snapshot, undefined, undefined, money)!;
  const last = table.head.length - 1;
  // One deposit or several: the words agree, as on the printed invoice.
  const several = billing.deposits.length > 1;
  const deducted = several ? "Acomptes déduits" : "Acompte déduit";
  return (
    <Card id="carte-solde" title="Facture de solde" icon={<ReceiptText aria-hidden="true" />}>
      <div className="grid gap-3 text-sm">
        <p>
          Solde du devis {quoteLink} du {printedDay(billing.quote.issuedOn)}, d&apos;un total de{" "}
          <span className="tabular-nums whitespace-nowrap">
            {money(billing.quote.totals.totalTTC)}
          </span>
          {withVat ? " TTC" : ""}, après déduction {several ? "des acomptes" : "de l'acompte"}.
        </p>
        <div className="overflow-x-auto">
          {/* Phones: the number and its TTC, HT and VAT under the number, as the lines above. */}
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-medium">{deducted}</caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                {table.head.map((h, i) => (
                  <th key={h} scope="col" className={cellClass(i, last, true)}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...table.rows, table.balance].map((row, r) => (
                <tr key={r} className={r === table.rows.length ? "font-semibold" : "border-b"}>
                  {row.map((v, i) => (
                    <td key={i} className={cellClass(i, last, false)}>
                      {i === 0 ? (
                        <>
                          <span className={r < table.rows.length ? "font-mono" : undefined}>
                            {v}
                          </span>
                          {withVat ? (
                            <span className="block font-normal text-muted-foreground tabular-nums sm:hidden">
                              HT {row[2]} · TVA {row[3]}
                            </span>
                          ) : null}
                        </>
                      ) : (
                        v
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="grid gap-1">
          <Row
            label={`Total du devis${withVat ? " TTC" : ""}`}
            value={money(billing.quote.totals.totalTTC)}
          />
          <Row
            label={deducted}
            value={`−\u00a0${money(billing.deposits.reduce((a, d) => a + d.ttc, 0))}`}
          />
          <Row label="Net à payer" value={money(t.totalTTC)} strong />
        </dl>
      </div>
    </Card>
  );
}

type ActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

/** The slots of the document's page this feature fills (app/routes/document.tsx). */
export function BillingActions({
  number,
  billing,
}: {
  number: string;
  billing: QuoteBilling | null;
}) {
  const busy = useNavigation().state !== "idle";
  return billing ? <BalanceButton quoteNumber={number} billing={billing} busy={busy} /> : null;
}

export function BillingAside({
  number,
  billing,
  actionData,
}: {
  number: string;
  billing: QuoteBilling | null;
  actionData: ActionData;
}) {
  const busy = useNavigation().state !== "idle";
  if (!billing) return null;
  const resultFor = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined;
  return (
    <QuoteBillingCard
      quoteNumber={number}
      billing={billing}
      busy={busy}
      depositResult={resultFor("deposit")}
      balanceResult={resultFor("balance")}
    />
  );
}

/** The staff's page writes amounts in French, in the quote's currency: « 1 234,56 € ». */
export const moneyIn = (currency: Currency) => (minor: number) =>
  formatMoney(minor, currency, "fr");

/** Date, HT and VAT are shown from the small breakpoint; amounts align right. */
function cellClass(i: number, last: number, head: boolean): string {
  return [
    "py-2 pr-3 last:pr-0",
    head ? "font-medium" : "",
    i === 0 ? "[overflow-wrap:anywhere]" : "",
    i > 0 && i < last ? "hidden sm:table-cell" : "",
    i > 1 ? "text-right whitespace-nowrap tabular-nums" : "",
  ].join(" ");
}
