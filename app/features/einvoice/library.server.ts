import { createRequire } from "node:module";
import {
  FormatFactoryService,
  invoiceSchema,
  ValidationService,
  type Invoice,
} from "@e-invoice-eu/core";
import { EINVOICE_FORMATS, type EInvoiceFormatId } from "./formats.ts";
import type { EInvoiceInput } from "./input.ts";

// The e-invoices are written here, in the PDF worker (print/pdf/pdf-worker.server.tsx):
// @e-invoice-eu/core (its JSON schemas, XML writer and PDF library, megabytes once loaded)
// never enters the server's process.

// The library reports what it did on this logger; only its errors matter to us.
const quiet = { log() {}, warn() {}, error: (m: string) => console.error(m) };

// `InvoiceService.generate` (2.3.4) compiles its JSON schema on every call, 0,4 to 0,9 s:
// the same steps here (its public classes), with one compiled validator per format, so
// a month's zip does not pay it twice per document. The validator is the library's own
// ajv (8, resolved from the library's folder; the project's top level has eslint's ajv 6).
type Validator = Parameters<ValidationService["validate"]>[1];
type AjvClass = new (options: object) => { compile: (schema: unknown) => Validator };
const Ajv2019 = (
  createRequire(createRequire(import.meta.url).resolve("@e-invoice-eu/core"))("ajv/dist/2019") as {
    default: AjvClass;
  }
).default;
const factory = new FormatFactoryService();
const validation = new ValidationService(quiet);
const validators = new Map<string, Validator>();

async function generate(
  input: Invoice,
  options: { format: string; pdf?: Uint8Array; fileName?: string },
): Promise<string | Uint8Array> {
  const formatter = factory.createFormatService(options.format, quiet);
  const format = factory.normalizeFormat(options.format);
  let validator = validators.get(format);
  if (!validator) {
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    validators.set(format, validator);
  }
  // Throws the library's « validation failed » with its errors: the file is never written.
  const invoice = validation.validate(
    "invoice data",
    validator as Parameters<typeof validation.validate<Invoice>>[1],
    structuredClone(input),
  );
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, {
    format,
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
  });
}

/** The file of one e-invoice: the format's adapter, lent the library and the PDF. */
export async function renderEInvoice(
  format: EInvoiceFormatId,
  input: EInvoiceInput,
  pdf: Uint8Array | null,
): Promise<Uint8Array> {
  return EINVOICE_FORMATS[format].render(input, { pdf, generate });
}
