import type { Invoice } from "@e-invoice-eu/core";
import type { EInvoiceInput } from "#app/features/einvoice/input.ts";

// One structured format of an e-invoice (ADR 051): a file of formats/, its name in
// format-names.ts and its line in formats.ts. A tax platform's format (the DGID's, once its order is published)
// is one more adapter: its name, its file, and how it is written from our input.

/** What the worker lends an adapter: the printed PDF, and @e-invoice-eu/core's writer. */
export type EInvoiceTools = {
  /** The document's PDF as printed, drawn when the adapter asks for it (`withPdf`). */
  pdf: Uint8Array | null;
  /** @e-invoice-eu/core's `InvoiceService.generate`, which validates the JSON first. */
  generate: (
    invoice: Invoice,
    options: { format: string; pdf?: Uint8Array; fileName?: string },
  ) => Promise<string | Uint8Array>;
};

export type EInvoiceFormat = {
  extension: "xml" | "pdf";
  mime: "application/xml" | "application/pdf";
  /** Whether it needs the document's PDF (Factur-X embeds its XML in it). */
  withPdf: boolean;
  /** The file, from our input; runs in the PDF worker only. */
  render: (input: EInvoiceInput, tools: EInvoiceTools) => Promise<Uint8Array>;
};
