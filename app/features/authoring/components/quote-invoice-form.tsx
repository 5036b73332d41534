import { FormProvider } from "@conform-to/react";
import { useCallback, useEffect, useMemo, type FormEvent } from "react";
import { DecimalField } from "#app/components/forms/decimal-field.tsx";
import {
  CheckboxField,
  FieldError,
  type FieldMeta,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { PAYMENT_TERMS_DAYS } from "#app/config/company.ts";
import { METHODS, PAYMENT_METHOD_LABELS } from "#app/config/payment-methods.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { useIssue } from "#app/features/authoring/issue-client.ts";
import { DOCUMENT_KINDS, kindBecomes, kindIs } from "#app/features/documents/kinds.ts";
import { MAX_INPUT_LENGTH, rateWhole } from "#app/features/documents/limits.ts";
import { normalizeDecimal, normalizeWhole, parseWhole } from "#app/lib/money.ts";
import {
  CURRENCIES,
  CURRENCY_CODES,
  LANGUAGE_LABELS,
  LANGUAGES,
  parseMinor,
  type Currency,
  type Language,
} from "#app/lib/currency.ts";
import { loadLanguage } from "#app/features/wording/languages.ts";
import { HOME_COUNTRY, isCountryCode } from "#app/lib/country-codes.ts";
import { paymentTermsLabel } from "#app/features/documents/snapshot.ts";
import {
  defaultQuoteInvoice,
  earliestPaidOn,
  emptyPrestation,
  prestationTemplate,
  QuoteInvoiceSchema,
  quoteInvoiceSchemaFor,
  withTodaysPayment,
  type DocumentDefaults,
  type QuoteInvoiceForm as FormValues,
} from "#app/features/documents/schemas.ts";
import { billableLines, totalsWithin } from "#app/features/documents/totals.ts";
import {
  checkedOnSubmit,
  formValues,
  useDocumentDraft,
  useDraftSaving,
  type Prefill,
  type RestoredDraft,
} from "#app/features/authoring/use-document-form.ts";
import { DocumentShell, FormSection } from "./document-shell.tsx";
import { AddRowButton, GenerateButton, IssuedLinks } from "./form-buttons.tsx";
import { KeptValue } from "./kept-value.tsx";
import { PrestationRow } from "./prestation-row.tsx";
import type { ClientSuggestion } from "#app/features/client-links/match.ts";
import { ClientNameField } from "./suggest-fields.tsx";
import { Recap } from "./recap.tsx";

const TEXT = {
  quote: {
    title: "Créer un Devis",
    card: "Nouveau Devis",
    description:
      "Renseignez le client, le projet et les prestations\u00a0: le devis est calculé au franc près et mis en page pour l'impression.",
    submit: "Générer le Devis",
  },
  invoice: {
    title: "Créer une Facture",
    card: "Nouvelle Facture",
    description:
      "Renseignez le client, le projet et les prestations\u00a0: la facture est calculée au franc près et mise en page pour l'impression.",
    submit: "Générer la Facture",
  },
} as const;

type Kind = keyof typeof TEXT;

const PAYMENT_OPTIONS = PAYMENT_TERMS_DAYS.map((d) => ({
  value: String(d),
  label: paymentTermsLabel(d),
}));

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const CURRENCY_OPTIONS = CURRENCY_CODES.map((value) => ({
  value,
  label: CURRENCIES[value].label,
}));

/** EUR and USD prices as the totals count them: in cents (ADR 055). */
function inMinorUnits(lines: FormValues["prestations"], currency: Currency) {
  if (!CURRENCIES[currency].decimals) return lines;
  return lines.map((l) => ({ ...l, unitPrice: String(parseMinor(l.unitPrice, currency)) }));
}

const METHOD_OPTIONS = METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** The quote and invoice form of docs/product.md §2: five cards, live totals, issued by the server, printed in the browser. */
export function QuoteInvoiceForm({
  kind,
  prefill,
  defaults,
  canPay = false,
  countries,
}: {
  kind: Kind;
  prefill?: Prefill<FormValues> | null;
  /** Terms, validity and VAT of a new document, from the firm's settings; today's day. */
  defaults?: DocumentDefaults;
  /** The staff member may record payments: « Facture acquittée » is offered (invoices). */
  canPay?: boolean;
  /**
   * « Pays du client »'s options, from the page's data: their names stay out of the form's
   * JavaScript (ADR 064).
   */
  countries: readonly { value: string; label: string }[];
}) {
  const text = TEXT[kind];
  // Compared as text: the page's data is a new object at each revalidation.
  const defaultsKey = JSON.stringify(defaults ?? null);
  // Its line as the form reads it back (with its VAT fields), so an untouched form is « empty »
  // and never kept as a draft over the one a closed tab left.
  const empty = useCallback(
    (): FormValues => ({
      ...defaultQuoteInvoice((JSON.parse(defaultsKey) as DocumentDefaults | null) ?? undefined),
      // Read back with the rest (the live totals count in the currency chosen), ADR 055;
      // the client's country too (ADR 064: the select's first option, Sénégal).
      clientCountry: HOME_COUNTRY,
      language: "fr",
      currency: "XOF",
      usdRate: "",
      prestations: [prestationTemplate()],
    }),
    [defaultsKey],
  );
  const draft = useDocumentDraft(kind, empty, prefill);
  // A draft kept unpaid starts « Facture acquittée » from today, not from its own day.
  const initial = useMemo(() => withTodaysPayment(draft.initial, empty()), [draft.initial, empty]);
  return (
    <DocumentShell
      title={text.title}
      cardTitle={text.card}
      description={text.description}
      restored={draft.restored}
      onNewDocument={draft.reset}
    >
      <QuoteInvoiceFields
        // A draft loaded or « Nouveau document »: the form starts again from `initial`.
        key={draft.generation}
        kind={kind}
        initial={initial}
        restored={draft.restored}
        offerPaid={kindIs(kind, "payable") && canPay}
        keep={draft.keep}
        markIssued={draft.markIssued}
        empty={empty}
        countries={countries}
      />
    </DocumentShell>
  );
}

function QuoteInvoiceFields({
  kind,
  initial,
  restored,
  offerPaid,
  keep,
  markIssued,
  empty,
  countries,
}: {
  kind: Kind;
  initial: FormValues;
  restored: RestoredDraft | null;
  offerPaid: boolean;
  keep: (form: FormValues) => void;
  markIssued: (form: FormValues) => void;
  empty: () => FormValues;
  countries: readonly { value: string; label: string }[];
}) {
  const text = TEXT[kind];
  const hydrated = useHydrated();
  // The day the page was served bounds « Facture acquittée »'s day; the server checks again.
  const today = empty().paidOn;
  const schema = useMemo(
    () => (offerPaid && today ? quoteInvoiceSchemaFor(today) : QuoteInvoiceSchema),
    [offerPaid, today],
  );
  const { form, fields, formProps } = useSchemaForm(schema, {
    id: kind,
    defaultValue: initial,
  });
  // Each line read with its own VAT (issue 35 §2), "" when it follows the document's.
  const values = useMemo(() => formValues(empty(), form.value), [empty, form.value]);
  useDraftSaving(keep, values);
  const { busy, generated, failure, issue } = useIssue(values, markIssued);

  const discountPercentage = parseWhole(values.discountPercentage);
  const vatPercentage = parseWhole(values.vatPercentage);
  // Null while a figure is past its maximum (its field says so).
  // "" while the form reads back a draft or a page without the field: francs.
  const currency: Currency = CURRENCY_CODES.find((c) => c === values.currency) ?? "XOF";
  // English (its words, amounts in words and dates) is fetched as soon as the document
  // becomes English (the select, a client in English, a draft restored), not with the page.
  const language: Language = LANGUAGES.find((l) => l === values.language) ?? "fr";
  useEffect(() => {
    void loadLanguage(language);
  }, [language]);
  const totals = useMemo(
    () =>
      totalsWithin(inMinorUnits(values.prestations, currency), {
        applyDiscount: values.applyDiscount,
        discountPercentage: values.discountPercentage,
        applyVat: values.applyVat,
        vatPercentage: values.vatPercentage,
      }),
    [
      values.prestations,
      currency,
      values.applyDiscount,
      values.applyVat,
      values.discountPercentage,
      values.vatPercentage,
    ],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const doc = checkedOnSubmit(event, formProps.onSubmit, schema);
    if (!doc || busy) return;
    // docs/product.md §4: no valid line left, nothing is generated.
    if (billableLines(doc.prestations).length === 0) return;
    // The draft's origin: the quote an invoice is made from, the request a quote answers,
    // the project's entries « Facturer » bills (ADR 056).
    const source = restored?.source;
    const billing = restored?.billing;
    issue((requestKey) =>
      kind === "invoice"
        ? { kind, form: doc, requestKey, sourceQuote: source, ...(billing ? { billing } : {}) }
        : { kind, form: doc, requestKey, ...(source ? { lead: source } : {}) },
    );
  }

  // A catalogue item chosen on a line: the document takes its VAT rate (one rate per document).
  const applyVatId = fields.applyVat.id;
  const vatName = fields.vatPercentage.name;
  const applyItemVat = useCallback(
    (rate: number) => {
      const box = document.getElementById(applyVatId) as HTMLInputElement | null;
      if (box && box.checked !== rate > 0) box.click();
      if (rate > 0) form.update({ name: vatName, value: String(rate) });
    },
    [form, applyVatId, vatName],
  );

  // A known client chosen: its « Langue et devise » (still changeable on this document).
  const languageName = fields.language.name;
  const currencyName = fields.currency.name;
  const countryName = fields.clientCountry.name;
  const chooseClient = useCallback(
    (c: ClientSuggestion) => {
      if (isCountryCode(c.country)) form.update({ name: countryName, value: c.country });
      if ((LANGUAGES as readonly string[]).includes(c.language)) {
        form.update({ name: languageName, value: c.language });
      }
      if ((CURRENCY_CODES as readonly string[]).includes(c.currency)) {
        form.update({ name: currencyName, value: c.currency });
      }
    },
    [form, languageName, currencyName, countryName],
  );

  const locked = busy || !hydrated;
  const rows = fields.prestations.getFieldList();

  return (
    <FormProvider context={form.context}>
      <form
        {...formProps}
        onSubmit={onSubmit}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="grid min-w-0 gap-6">
          <FormSection id="client" title="Informations Client">
            <div className="grid gap-4 sm:grid-cols-2">
              <ClientNameField
                meta={fields.clientName}
                fill={{
                  email: fields.clientEmail.id,
                  phone: fields.clientPhone.id,
                  address: fields.clientAddress.id,
                  ninea: fields.clientNinea.id,
                }}
                onChoose={chooseClient}
              />
              <TextField
                meta={fields.clientEmail}
                label="Email du client"
                type="email"
                autoComplete="off"
              />
              <TextField
                meta={fields.clientPhone}
                label="Téléphone du client"
                type="tel"
                autoComplete="off"
              />
              <TextareaField
                meta={fields.clientAddress}
                label="Adresse du client"
                rows={2}
                // As tall as the text inputs beside it, as before.
                style={{ minHeight: "2.75rem" }}
              />
              <TextField
                meta={fields.clientNinea}
                label="NINEA du client (facultatif)"
                hint={"Imprimé sous son adresse\u00a0; hors du Sénégal, son numéro fiscal"}
                autoComplete="off"
              />
              <SelectField
                meta={fields.clientCountry}
                label="Pays du client"
                hint="Imprimé sous l'adresse hors du Sénégal"
                options={countries}
              />
            </div>
          </FormSection>

          <FormSection id="project" title="Informations Projet">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField meta={fields.projectTitle} label="Titre du projet" autoComplete="off" />
              <TextField
                meta={fields.projectDuration}
                label="Durée estimée"
                hint={"ex\u00a0: 2 semaines"}
                autoComplete="off"
              />
            </div>
          </FormSection>

          <FormSection id="prestations" title="Prestations">
            <div>
              {rows.map((row, index) => (
                <PrestationRow
                  key={row.key}
                  formId={form.id}
                  name={row.name}
                  listName={fields.prestations.name}
                  index={index}
                  canRemove={rows.length > 1}
                  locked={busy}
                  onVat={applyItemVat}
                  currency={currency}
                />
              ))}
            </div>
            <FieldError id={fields.prestations.errorId} message={fields.prestations.errors?.[0]} />
            <AddRowButton
              disabled={locked}
              onClick={() =>
                form.insert({ name: fields.prestations.name, defaultValue: emptyPrestation() })
              }
            >
              Ajouter
            </AddRowButton>
          </FormSection>

          <FormSection id="language" title="Langue et devise">
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                meta={fields.language}
                label="Langue du document"
                options={LANGUAGE_OPTIONS}
              />
              <SelectField meta={fields.currency} label="Devise" options={CURRENCY_OPTIONS} />
              {currency === "USD" ? (
                <TextField
                  meta={fields.usdRate}
                  label="Taux du dollar (FCFA pour 1 USD)"
                  hint="Gardé sur le document"
                  inputMode="decimal"
                  autoComplete="off"
                />
              ) : (
                <KeptValue meta={fields.usdRate} />
              )}
            </div>
          </FormSection>

          <FormSection id="rates" title="Remise et TVA">
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid content-start gap-3">
                <CheckboxField meta={fields.applyDiscount} label="Appliquer une remise" />
                <RateField
                  shown={values.applyDiscount}
                  meta={fields.discountPercentage}
                  label="Remise (%)"
                />
              </div>
              <div className="grid content-start gap-3">
                <CheckboxField meta={fields.applyVat} label="Appliquer la TVA" />
                <RateField shown={values.applyVat} meta={fields.vatPercentage} label="TVA (%)" />
              </div>
              {kindIs(kind, "payable") ? (
                <SelectField
                  meta={fields.paymentTerms}
                  label="Conditions de paiement"
                  options={PAYMENT_OPTIONS}
                />
              ) : (
                <KeptValue meta={fields.paymentTerms} />
              )}
              <RateField
                shown={kindIs(kind, "answerable")}
                meta={fields.validityDays}
                label="Validité du devis (jours)"
                normalize={normalizeWhole}
              />
              {/* An old draft's stamp pays nothing: « Facture acquittée » records a payment (ADR 020). */}
              <KeptValue meta={fields.showPaidStamp} />
              {offerPaid ? (
                <PaidAtIssueFields
                  paid={fields.paidAtIssue}
                  paidOn={fields.paidOn}
                  paidMethod={fields.paidMethod}
                  today={today}
                />
              ) : (
                <>
                  <KeptValue meta={fields.paidOn} />
                  <KeptValue meta={fields.paidMethod} />
                </>
              )}
            </div>
          </FormSection>
        </div>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <FormSection id="recap" title="Récapitulatif">
            <Recap
              totals={totals}
              currency={currency}
              applyDiscount={values.applyDiscount}
              discountPercentage={discountPercentage}
              applyVat={values.applyVat}
              vatPercentage={vatPercentage}
              rateWithDecimals={
                (values.applyDiscount && !rateWhole(values.discountPercentage)) ||
                (values.applyVat && !rateWhole(values.vatPercentage))
              }
            />
            <GenerateButton
              busy={busy}
              disabled={locked}
              label={text.submit}
              className="mt-5 w-full"
            />
            <div className="mt-4">
              <FormAlert message={failure} />
            </div>
            {generated ? <IssuedPanel kind={kind} number={generated} /> : null}
          </FormSection>
        </div>
      </form>
    </FormProvider>
  );
}

/** After « Générer »: the document is in the register, ready to open, download or convert. */
function IssuedPanel({ kind, number }: { kind: Kind; number: string }) {
  return (
    <div className="mt-4 grid gap-3 rounded-md border bg-muted/40 p-3 text-sm" role="status">
      <p>
        {DOCUMENT_KINDS[kind].label} <strong>{number}</strong>{" "}
        {DOCUMENT_KINDS[kind].feminine
          ? "émise et enregistrée au registre."
          : "émis et enregistré au registre."}
      </p>
      <div className="grid gap-2">
        <IssuedLinks number={number} convert={kindBecomes(kind, "invoice")} />
      </div>
    </div>
  );
}

/**
 * « Facture acquittée » (ADR 020): ticked, the day and method of the payment of the
 * whole TTC, recorded with the invoice. They show by CSS alone, as soon as the box is
 * ticked, before the page's script runs too; unticked, they stay in the form (and the
 * draft) as typed, and the schema reads them only when the box is ticked.
 */
function PaidAtIssueFields({
  paid,
  paidOn,
  paidMethod,
  today,
}: {
  paid: FieldMeta;
  paidOn: FieldMeta;
  paidMethod: FieldMeta;
  today: string;
}) {
  return (
    <div className="group/paid grid content-start gap-3 sm:col-span-2">
      <CheckboxField
        meta={paid}
        label="Facture acquittée"
        description={
          "Le paiement de tout le TTC est enregistré avec la facture, qui porte le tampon «\u00a0Payé\u00a0»."
        }
      />
      <div
        data-testid="paid-at-issue"
        className="hidden gap-4 group-has-[input[name=paidAtIssue]:checked]/paid:grid sm:grid-cols-2"
      >
        <TextField
          meta={paidOn}
          label="Date du paiement"
          type="date"
          max={today || undefined}
          min={today ? earliestPaidOn(today) : undefined}
        />
        <SelectField meta={paidMethod} label="Moyen de paiement" options={METHOD_OPTIONS} />
      </div>
    </div>
  );
}

/**
 * A whole-number percentage or count (docs/product.md §5), written the French way
 * when left but never cut: « 12.5 » shows « 12,5 » and the field says decimals are
 * refused. Hidden (its box unticked, or not this kind of document), its value stays
 * in the form as typed, for when it shows again and for the draft.
 */
function RateField({
  shown,
  meta,
  label,
  normalize = normalizeDecimal,
}: {
  shown: boolean;
  meta: FieldMeta;
  label: string;
  /** A count of days is settled on its whole value (what is counted). */
  normalize?: (raw: string) => string;
}) {
  if (!shown) return <KeptValue meta={meta} />;
  return (
    <DecimalField
      meta={meta}
      label={label}
      inputMode="numeric"
      normalize={normalize}
      maxLength={MAX_INPUT_LENGTH}
    />
  );
}
