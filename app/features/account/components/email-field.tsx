import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";

/** « Adresse e-mail » of the auth forms: no capital, no spell check, the e-mail keyboard. */
export function EmailField({
  id,
  autoComplete,
  error,
  defaultValue,
}: {
  id: string;
  autoComplete: "email" | "username";
  error?: string | null;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label="Adresse e-mail" error={error}>
      {(c) => (
        <Input
          {...c}
          name="email"
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={defaultValue}
        />
      )}
    </Field>
  );
}

/** The attributes of an « Adresse e-mail » input: no capital, no spell check, the e-mail keyboard. */
export function emailInput(autoComplete: "email" | "username") {
  return {
    type: "email",
    inputMode: "email",
    autoComplete,
    autoCapitalize: "none",
    spellCheck: false,
  } as const;
}
