import { expect, test } from "vitest";
import { einvoiceInputOf } from "./input.ts";
import { renderEInvoice } from "./library.server.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";

// @e-invoice-eu/core validates its JSON (EN 16931's terms, code lists, cardinalities)
// before it writes: a document without a client's name or a line is refused, not written.

const snapshot = {
  version: 1,
  kind: "invoice",
  number: "FACT-2026-0009",
  name: "x",
  issuedAt: "2026-11-30T10:00:00.000Z",
  issuedOn: "2026-11-30",
  company: {
    name: "Teranga Digital",
    legalName: "Teranga Digital SARL",
    slogan: "",
    address: "Rue 1, BP 3 Dakar, Sénégal",
    phones: [],
    emails: ["contact@teranga-digital.sn"],
    ninea: "009876543 2G3",
    rccm: "SN-DKR-2025-B-01234",
  },
  client: { name: "Sahel Agro", address: "Rufisque", phone: "", email: "", ninea: "" },
  project: { title: "Site", duration: "1 mois" },
  lines: [{ designation: "Audit", quantity: "1", unitPrice: 100_000, total: 100_000 }],
  discountPercentage: null,
  vatPercentage: 18,
  totals: {
    totalHT: 100_000,
    discountAmount: 0,
    totalAfterDiscount: 100_000,
    vatAmount: 18_000,
    totalTTC: 118_000,
  },
  words: "",
  validUntil: null,
  payment: null,
  sourceQuote: null,
} satisfies QuoteInvoiceSnapshot;

test("a complete invoice is written; its client without an email gets the reserved address", async () => {
  const xml = new TextDecoder().decode(
    await renderEInvoice("ubl", einvoiceInputOf(snapshot), null),
  );
  expect(xml).toContain("<cbc:ID>FACT-2026-0009</cbc:ID>");
  expect(xml).toContain(
    '<cbc:EndpointID schemeID="EM">sans-adresse@client.invalid</cbc:EndpointID>',
  );
  expect(xml).toContain('<cbc:PayableAmount currencyID="XOF">118000</cbc:PayableAmount>');
});

test("the library's validation refuses an invoice without lines", async () => {
  const input = { ...einvoiceInputOf(snapshot), lines: [] };
  await expect(renderEInvoice("ubl", input, null)).rejects.toThrow(/validation failed/);
});
