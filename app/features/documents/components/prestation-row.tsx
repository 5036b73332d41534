import { Trash2 } from "lucide-react";
import { memo } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { formatFcfa, normalizeDecimal, normalizeWhole } from "#app/features/documents/money.ts";
import type { Prestation } from "#app/features/documents/schemas.ts";
import { priceLine } from "#app/features/documents/totals.ts";

export type PrestationErrors = Partial<Record<keyof Prestation, string>>;

/** One line of the Prestations card; memoised so typing in one line does not redraw 500. */
export const PrestationRow = memo(function PrestationRow({
  index,
  line,
  errors,
  canRemove,
  disabled,
  onChange,
  onRemove,
}: {
  index: number;
  line: Prestation;
  errors: PrestationErrors | undefined;
  canRemove: boolean;
  disabled: boolean;
  onChange: (index: number, patch: Partial<Prestation>) => void;
  onRemove: (index: number) => void;
}) {
  const id = `prestations-${index}`;
  const total = priceLine(line).total;
  return (
    <fieldset className="grid grid-cols-2 gap-3 border-b py-4 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_7rem_9rem_9rem_auto] sm:items-start">
      <legend className="sr-only">Prestation {index + 1}</legend>
      <Field
        id={`${id}-designation`}
        label="Désignation"
        error={errors?.designation}
        className="col-span-2 sm:col-span-1"
      >
        {(control) => (
          <Input
            {...control}
            value={line.designation}
            onChange={(e) => onChange(index, { designation: e.target.value })}
            disabled={disabled}
            autoComplete="off"
          />
        )}
      </Field>
      <Field id={`${id}-quantity`} label="Quantité" error={errors?.quantity}>
        {(control) => (
          <Input
            {...control}
            // Text, not number: Chromium reads a French « 2,5 » in a number field as 25.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={line.quantity}
            onChange={(e) => onChange(index, { quantity: e.target.value })}
            onBlur={(e) => onChange(index, { quantity: normalizeDecimal(e.target.value) })}
            disabled={disabled}
          />
        )}
      </Field>
      <Field id={`${id}-unitPrice`} label="Prix unitaire" error={errors?.unitPrice}>
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={line.unitPrice}
            onChange={(e) => onChange(index, { unitPrice: e.target.value })}
            onBlur={(e) => onChange(index, { unitPrice: normalizeWhole(e.target.value) })}
            disabled={disabled}
          />
        )}
      </Field>
      <div className="grid content-start gap-2">
        <span className="text-sm font-medium leading-none" id={`${id}-total-label`}>
          Total
        </span>
        <p
          aria-labelledby={`${id}-total-label`}
          className="flex h-11 items-center justify-end rounded-md bg-muted/60 px-3 text-sm font-semibold tabular-nums"
          data-testid="line-total"
        >
          {formatFcfa(total)}
        </p>
      </div>
      <div className="flex items-end justify-end sm:pt-6">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => onRemove(index)}
          disabled={!canRemove || disabled}
          aria-label={`Supprimer la prestation ${index + 1}`}
          title={canRemove ? "Supprimer cette ligne" : "Il faut au moins une prestation"}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 />
        </Button>
      </div>
    </fieldset>
  );
});
