import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

/** A labelled text input or textarea of the document forms, with its hint and message. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = "text",
  rows,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  /** A textarea of this many rows. */
  rows?: number;
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) =>
        rows ? (
          <Textarea
            {...control}
            rows={rows}
            className={rows <= 2 ? "min-h-11" : undefined}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <Input
            {...control}
            type={type}
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
