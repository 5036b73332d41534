import { Download, FileOutput, FolderOpen, Loader2, Plus, Receipt } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { PAYMENT_TERMS_DAYS } from "#app/config/company.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { issueAndPrint } from "#app/features/documents/issue-client.ts";
import { normalizeWhole, parseWhole } from "#app/features/documents/money.ts";
import { paymentTermsLabel } from "#app/features/documents/snapshot.ts";
import {
  defaultQuoteInvoice,
  emptyPrestation,
  QuoteInvoiceSchema,
  type Prestation,
  type QuoteInvoiceForm as FormValues,
} from "#app/features/documents/schemas.ts";
import {
  billableLines,
  computeTotals,
  hasBillableAmounts,
  priceLine,
} from "#app/features/documents/totals.ts";
import { useDocumentForm, type Prefill } from "#app/features/documents/use-document-form.ts";
import { DocumentShell, FormSection } from "./document-shell.tsx";
import { TextField } from "./text-field.tsx";
import { PrestationRow, type PrestationErrors } from "./prestation-row.tsx";
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

type TextKey =
  | "clientName"
  | "clientEmail"
  | "clientPhone"
  | "clientAddress"
  | "clientNinea"
  | "projectTitle"
  | "projectDuration";
type FieldSpec = {
  key: TextKey;
  label: string;
  type?: "email" | "tel";
  rows?: number;
  hint?: string;
};

const CLIENT_FIELDS: FieldSpec[] = [
  { key: "clientName", label: "Nom du client" },
  { key: "clientEmail", label: "Email du client", type: "email" },
  { key: "clientPhone", label: "Téléphone du client", type: "tel" },
  { key: "clientAddress", label: "Adresse du client", rows: 2 },
  { key: "clientNinea", label: "NINEA du client (facultatif)", hint: "Imprimé sous son adresse" },
];

const PROJECT_FIELDS: FieldSpec[] = [
  { key: "projectTitle", label: "Titre du projet" },
  { key: "projectDuration", label: "Durée estimée", hint: "ex\u00a0: 2 semaines" },
];

/** The quote and invoice form of docs/product.md §2: five cards, live totals, issued by the server, printed in the browser. */
export function QuoteInvoiceForm({
  kind,
  prefill,
}: {
  kind: Kind;
  prefill?: Prefill<FormValues> | null;
}) {
  const text = TEXT[kind];
  const hydrated = useHydrated();
  const { form, setForm, errors, validate, reset, restored, markIssued } = useDocumentForm(
    kind,
    defaultQuoteInvoice,
    QuoteInvoiceSchema,
    prefill,
  );
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<{ number: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per version of the form: a retried request issues nothing twice.
  const requestKey = useRef<string | null>(null);
  useEffect(() => {
    requestKey.current = null;
  }, [form]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const changeLine = useCallback(
    (index: number, patch: Partial<Prestation>) =>
      setForm((f) => ({
        ...f,
        prestations: f.prestations.map((l, i) => (i === index ? { ...l, ...patch } : l)),
      })),
    [setForm],
  );
  const removeLine = useCallback(
    (index: number) =>
      setForm((f) =>
        f.prestations.length > 1
          ? { ...f, prestations: f.prestations.filter((_, i) => i !== index) }
          : f,
      ),
    [setForm],
  );

  const discountPercentage = parseWhole(form.discountPercentage);
  const vatPercentage = parseWhole(form.vatPercentage);
  const totals = useMemo(
    () =>
      computeTotals(form.prestations.map(priceLine).filter(hasBillableAmounts), {
        applyDiscount: form.applyDiscount,
        discountPercentage,
        applyVat: form.applyVat,
        vatPercentage,
      }),
    [form.prestations, form.applyDiscount, form.applyVat, discountPercentage, vatPercentage],
  );

  const lineErrors = useMemo(() => {
    const out: (PrestationErrors | undefined)[] = [];
    for (const [path, message] of Object.entries(errors)) {
      const match = /^prestations\.(\d+)\.(\w+)$/.exec(path);
      if (!match) continue;
      const i = Number(match[1]);
      out[i] = { ...out[i], [match[2] as keyof Prestation]: message };
    }
    return out;
  }, [errors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !validate()) return;
    // docs/product.md §4: no valid line left, nothing is generated.
    if (billableLines(form.prestations).length === 0) return;
    requestKey.current ??= crypto.randomUUID();
    const source = kind === "invoice" ? restored?.source : undefined;
    // issueAndPrint opens the window at once, inside this click.
    const pending = issueAndPrint(
      kind === "invoice"
        ? { kind, form, requestKey: requestKey.current, sourceQuote: source }
        : { kind, form, requestKey: requestKey.current },
    );
    setBusy(true);
    setFailure(null);
    void pending.then((outcome) => {
      setBusy(false);
      if (outcome.kind === "failed") setFailure(outcome.message);
      if (outcome.kind === "issued") {
        markIssued();
        requestKey.current = null;
        setGenerated({ number: outcome.number });
      }
    });
  }

  const locked = busy || !hydrated;

  return (
    <DocumentShell
      title={text.title}
      cardTitle={text.card}
      description={text.description}
      restored={restored}
      onNewDocument={() => {
        reset();
        setGenerated(null);
        setFailure(null);
      }}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="grid min-w-0 gap-6">
          <FormSection id="client" title="Informations Client">
            <FieldGrid fields={CLIENT_FIELDS} form={form} errors={errors} set={set} />
          </FormSection>

          <FormSection id="project" title="Informations Projet">
            <FieldGrid fields={PROJECT_FIELDS} form={form} errors={errors} set={set} />
          </FormSection>

          <FormSection id="prestations" title="Prestations">
            <div>
              {form.prestations.map((line, index) => (
                <PrestationRow
                  // Lines have no identity of their own; removing one re-keys those after it.
                  key={index}
                  index={index}
                  line={line}
                  errors={lineErrors[index]}
                  canRemove={form.prestations.length > 1}
                  disabled={busy}
                  onChange={changeLine}
                  onRemove={removeLine}
                />
              ))}
            </div>
            <FieldError id="prestations-error" message={errors.prestations} />
            <Button
              type="button"
              variant="outline"
              className="mt-4"
              id="prestations"
              disabled={busy}
              onClick={() =>
                setForm((f) => ({ ...f, prestations: [...f.prestations, emptyPrestation()] }))
              }
            >
              <Plus /> Ajouter
            </Button>
          </FormSection>

          <FormSection id="rates" title="Remise et TVA">
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid content-start gap-3">
                <Checkbox
                  label="Appliquer une remise"
                  checked={form.applyDiscount}
                  onChange={(e) => set("applyDiscount", e.target.checked)}
                />
                {form.applyDiscount ? (
                  <RateField
                    id="discountPercentage"
                    label="Remise (%)"
                    value={form.discountPercentage}
                    error={errors.discountPercentage}
                    onChange={(v) => set("discountPercentage", v)}
                  />
                ) : null}
              </div>
              <div className="grid content-start gap-3">
                <Checkbox
                  label="Appliquer la TVA"
                  checked={form.applyVat}
                  onChange={(e) => set("applyVat", e.target.checked)}
                />
                {form.applyVat ? (
                  <RateField
                    id="vatPercentage"
                    label="TVA (%)"
                    value={form.vatPercentage}
                    error={errors.vatPercentage}
                    onChange={(v) => set("vatPercentage", v)}
                  />
                ) : null}
              </div>
              {kind === "invoice" ? (
                <Field id="paymentTerms" label="Conditions de paiement" error={errors.paymentTerms}>
                  {(c) => (
                    <select
                      {...c}
                      value={form.paymentTerms}
                      onChange={(e) => set("paymentTerms", e.target.value)}
                      className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {PAYMENT_TERMS_DAYS.map((d) => (
                        <option key={d} value={String(d)}>
                          {paymentTermsLabel(d)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : (
                <RateField
                  id="validityDays"
                  label="Validité du devis (jours)"
                  value={form.validityDays}
                  error={errors.validityDays}
                  onChange={(v) => set("validityDays", v)}
                />
              )}
              {kind === "invoice" ? (
                <Checkbox
                  className="sm:col-span-2"
                  label="Afficher le tampon Payé"
                  description="Pour une facture déjà réglée\u00a0: elle est enregistrée payée à sa date d'émission."
                  checked={form.showPaidStamp}
                  onChange={(e) => set("showPaidStamp", e.target.checked)}
                />
              ) : null}
            </div>
          </FormSection>
        </div>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <FormSection id="recap" title="Récapitulatif">
            <Recap
              totals={totals}
              applyDiscount={form.applyDiscount}
              discountPercentage={discountPercentage}
              applyVat={form.applyVat}
              vatPercentage={vatPercentage}
            />
            <Button type="submit" size="lg" className="mt-5 w-full" disabled={locked}>
              {busy ? <Loader2 className="animate-spin" /> : <FileOutput />}
              {busy ? "Génération en cours..." : text.submit}
            </Button>
            <div className="mt-4">
              <FormAlert message={failure} />
            </div>
            {generated ? <IssuedPanel kind={kind} number={generated.number} /> : null}
          </FormSection>
        </div>
      </form>
    </DocumentShell>
  );
}

/** After « Générer »: the document is in the register, ready to open, download or convert. */
function IssuedPanel({ kind, number }: { kind: Kind; number: string }) {
  return (
    <div className="mt-4 grid gap-3 rounded-md border bg-muted/40 p-3 text-sm" role="status">
      <p>
        {kind === "quote" ? "Devis" : "Facture"} <strong>{number}</strong>{" "}
        {kind === "quote" ? "émis et enregistré au registre." : "émise et enregistrée au registre."}
      </p>
      <div className="grid gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/documents/${number}`}>
            <FolderOpen aria-hidden="true" /> Ouvrir dans le registre
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`/documents/${number}/pdf`} download>
            <Download aria-hidden="true" /> Télécharger le PDF
          </a>
        </Button>
        {kind === "quote" ? (
          <Button asChild variant="accent" size="sm">
            <Link to={`/create-invoice?devis=${number}`}>
              <Receipt aria-hidden="true" /> Convertir en facture
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A card's text fields, two columns from small screens up. */
function FieldGrid({
  fields,
  form,
  errors,
  set,
}: {
  fields: FieldSpec[];
  form: FormValues;
  errors: Record<string, string>;
  set: (key: TextKey, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ key, ...f }) => (
        <TextField
          key={key}
          id={key}
          {...f}
          value={form[key]}
          onChange={(v) => set(key, v)}
          error={errors[key]}
        />
      ))}
    </div>
  );
}

/** A whole-number percentage (docs/product.md §5): settles on its whole value when left. */
function RateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(c) => (
        <Input
          {...c}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => onChange(normalizeWhole(e.target.value))}
        />
      )}
    </Field>
  );
}
