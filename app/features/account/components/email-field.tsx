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
