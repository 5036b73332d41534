import type { ReactNode } from "react";
import { Field, type FieldMeta, inputProps } from "#app/components/forms/fields.tsx";
import { Combobox, typeInto } from "#app/components/ui/combobox.tsx";
import { formatFcfa, normalizeWhole } from "#app/lib/money.ts";
import type { ClientSuggestion } from "#app/features/client-links/match.ts";

// The document form's suggestions (ADR 031): the client book and the catalogue,
// read through their resource routes (documents import neither feature). A client's
// shape is the one the book answers with (client-links, below every feature); the
// catalogue's is below.

/** GET /catalogue/suggestions?q=… */
export type CatalogueSuggestion = {
  id: string;
  designation: string;
  description: string;
  unitPrice: number;
  unit: string;
  vatRate: number;
  /** Issue 35 §2: the line's VAT regime, an exempt item's reason. */
  vatCategory: "standard" | "exempt" | "debours";
  exemptionReason: string;
  /** The line's designation: the item's, with its unit. */
  line: string;
};

const byId = (id: string) =>
  document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;

/** « Nom du client »: suggests the known clients; one chosen fills the client's fields. */
export function ClientNameField({
  meta,
  fill,
  onChoose,
}: {
  meta: FieldMeta;
  /** The ids of the inputs to fill: email, phone, address, NINEA. */
  fill: { email: string; phone: string; address: string; ninea: string };
  /** The client chosen: the form takes its language and currency (issue 35 §6). */
  onChoose?: (client: ClientSuggestion) => void;
}) {
  return (
    <SuggestField<ClientSuggestion>
      meta={meta}
      label="Nom du client"
      hint="Tapez deux lettres pour retrouver un client connu"
      source="/clients/suggestions"
      listLabel="Clients connus"
      renderOption={(c) => (
        <>
          <span className="block font-medium">{c.name}</span>
          <span className="block text-xs text-muted-foreground">
            {[c.email, c.ninea && `NINEA ${c.ninea}`].filter(Boolean).join(" · ")}
          </span>
        </>
      )}
      onChoose={(c, input) => {
        typeInto(input, c.name);
        typeInto(byId(fill.email), c.email);
        typeInto(byId(fill.phone), c.phone);
        typeInto(byId(fill.address), c.address);
        typeInto(byId(fill.ninea), c.ninea);
        onChoose?.(c);
      }}
    />
  );
}

/** A line's « Désignation »: suggests catalogue items; one chosen fills the line's price and the VAT. */
export function DesignationField({
  meta,
  unitPriceId,
  onVat,
  readOnly,
  className,
}: {
  meta: FieldMeta;
  unitPriceId: string;
  /** The item chosen: its VAT, for the line (exempt, débours) or the document (a rate). */
  onVat: (item: CatalogueSuggestion) => void;
  readOnly?: boolean;
  className?: string;
}) {
  return (
    <SuggestField<CatalogueSuggestion>
      meta={meta}
      label="Désignation"
      source="/catalogue/suggestions"
      listLabel="Prestations du catalogue"
      className={className}
      readOnly={readOnly}
      renderOption={(item) => (
        <>
          <span className="block font-medium">{item.designation}</span>
          <span className="block text-xs text-muted-foreground">
            {formatFcfa(item.unitPrice)} / {item.unit} ·{" "}
            {item.vatCategory === "debours"
              ? "débours"
              : item.vatCategory === "exempt"
                ? "exonérée"
                : `TVA ${item.vatRate}\u00a0%`}
          </span>
        </>
      )}
      onChoose={(item, input) => {
        typeInto(input, item.line);
        const price = byId(unitPriceId);
        // Written as the field settles it when left (« 30 000 »).
        typeInto(price, normalizeWhole(String(item.unitPrice)));
        onVat(item);
      }}
    />
  );
}

function SuggestField<T extends { id: string }>({
  meta,
  label,
  hint,
  className,
  readOnly,
  ...combobox
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  readOnly?: boolean;
  source: string;
  listLabel: string;
  renderOption: (item: T) => ReactNode;
  onChoose: (item: T, input: HTMLInputElement) => void;
}) {
  const value = meta.initialValue;
  return (
    <Field
      id={meta.id}
      label={label}
      hint={hint}
      error={meta.errors?.[0] ?? null}
      className={className}
    >
      {(control) => (
        <Combobox<T>
          {...inputProps(meta, "text")}
          {...control}
          defaultValue={typeof value === "string" ? value : undefined}
          readOnly={readOnly}
          keyOf={(item) => item.id}
          {...combobox}
        />
      )}
    </Field>
  );
}
