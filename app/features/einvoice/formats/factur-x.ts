import { libraryInvoice } from "#app/features/einvoice/library-invoice.ts";
import type { EInvoiceFormat } from "./types.ts";

// Factur-X, profile EN 16931 (« Comfort »): the printed PDF made PDF/A-3 with its CII XML
// embedded as factur-x.xml, written by @e-invoice-eu/core.
export const facturXFormat: EInvoiceFormat = {
  extension: "pdf",
  mime: "application/pdf",
  withPdf: true,
  async render(input, tools) {
    if (!tools.pdf) throw new Error("Factur-X needs the document's PDF");
    const pdf = await tools.generate(libraryInvoice(input), {
      format: "Factur-X-EN16931",
      pdf: tools.pdf,
      fileName: `${input.number}.pdf`,
    });
    return typeof pdf === "string" ? new TextEncoder().encode(pdf) : pdf;
  },
};
