import { Ban, FileMinus, Receipt, Undo2, Wallet } from "lucide-react";
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  FieldError,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { useServerForm } from "#app/components/forms/use-server-form.ts";
import {
  CancelInvoiceConstraint,
  CancelPaymentConstraint,
  CreditConstraint,
  PaymentConstraint,
} from "#app/features/ledger/constraints.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { cancelledMark } from "#app/features/documents/print-state.ts";
import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import { snapshotIs, type DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { balanceDue, OWING_STATUSES, type StoredStatus } from "#app/features/documents/status.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import {
  DEFAULT_PAYMENT_METHOD,
  METHODS,
  PAYMENT_METHOD_LABELS,
} from "#app/config/payment-methods.ts";
import type { LedgerView } from "#app/features/ledger/types.ts";
import { ShowAll } from "#app/features/documents/components/show-all.tsx";
import { StudioCard as Card } from "#app/features/documents/components/studio-card.tsx";

// The ledger's parts of an invoice's page (ADR 020): its balance, the payments and
// credit notes, and the forms that record them; on a credit note, its invoice.

export type LedgerData = LedgerView & {
  keys: { payment: string; credit: string; cancel: string };
  /** The firm's usual method (settings, ADR 033), where « Enregistrer un paiement » starts. */
  usualMethod?: string;
  /** « 1 % »: the stamp duty a cash payment carries on top (ADR 049); null: none. */
  cashStampDuty?: string | null;
  /** Where the receipt goes: the client's preference (ADR 045). */
  receiptTo?: string;
};
type Answer = { intent: string; result: SubmissionResult<string[]> } | undefined;
type Doc = {
  kind: DocumentKind;
  number: string;
  status: StoredStatus;
  totalTtc: number | null;
  paidTotal: number;
  creditedTotal: number;
  clientEmail: string | null;
  snapshot: DocumentSnapshot;
};

const METHOD_OPTIONS = METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

const summary =
  "inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-input px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring group-open:hidden [&::-webkit-details-marker]:hidden";

function resultFor(answer: Answer, intent: string) {
  return answer?.intent === intent ? answer.result : undefined;
}

/**
 * Beside the page's buttons: « ANNULÉE — avoir AVOIR-… » on a cancelled invoice, the
 * first thing read (the last credit note is the one that cancelled it).
 */
/** The ledger's forms a role may use (permissions.ts). */
export type LedgerMay = { payments: boolean; creditNotes: boolean };

export function LedgerActions({ doc, ledger }: { doc: Doc; ledger: LedgerData }) {
  if (!kindIs(doc.kind, "payable") || doc.status !== "cancelled") return null;
  return (
    <p
      className="inline-flex min-h-10 items-center rounded-md border-2 border-destructive px-3 py-1 text-sm font-bold tracking-wide text-destructive"
      data-testid="cancelled-mark"
    >
      {cancelledMark(ledger.creditNotes[0]?.number ?? null)}
    </p>
  );
}

/** Beside the document: the balance and the forms (an invoice), or the invoice (a credit note). */
export function LedgerAside({
  doc,
  ledger,
  today,
  actionData,
  may = { payments: true, creditNotes: true },
}: {
  doc: Doc;
  ledger: LedgerData;
  today: string;
  actionData: Answer;
  /** What the member's role allows (permissions.ts); the server refuses the rest too. */
  may?: LedgerMay;
}) {
  const busy = useNavigation().state !== "idle";
  // A credit note: the invoice it corrects (ledgerOf).
  if (ledger.invoice) {
    return (
      <Card title="Facture corrigée" icon={<Receipt aria-hidden="true" />}>
        <p className="text-sm">
          Avoir sur la facture{" "}
          <Link
            to={`/documents/${ledger.invoice.number}`}
            className="font-mono font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {ledger.invoice.number}
          </Link>{" "}
          du {printedDay(ledger.invoice.issuedOn)}.
        </p>
        {doc.snapshot.kind === "credit_note" ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Motif{"\u00a0"}: {doc.snapshot.reason}
          </p>
        ) : null}
      </Card>
    );
  }
  if (!kindIs(doc.kind, "payable")) return null;
  const balance = balanceDue(doc);
  const open = OWING_STATUSES.includes(doc.status) && balance > 0;
  return (
    <>
      <Card title="Reste à payer" icon={<Wallet aria-hidden="true" />}>
        <dl className="grid gap-2 text-sm" data-testid="ledger-balance">
          <Figure label="Total TTC" value={doc.totalTtc ?? 0} />
          <Figure label="Payé" value={doc.paidTotal} />
          <Figure label="Avoirs" value={doc.creditedTotal} />
          <div className="flex justify-between gap-3 border-t pt-2 text-base font-bold">
            <dt>Reste à payer</dt>
            <dd className="tabular-nums whitespace-nowrap">{formatFcfa(balance)}</dd>
          </div>
        </dl>
      </Card>
      {open ? (
        <>
          {may.payments ? (
            <Card title="Enregistrer un paiement" icon={<Wallet aria-hidden="true" />}>
              {/* Keyed by the request key: once recorded (a new key), the form starts empty. */}
              <PaymentForm
                key={ledger.keys.payment}
                busy={busy}
                today={today}
                balance={balance}
                clientEmail={doc.clientEmail}
                receiptTo={ledger.receiptTo}
                method={ledger.usualMethod ?? DEFAULT_PAYMENT_METHOD}
                stampDuty={ledger.cashStampDuty ?? null}
                requestKey={ledger.keys.payment}
                lastResult={resultFor(actionData, "payment")}
              />
            </Card>
          ) : null}
          {may.creditNotes ? (
            <Card title="Émettre un avoir" icon={<FileMinus aria-hidden="true" />}>
              <CreditForm
                key={ledger.keys.credit}
                busy={busy}
                doc={doc}
                balance={balance}
                credited={ledger.creditedLines}
                requestKey={ledger.keys.credit}
                lastResult={resultFor(actionData, "credit")}
              />
            </Card>
          ) : null}
          {doc.status !== "paid" && may.creditNotes ? (
            <CancelInvoiceCard
              key={ledger.keys.cancel}
              busy={busy}
              balance={balance}
              requestKey={ledger.keys.cancel}
              lastResult={resultFor(actionData, "cancel")}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums whitespace-nowrap">{formatFcfa(value)}</dd>
    </div>
  );
}

function PaymentForm({
  busy,
  today,
  balance,
  clientEmail,
  receiptTo,
  method,
  stampDuty,
  requestKey,
  lastResult,
}: {
  busy: boolean;
  today: string;
  balance: number;
  clientEmail: string | null;
  /** « par e-mail à … », « par WhatsApp au … » or both (ADR 045). */
  receiptTo?: string;
  method: string;
  stampDuty: string | null;
  requestKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: PaymentConstraint,
    id: "payment",
    lastResult,
    defaultValue: {
      intent: "payment",
      paidOn: today,
      method,
      receipt: clientEmail ? "on" : undefined,
    } as never,
  });
  return (
    <Form method="post" className="grid gap-3" {...formProps}>
      <input type="hidden" name="intent" value="payment" />
      <input type="hidden" name="requestKey" value={requestKey} />
      <FormAlert message={form.errors?.[0]} />
      <TextField
        meta={fields.amount}
        label="Montant (FCFA)"
        inputMode="numeric"
        autoComplete="off"
        hint={`Au plus ${formatFcfa(balance)}, le reste à payer.`}
      />
      <TextField meta={fields.paidOn} label="Date" type="date" max={today} />
      <SelectField
        meta={fields.method}
        label="Moyen"
        options={METHOD_OPTIONS}
        hint={
          stampDuty
            ? `En espèces, le client verse en plus le droit de timbre de ${stampDuty} (loi n°\u00a02025-17), inscrit sur son reçu.`
            : undefined
        }
      />
      <TextField
        meta={fields.reference}
        label="Référence"
        autoComplete="off"
        hint={"Facultatif\u00a0: n° de transaction, de chèque…"}
      />
      {clientEmail ? (
        <CheckboxField
          meta={fields.receipt}
          label="Envoyer le reçu au client"
          description={`«\u00a0Reçu de paiement\u00a0» en PDF, ${receiptTo ?? `par e-mail à ${clientEmail}`}.`}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          <Wallet aria-hidden="true" /> Enregistrer le paiement
        </Button>
      </div>
    </Form>
  );
}

function CreditForm({
  busy,
  doc,
  balance,
  credited,
  requestKey,
  lastResult,
}: {
  busy: boolean;
  doc: Doc;
  balance: number;
  credited: Record<number, string>;
  requestKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: CreditConstraint,
    id: "credit",
    lastResult,
    defaultValue: { intent: "credit", mode: "amount" },
  });
  const hydrated = useHydrated();
  const [mode, setMode] = useState(
    typeof fields.mode.initialValue === "string" ? fields.mode.initialValue : "amount",
  );
  // A deposit or balance invoice's lines are not its amounts (ADR 021): credited by amount only.
  const snap = doc.snapshot;
  const byLines = snapshotIs(snap, "payable") && !snap.billing;
  const lines = snapshotIs(snap, "payable") && byLines ? snap.lines : [];
  // An EUR or USD invoice's lines count cents (ADR 055): not shown as francs.
  const currency = snapshotIs(snap, "payable") ? (snap.currency ?? "XOF") : "XOF";
  const chosen = new Set(
    ([] as unknown[]).concat(fields.lines.initialValue ?? []).map((v) => String(v)),
  );
  const answered = Boolean(lastResult?.error);
  return (
    <details open={answered} className="group">
      <summary className={summary}>
        <FileMinus className="size-4" aria-hidden="true" /> Émettre un avoir…
      </summary>
      <Form method="post" className="grid gap-3" {...formProps}>
        <input type="hidden" name="intent" value="credit" />
        <input type="hidden" name="requestKey" value={requestKey} />
        <input type="hidden" name="currency" value={currency} />
        <FormAlert message={form.errors?.[0]} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Avoir sur</legend>
          {(
            [
              ["amount", "Un montant"],
              ["lines", "Des lignes de la facture"],
            ] as const
          )
            .filter(([value]) => byLines || value === "amount")
            .map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fields.mode.name}
                  form={form.id}
                  value={value}
                  checked={hydrated ? mode === value : undefined}
                  defaultChecked={hydrated ? undefined : value === mode}
                  onChange={() => setMode(value)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
        </fieldset>
        {!hydrated || mode === "amount" ? (
          <TextField
            meta={fields.amount}
            label={`Montant TTC (${currency === "XOF" ? "FCFA" : currency})`}
            inputMode={currency === "XOF" ? "numeric" : "decimal"}
            autoComplete="off"
            hint={
              currency === "XOF"
                ? `Au plus ${formatFcfa(balance)}, le reste à payer.`
                : `Au centime\u00a0; reste à payer\u00a0: ${formatFcfa(balance)}.`
            }
          />
        ) : null}
        {!hydrated || mode === "lines" ? (
          <fieldset className="grid gap-2" aria-describedby={fields.lines.errorId}>
            <legend className="mb-1 text-sm font-medium">Lignes à créditer</legend>
            {lines.map((l, i) => (
              <label key={i} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name={fields.lines.name}
                  form={form.id}
                  value={String(i)}
                  defaultChecked={chosen.has(String(i))}
                  disabled={credited[i] !== undefined}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {l.designation}{" "}
                  {currency === "XOF" ? (
                    <span className="whitespace-nowrap text-muted-foreground tabular-nums">
                      ({formatFcfa(l.total)} HT)
                    </span>
                  ) : null}
                  {credited[i] !== undefined ? (
                    <span className="block text-xs text-muted-foreground">
                      Déjà créditée par l&apos;avoir {credited[i]}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
            <p className="text-xs text-muted-foreground">
              Remise et TVA de la facture appliquées aux lignes cochées.
            </p>
            <FieldError id={fields.lines.errorId} message={fields.lines.errors?.[0]} />
          </fieldset>
        ) : null}
        <TextareaField meta={fields.reason} label="Motif" rows={2} />
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            <FileMinus aria-hidden="true" /> Émettre l&apos;avoir
          </Button>
        </div>
      </Form>
    </details>
  );
}

function CancelInvoiceCard({
  busy,
  balance,
  requestKey,
  lastResult,
}: {
  busy: boolean;
  balance: number;
  requestKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: CancelInvoiceConstraint,
    id: "cancel",
    lastResult,
  });
  const answered = Boolean(lastResult?.error);
  return (
    <Card title="Annulation" icon={<Ban aria-hidden="true" />}>
      <details open={answered} className="group">
        <summary className={summary}>
          <Ban className="size-4" aria-hidden="true" /> Annuler la facture…
        </summary>
        <Form method="post" className="grid gap-3" {...formProps}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="requestKey" value={requestKey} />
          <FormAlert message={form.errors?.[0]} />
          <p className="text-sm text-muted-foreground">
            Un avoir de {formatFcfa(balance)} (le reste à payer) est émis pour ce motif. Le numéro
            de la facture reste au registre et ne sera jamais réutilisé.
          </p>
          <TextareaField meta={fields.reason} label="Motif de l'annulation" rows={3} />
          <div>
            <Button type="submit" variant="destructive" disabled={busy}>
              <Ban aria-hidden="true" /> Annuler la facture
            </Button>
          </div>
        </Form>
      </details>
    </Card>
  );
}

/** In the main column: the payments (and their cancellation) and the credit notes. */
export function LedgerMain({
  doc,
  ledger,
  actionData,
  olderPayments = 0,
  may = { payments: true, creditNotes: true },
}: {
  doc: Doc;
  ledger: LedgerData;
  actionData: Answer;
  /** Older payments left out of this page (« Tout afficher »). */
  olderPayments?: number;
  may?: LedgerMay;
}) {
  const busy = useNavigation().state !== "idle";
  if (!kindIs(doc.kind, "payable")) return null;
  const answer = resultFor(actionData, "cancel-payment");
  const answeredId = (answer?.initialValue as { paymentId?: string } | undefined)?.paymentId;
  return (
    <Card title="Paiements et avoirs" icon={<Wallet aria-hidden="true" />}>
      {ledger.payments.length === 0 && ledger.creditNotes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun paiement ni avoir enregistré.</p>
      ) : null}
      {ledger.payments.length > 0 ? (
        <ul className="grid gap-3" aria-label="Paiements">
          {ledger.payments.map((p) => (
            <li
              key={p.id}
              className="rounded-lg border p-3 text-sm"
              data-testid="payment"
              data-cancelled={p.cancelledAt ? "true" : undefined}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span
                  className={`font-semibold tabular-nums ${p.cancelledAt ? "text-muted-foreground line-through" : ""}`}
                >
                  {formatFcfa(p.amount)}
                </span>
                <span>
                  {printedDay(p.paidOn)} · {p.method}
                  {p.reference ? ` · réf. ${p.reference}` : ""}
                </span>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">
                Enregistré par {p.recordedByName},{" "}
                {lower(formatFrenchDateTime(new Date(p.recordedAt)))}.
              </p>
              {p.cancelledAt ? (
                <p className="mt-1 text-xs font-medium text-destructive">
                  Annulé par {p.cancelledByName},{" "}
                  {lower(formatFrenchDateTime(new Date(p.cancelledAt)))}
                  {"\u00a0"}: {p.cancelReason}
                </p>
              ) : doc.status !== "cancelled" && may.payments ? (
                <CancelPaymentForm
                  busy={busy}
                  paymentId={p.id}
                  lastResult={answeredId === p.id ? answer : undefined}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {olderPayments > 0 ? <ShowAll older={olderPayments} what="paiements" /> : null}
      {ledger.creditNotes.length > 0 ? (
        <ul className="mt-4 grid gap-2 text-sm" aria-label="Avoirs">
          {ledger.creditNotes.map((n) => (
            <li key={n.number} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={`/documents/${n.number}`}
                className="font-mono font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {n.number}
              </Link>
              <span className="tabular-nums">
                − {formatFcfa(n.amount)} · {printedDay(n.issuedOn)}
              </span>
              <span className="basis-full text-xs text-muted-foreground">
                Motif{"\u00a0"}: {n.reason}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

const lower = (s: string) => s.replace(/^./, (c) => c.toLowerCase());

function CancelPaymentForm({
  busy,
  paymentId,
  lastResult,
}: {
  busy: boolean;
  paymentId: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { form, fields, formProps } = useServerForm({
    constraint: CancelPaymentConstraint,
    id: `cancel-payment-${paymentId}`,
    lastResult,
  });
  return (
    <details open={Boolean(lastResult?.error)} className="group mt-2">
      <summary className={`${summary} h-9`}>
        <Undo2 className="size-4" aria-hidden="true" /> Annuler ce paiement…
      </summary>
      <Form method="post" className="grid gap-2" {...formProps}>
        <input type="hidden" name="intent" value="cancel-payment" />
        <input type="hidden" name="paymentId" value={paymentId} />
        <FormAlert message={form.errors?.[0]} />
        <TextareaField meta={fields.reason} label="Motif de l'annulation du paiement" rows={2} />
        <div>
          <Button type="submit" variant="destructive" size="sm" disabled={busy}>
            <Undo2 aria-hidden="true" /> Annuler ce paiement
          </Button>
        </div>
      </Form>
    </details>
  );
}
