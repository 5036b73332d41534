import { facturXFormat } from "./formats/factur-x.ts";
import type { EInvoiceFormat } from "./formats/types.ts";
import { ublFormat } from "./formats/ubl.ts";
import { EINVOICE_FORMAT_NAMES, type EInvoiceFormatId } from "./format-names.ts";

// The registry of e-invoice formats (ADR 051): each name of format-names.ts written by
// its adapter in formats/ (the compiler asks for one per name).

export { EINVOICE_FORMAT_IDS, type EInvoiceFormatId } from "./format-names.ts";

export const EINVOICE_FORMATS: { [F in EInvoiceFormatId]: EInvoiceFormat } = {
  ubl: ublFormat,
  "factur-x": facturXFormat,
};

/** The slug of an address, if it names a format. */
export function einvoiceFormatOf(slug: string | undefined): EInvoiceFormatId | null {
  return slug && Object.hasOwn(EINVOICE_FORMAT_NAMES, slug) ? (slug as EInvoiceFormatId) : null;
}

/** The file's name: FACT-2026-0001.xml, FACT-2026-0001-factur-x.pdf. */
export function einvoiceFileName(number: string, format: EInvoiceFormatId): string {
  const spec = EINVOICE_FORMATS[format];
  return `${number}${spec.extension === "pdf" ? `-${format}` : ""}.${spec.extension}`;
}
