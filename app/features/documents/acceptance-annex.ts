/**
 * A quote accepted online (issue 22, ADR 028), as its print page and PDF show it in
 * place of the « Bon pour accord » box. Filled by the acceptance feature; documents
 * only draws it.
 */
export type AcceptanceAnnex = {
  /** When it was accepted (ISO instant); shown in Dakar time. */
  at: string;
  name: string;
  /** « Fonction », "" when none was given. */
  role: string;
  /** SHA-256 (hex) of the exact document accepted. */
  fingerprint: string;
  /** The drawn signature as a PNG data URL, or null. */
  signature: string | null;
};
