import { libraryInvoice } from "#app/features/einvoice/library-invoice.ts";
import type { EInvoiceFormat } from "./types.ts";

// UBL 2.1, EN 16931's core customization (urn:cen.eu:en16931:2017): an Invoice, or a
// CreditNote for type code 381, written by @e-invoice-eu/core.
export const ublFormat: EInvoiceFormat = {
  extension: "xml",
  mime: "application/xml",
  withPdf: false,
  async render(input, tools) {
    const xml = await tools.generate(libraryInvoice(input), { format: "UBL" });
    return typeof xml === "string" ? new TextEncoder().encode(xml) : xml;
  },
};
