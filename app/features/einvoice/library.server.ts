import { InvoiceService } from "@e-invoice-eu/core";
import { EINVOICE_FORMATS, type EInvoiceFormatId } from "./formats.ts";
import type { EInvoiceInput } from "./input.ts";

// The e-invoices are written here, in the PDF worker (print/pdf/pdf-worker.server.tsx):
// @e-invoice-eu/core (its JSON schemas, XML writer and PDF library, megabytes once loaded)
// never enters the server's process.

// The library reports what it did on this logger; only its errors matter to us.
const quiet = { log() {}, warn() {}, error: (m: string) => console.error(m) };
const service = new InvoiceService(quiet);

/** The file of one e-invoice: the format's adapter, lent the library and the PDF. */
export async function renderEInvoice(
  format: EInvoiceFormatId,
  input: EInvoiceInput,
  pdf: Uint8Array | null,
): Promise<Uint8Array> {
  return EINVOICE_FORMATS[format].render(input, {
    pdf,
    generate: (invoice, options) =>
      service.generate(invoice, {
        format: options.format,
        lang: "fr-fr",
        noWarnings: true,
        ...(options.pdf
          ? {
              pdf: {
                buffer: options.pdf,
                filename: options.fileName ?? "facture.pdf",
                mimetype: "application/pdf",
              },
            }
          : {}),
      }),
  });
}
