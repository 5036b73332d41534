// VAT per line (issue 35 §2, ADR 050): a line bears 18 %, 10 %, 0 % with the reason
// of its exemption, or is a « Débours » (bought in the client's name, re-billed at
// cost: outside VAT and outside the discount). A line without its own rate follows
// the document's, as every line did before, so an old snapshot reads the same.

export type VatCategory = "standard" | "exempt" | "debours";

/** A line's own VAT, as the snapshot keeps it on the line; absent: the document's rate. */
export type LineVat = {
  vatCategory: VatCategory;
  /** Whole percent: 18, 10; 0 for an exempt line or a débours. */
  vatRate: number;
  /** An exempt line: why (« Exonération art. … du CGI »), printed with it. */
  exemptionReason?: string;
};

/** The choices of a line's VAT, as the form and the catalogue offer them. */
export const LINE_VAT_CHOICES = [
  { value: "18", label: "18\u00a0%", vat: { vatCategory: "standard", vatRate: 18 } },
  { value: "10", label: "10\u00a0%", vat: { vatCategory: "standard", vatRate: 10 } },
  { value: "0", label: "0\u00a0% exonéré", vat: { vatCategory: "exempt", vatRate: 0 } },
  { value: "debours", label: "Débours", vat: { vatCategory: "debours", vatRate: 0 } },
] as const satisfies readonly { value: string; label: string; vat: LineVat }[];

export type LineVatChoice = (typeof LINE_VAT_CHOICES)[number]["value"];
/** What a line's select holds: a choice, or "" for « the document's rate ». */
export const LINE_VAT_VALUES = ["", "18", "10", "0", "debours"] as const satisfies readonly (
  "" | LineVatChoice
)[];
export type LineVatValue = (typeof LINE_VAT_VALUES)[number];

export const EXEMPTION_REASON_MAX = 120;

/** The line's own VAT from what the form holds ("" or unknown: none, the document's rate). */
export function lineVatOf(choice: string | undefined, exemptionReason = ""): LineVat | undefined {
  const found = LINE_VAT_CHOICES.find((c) => c.value === choice);
  if (!found) return undefined;
  if (found.vat.vatCategory !== "exempt") return { ...found.vat };
  return { ...found.vat, exemptionReason: exemptionReason.trim() };
}

/** The select's value of a line as a snapshot keeps it (« Dupliquer », a credit note). */
export function lineVatChoice(line: Partial<LineVat>): LineVatValue {
  if (!line.vatCategory) return "";
  const found = LINE_VAT_CHOICES.find(
    (c) => c.vat.vatCategory === line.vatCategory && c.vat.vatRate === line.vatRate,
  );
  return found?.value ?? "";
}

/** The rate as printed in a line's VAT column. */
export function lineVatLabel(line: Partial<LineVat>, debours = "Débours"): string {
  if (line.vatCategory === "debours") return debours;
  if (line.vatCategory === "exempt") return "0\u00a0%*";
  return `${line.vatRate ?? 0}\u00a0%`;
}

/** One rate of the VAT summary: its HT, its share of the discount, its base and its VAT. */
export type VatGroup = {
  category: "standard" | "exempt";
  rate: number;
  ht: number;
  discount: number;
  base: number;
  vat: number;
};
