import { useField, useFormMetadata } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { memo, useCallback } from "react";
import { DecimalField } from "#app/components/forms/decimal-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MAX_INPUT_LENGTH } from "#app/features/documents/limits.ts";
import { normalizeDecimal, normalizeWhole } from "#app/lib/money.ts";
import { CURRENCIES, formatMoney, parseMinor, type Currency } from "#app/lib/currency.ts";
import { prestationTemplate, type Prestation } from "#app/features/documents/schemas.ts";
import { EXEMPTION_REASON_MAX, LINE_VAT_CHOICES } from "#app/features/documents/vat.ts";
import { SelectField, TextField } from "#app/components/forms/fields.tsx";
import { priceLineWithin } from "#app/features/documents/totals.ts";
import { formValues } from "#app/features/authoring/use-document-form.ts";
import { DesignationField, type CatalogueSuggestion } from "./suggest-fields.tsx";

/**
 * One line of the Prestations card, a row of Conform's field list: it reads
 * its own fields only and is memoised, so typing in one line does not redraw
 * 500. Its React key is the row's Conform key, never its index: removing a
 * line above keeps what was typed here (and the focus).
 */
export const PrestationRow = memo(function PrestationRow({
  formId,
  name,
  listName,
  index,
  canRemove,
  locked,
  onVat,
  currency = "XOF",
}: {
  /** EUR and USD prices are typed with their cents (ADR 055). */
  currency?: Currency;
  formId: string;
  /** The row's field name, `prestations[i]`. */
  name: string;
  listName: string;
  index: number;
  canRemove: boolean;
  /**
   * While « Générer » runs. Read-only, not disabled: a disabled input leaves the
   * form's data, and Conform would read the line as gone (totals, draft).
   */
  locked: boolean;
  /** A catalogue item chosen here: its VAT rate, for the document. */
  onVat: (rate: number) => void;
}) {
  const form = useFormMetadata(formId);
  const [meta] = useField<Prestation>(name, { formId });
  const fields = meta.getFieldset();
  // Null past a maximum: the quantity or price field says which.
  const line = formValues(prestationTemplate(), meta.value);
  const cents = CURRENCIES[currency].decimals > 0;
  const total =
    priceLineWithin(
      cents ? { ...line, unitPrice: String(parseMinor(line.unitPrice, currency)) } : line,
    )?.total ?? null;
  const id = meta.id;
  const vatName = fields.vat.name;
  const reasonName = fields.exemptionReason.name;
  // An exempt item or a débours sets this line's VAT; an item at a rate, the document's.
  const chooseItem = useCallback(
    (item: CatalogueSuggestion) => {
      if (item.vatCategory === "exempt") {
        form.update({ name: vatName, value: "0" });
        form.update({ name: reasonName, value: item.exemptionReason });
      } else if (item.vatCategory === "debours") {
        form.update({ name: vatName, value: "debours" });
      } else {
        onVat(item.vatRate);
      }
    },
    [form, vatName, reasonName, onVat],
  );
  return (
    <fieldset className="grid grid-cols-2 gap-3 border-b py-4 last:border-b-0 sm:grid-cols-[7rem_9rem_minmax(0,1fr)_auto] sm:items-start">
      <legend className="sr-only">Prestation {index + 1}</legend>
      <DesignationField
        meta={fields.designation}
        unitPriceId={fields.unitPrice.id}
        onVat={chooseItem}
        className="col-span-2 sm:col-span-4"
        readOnly={locked}
      />
      <DecimalField
        meta={fields.quantity}
        label="Quantité"
        inputMode="decimal"
        normalize={normalizeDecimal}
        maxLength={MAX_INPUT_LENGTH}
        readOnly={locked}
      />
      <DecimalField
        meta={fields.unitPrice}
        label="Prix unitaire"
        inputMode={cents ? "decimal" : "numeric"}
        normalize={cents ? normalizeDecimal : normalizeWhole}
        maxLength={MAX_INPUT_LENGTH}
        readOnly={locked}
      />
      <div className="grid content-start gap-2">
        <span className="text-sm font-medium leading-none" id={`${id}-total-label`}>
          Total
        </span>
        <p
          aria-labelledby={`${id}-total-label`}
          className="flex h-11 items-center justify-end rounded-md bg-muted/60 px-3 text-sm font-semibold tabular-nums"
          data-testid="line-total"
        >
          {total === null ? "—" : formatMoney(total, currency, "fr")}
        </p>
      </div>
      <div className="flex items-end justify-end sm:pt-6">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => form.remove({ name: listName, index })}
          disabled={!canRemove || locked}
          aria-label={`Supprimer la prestation ${index + 1}`}
          title={canRemove ? "Supprimer cette ligne" : "Il faut au moins une prestation"}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 />
        </Button>
      </div>
      {/* The line's own VAT (issue 35 §2): the document's rate unless chosen here. */}
      <div className="col-span-2 grid gap-3 sm:col-span-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          meta={fields.vat}
          label="TVA de la ligne"
          placeholder="Taux du document"
          options={LINE_VAT_CHOICES}
        />
        {line.vat === "0" ? (
          <TextField
            meta={fields.exemptionReason}
            label="Motif d'exonération"
            hint={"ex\u00a0: Exonération, article du CGI"}
            maxLength={EXEMPTION_REASON_MAX}
            autoComplete="off"
            readOnly={locked}
          />
        ) : line.vat === "debours" ? (
          <p className="self-end pb-3 text-xs text-muted-foreground">
            Débours{"\u00a0"}: refacturé au prix coûtant, hors TVA et hors remise.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
});
