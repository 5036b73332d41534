import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { issueBalance, issueDeposit } from "#app/features/deposits/issue.server.ts";
import { issueCreditNote } from "#app/features/ledger/ledger.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { loader as clientLoader } from "../../app/routes/client-document-e-facture.ts";
import { loader as staffLoader } from "../../app/routes/document-e-facture.ts";
import { loader as zipLoader } from "../../app/routes/documents-e-factures.ts";
import { issueAs } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signIn } from "#tests/fixtures/signed-in.ts";

// Issue 35 §3, ADR 051: an invoice, a deposit and a balance invoice, a credit note, each
// downloaded as UBL 2.1 and Factur-X through the real routes and the PDF worker. The
// library validates its JSON before writing (a broken document is refused: the last
// test); here every business term is read back from the files and compared with figures
// worked out by hand; the Factur-X's XML is taken out of the PDF by poppler's pdfdetach.

const SITE = "http://localhost:3000";
const NOW = new Date("2026-11-26T09:15:00Z");
let cookie = "";
let staff: SessionUser;

beforeAll(async () => {
  ({ cookie, user: staff } = await signIn("gerant", {
    email: "efacture@teranga-digital.sn",
    name: "Awa Ndiaye",
    ip: "192.0.2.50",
  }));
});

afterAll(() => emptyTables("client_link, document, document_event, document_sequence, payment"));

const staffGet = async (numero: string, format: string) =>
  (await staffLoader({
    request: new Request(`${SITE}/documents/${numero}/e-facture/${format}`, {
      headers: { cookie },
    }),
    params: { numero, format },
    context: {},
  } as never)) as Response;

const bytesOf = async (r: Response) => Buffer.from(await r.arrayBuffer());

/** Every text of an element, in order: `all(xml, "cbc:ID")`. */
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, "g"))].map((m) => m[1]!);
/** The element's text inside the first `outer` block. */
const inside = (xml: string, outer: string, tag: string) => {
  const block = xml.match(new RegExp(`<${outer}(?:\\s[^>]*)?>([\\s\\S]*?)</${outer}>`))?.[1] ?? "";
  return all(block, tag);
};

/** The XML a Factur-X PDF carries, by poppler's pdfdetach (not the library that wrote it). */
function facturXXml(pdf: Buffer): { xml: string; meta: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "facturx-"));
  try {
    const file = path.join(dir, "f.pdf");
    writeFileSync(file, pdf);
    const list = execFileSync("pdfdetach", ["-list", file], { encoding: "utf8" });
    expect(list).toContain("factur-x.xml");
    execFileSync("pdfdetach", ["-saveall", "-o", dir, file]);
    const meta = execFileSync("pdfinfo", ["-meta", file], { encoding: "utf8" });
    return { xml: readFileSync(path.join(dir, "factur-x.xml"), "utf8"), meta };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("an invoice: 2 × 50 000 + 18 000, 10 % off, 18 % VAT, a client with a NINEA", () => {
  // By hand: HT 118 000; discount 11 800; net 106 200; VAT 19 116; TTC 125 316.
  const HT = 118_000;
  const DISCOUNT = 11_800;
  const NET = 106_200;
  const VAT = 19_116;
  const TTC = 125_316;
  let number = "";
  let id = "";

  beforeAll(async () => {
    ({ number, id } = await issueAs(
      staff,
      "invoice",
      {
        clientNinea: "004567890 1A2",
        prestations: [
          { designation: "Site vitrine", quantity: "2", unitPrice: "50 000" },
          { designation: "Nom de domaine", quantity: "1", unitPrice: "18 000" },
        ],
        applyDiscount: true,
        discountPercentage: "10",
        applyVat: true,
        vatPercentage: "18",
      },
      NOW,
    ));
  });

  it("UBL 2.1: every business term is the document's", async () => {
    const answer = await staffGet(number, "ubl");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/xml");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${number}.xml"`);
    const xml = (await bytesOf(answer)).toString("utf8");
    expect(xml).toContain(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    );
    expect(all(xml, "cbc:CustomizationID")).toEqual(["urn:cen.eu:en16931:2017"]);
    expect(all(xml, "cbc:ID")[0]).toBe(number);
    expect(all(xml, "cbc:IssueDate")).toEqual(["2026-11-26"]);
    // 30 days, the firm's default terms.
    expect(all(xml, "cbc:DueDate")).toEqual(["2026-12-26"]);
    expect(all(xml, "cbc:InvoiceTypeCode")).toEqual(["380"]);
    expect(all(xml, "cbc:DocumentCurrencyCode")).toEqual(["XOF"]);
    // Seller: trade name, legal name, NINEA, VAT id, RCCM; buyer: name and NINEA.
    const seller = (t: string) => inside(xml, "cac:AccountingSupplierParty", t);
    const buyer = (t: string) => inside(xml, "cac:AccountingCustomerParty", t);
    expect(seller("cbc:RegistrationName")).toEqual(["Teranga Digital SARL"]);
    expect(seller("cbc:CompanyID")).toEqual(["SN0098765432G3", "SN-DKR-2025-B-01234"]);
    expect(seller("cbc:ID")).toEqual(["009876543 2G3", "VAT"]);
    expect(seller("cbc:IdentificationCode")).toEqual(["SN"]);
    expect(buyer("cbc:RegistrationName")).toEqual(["Boutique Keur Yaay"]);
    expect(buyer("cbc:ID")).toEqual(["004567890 1A2", "VAT"]);
    expect(buyer("cbc:CompanyID")).toEqual(["SN0045678901A2"]);
    expect(buyer("cbc:EndpointID")).toEqual(["contact@keuryaay.sn"]);
    // Lines: quantity, price, net, VAT category and rate.
    expect(all(xml, "cbc:InvoicedQuantity")).toEqual(["2", "1"]);
    expect(all(xml, "cbc:PriceAmount")).toEqual(["50000", "18000"]);
    expect(all(xml, "cbc:Name").filter((n) => /Site|domaine/.test(n))).toEqual([
      "Site vitrine",
      "Nom de domaine",
    ]);
    expect(inside(xml, "cac:InvoiceLine", "cbc:LineExtensionAmount")).toEqual(["100000"]);
    expect(inside(xml, "cac:ClassifiedTaxCategory", "cbc:Percent")).toEqual(["18"]);
    // The discount as a document-level allowance at the same VAT.
    expect(inside(xml, "cac:AllowanceCharge", "cbc:ChargeIndicator")).toEqual(["false"]);
    expect(inside(xml, "cac:AllowanceCharge", "cbc:Amount")).toEqual([String(DISCOUNT)]);
    // VAT breakdown and totals, in whole francs of XOF.
    expect(inside(xml, "cac:TaxSubtotal", "cbc:TaxableAmount")).toEqual([String(NET)]);
    expect(inside(xml, "cac:TaxSubtotal", "cbc:TaxAmount")).toEqual([String(VAT)]);
    expect(inside(xml, "cac:TaxSubtotal", "cbc:ID")).toEqual(["S", "VAT"]);
    const total = (t: string) => inside(xml, "cac:LegalMonetaryTotal", t);
    expect(total("cbc:LineExtensionAmount")).toEqual([String(HT)]);
    expect(total("cbc:AllowanceTotalAmount")).toEqual([String(DISCOUNT)]);
    expect(total("cbc:TaxExclusiveAmount")).toEqual([String(NET)]);
    expect(total("cbc:TaxInclusiveAmount")).toEqual([String(TTC)]);
    expect(total("cbc:PayableAmount")).toEqual([String(TTC)]);
    expect([...xml.matchAll(/currencyID="([A-Z]+)"/g)].every((m) => m[1] === "XOF")).toBe(true);
    // Payment: transfer to the IBAN, Wave, Orange Money; the terms.
    expect(all(xml, "cbc:PaymentMeansCode")).toEqual(["30", "68", "68"]);
    expect(inside(xml, "cac:PaymentMeans", "cbc:ID")[0]).toMatch(/^SN\d{2}/);
    expect(all(xml, "cbc:Note")).toContain("Paiement\u00a0: 30\u00a0jours");
  });

  it("Factur-X: a PDF/A-3 carrying the same figures in its CII XML", async () => {
    const answer = await staffGet(number, "factur-x");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="${number}-factur-x.pdf"`,
    );
    const pdf = await bytesOf(answer);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { xml, meta } = facturXXml(pdf);
    expect(meta).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(meta).toMatch(/EN 16931/);
    expect(xml).toContain("urn:cen.eu:en16931:2017");
    expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
    expect(all(xml, "ram:TypeCode")[0]).toBe("380");
    expect(all(xml, "ram:InvoiceCurrencyCode")).toEqual(["XOF"]);
    expect(all(xml, "ram:LineTotalAmount")).toContain(String(HT));
    expect(all(xml, "ram:AllowanceTotalAmount")).toEqual([String(DISCOUNT)]);
    expect(all(xml, "ram:TaxBasisTotalAmount")).toEqual([String(NET)]);
    expect(all(xml, "ram:TaxTotalAmount")).toEqual([String(VAT)]);
    expect(all(xml, "ram:GrandTotalAmount")).toEqual([String(TTC)]);
    expect(all(xml, "ram:DuePayableAmount")).toEqual([String(TTC)]);
    expect(xml).toContain("SN0098765432G3");
    expect(xml).toContain("SN0045678901A2");
    expect(xml).toContain("Boutique Keur Yaay");
  });

  it("the client's link downloads the same e-invoice; a quote and an unknown format are refused in French", async () => {
    const { token } = await ensureClientLink(id);
    const answer = (await clientLoader({
      request: new Request(`${SITE}/d/${token}/e-facture/ubl`, {
        headers: { "x-real-ip": "192.0.2.51" },
      }),
      params: { token, format: "ubl" },
      context: {},
    } as never)) as Response;
    expect(answer.status).toBe(200);
    const xml = (await bytesOf(answer)).toString("utf8");
    expect(all(xml, "cbc:ID")[0]).toBe(number);
    expect(inside(xml, "cac:LegalMonetaryTotal", "cbc:PayableAmount")).toEqual([String(TTC)]);

    const unknown = await staffGet(number, "pdf");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/inconnu/);
    const quote = await issueAs(staff, "quote", {}, NOW);
    const refused = await staffGet(quote.number, "ubl");
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(
      "Seules les factures et les factures d'avoir se téléchargent en facture électronique.",
    );
  });

  it("its credit note (the domain's line) is a UBL CreditNote that names the invoice", async () => {
    const issued = await issueCreditNote(
      number,
      {
        mode: "lines",
        amount: 0,
        lines: [1],
        reason: "Domaine non renouvelé",
        requestKey: randomUUID(),
      },
      staff,
      { now: new Date("2026-11-28T10:00:00Z") },
    );
    if (!issued.ok) throw new Error(issued.message);
    // By hand: 18 000, 10 % off = 16 200, VAT 2 916, TTC 19 116.
    const credit = issued.value.number;
    const xml = (await bytesOf(await staffGet(credit, "ubl"))).toString("utf8");
    expect(xml).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(all(xml, "cbc:CreditNoteTypeCode")).toEqual(["381"]);
    expect(inside(xml, "cac:InvoiceDocumentReference", "cbc:ID")).toEqual([number]);
    expect(inside(xml, "cac:InvoiceDocumentReference", "cbc:IssueDate")).toEqual(["2026-11-26"]);
    expect(all(xml, "cbc:CreditedQuantity")).toEqual(["1"]);
    expect(all(xml, "cbc:Note")).toContain("Motif\u00a0: Domaine non renouvelé");
    const total = (t: string) => inside(xml, "cac:LegalMonetaryTotal", t);
    expect(total("cbc:LineExtensionAmount")).toEqual(["18000"]);
    expect(total("cbc:TaxExclusiveAmount")).toEqual(["16200"]);
    expect(inside(xml, "cac:TaxSubtotal", "cbc:TaxAmount")).toEqual(["2916"]);
    expect(total("cbc:PayableAmount")).toEqual(["19116"]);
    const fx = facturXXml(await bytesOf(await staffGet(credit, "factur-x")));
    expect(all(fx.xml, "ram:TypeCode")[0]).toBe("381");
    // @e-invoice-eu/core 2.3.4 leaves BT-25 out of the CII (its UBL has it, above): ADR 051.
    expect(all(fx.xml, "ram:GrandTotalAmount")).toEqual(["19116"]);
  });
});

describe("a deposit invoice and the balance (ADR 021)", () => {
  // The quote, by hand: 2,5 × 333 333 = 833 333 (rounded) + 3 × 99 999 = 299 997 →
  // 1 133 330 HT; 7 % off = 79 333; net 1 053 997; VAT 18 % = 189 719; TTC 1 243 716.
  it("the deposit is a prepayment invoice (386); the balance deducts it by a line of −1", async () => {
    const quote = await issueAs(
      staff,
      "quote",
      {
        prestations: [
          { designation: "Développement", quantity: "2,5", unitPrice: "333 333" },
          { designation: "Maintenance", quantity: "3", unitPrice: "99 999" },
        ],
        applyDiscount: true,
        discountPercentage: "7",
        applyVat: true,
        vatPercentage: "18",
      },
      NOW,
    );
    const deposit = await issueDeposit(
      quote.number,
      { mode: "percent", percent: "30" },
      randomUUID(),
      staff,
      new Date("2026-11-27T08:00:00Z"),
    );
    if (!deposit.ok) throw new Error(deposit.message);
    const balance = await issueBalance(
      quote.number,
      randomUUID(),
      staff,
      new Date("2026-12-10T08:00:00Z"),
    );
    if (!balance.ok) throw new Error(balance.message);

    const d = (await bytesOf(await staffGet(deposit.value.number, "ubl"))).toString("utf8");
    expect(all(d, "cbc:InvoiceTypeCode")).toEqual(["386"]);
    expect(inside(d, "cac:OrderReference", "cbc:SalesOrderID")).toEqual([quote.number]);
    const dTotal = (t: string) => Number(inside(d, "cac:LegalMonetaryTotal", t)[0]);
    // 30 % of 1 243 716 TTC = 373 114,8 → 373 115; its VAT inside it at 18 %.
    expect(dTotal("cbc:PayableAmount")).toBe(373_115);
    const depositVat = Math.round((373_115 * 18) / 118);
    expect(Number(inside(d, "cac:TaxSubtotal", "cbc:TaxAmount")[0])).toBe(depositVat);
    expect(dTotal("cbc:TaxExclusiveAmount")).toBe(373_115 - depositVat);

    const b = (await bytesOf(await staffGet(balance.value.number, "ubl"))).toString("utf8");
    expect(all(b, "cbc:InvoiceTypeCode")).toEqual(["380"]);
    expect(all(b, "cbc:InvoicedQuantity")).toEqual(["2.5", "3", "-1"]);
    const bTotal = (t: string) => Number(inside(b, "cac:LegalMonetaryTotal", t)[0]);
    // The quote's lines less the deposit's HT; the quote's discount; what is left to pay.
    expect(bTotal("cbc:LineExtensionAmount")).toBe(1_133_330 - (373_115 - depositVat));
    expect(bTotal("cbc:AllowanceTotalAmount")).toBe(79_333);
    expect(bTotal("cbc:TaxExclusiveAmount")).toBe(1_053_997 - (373_115 - depositVat));
    expect(Number(inside(b, "cac:TaxSubtotal", "cbc:TaxAmount")[0])).toBe(189_719 - depositVat);
    expect(bTotal("cbc:PayableAmount")).toBe(1_243_716 - 373_115);
    expect(bTotal("cbc:TaxInclusiveAmount")).toBe(1_243_716 - 373_115);
  });
});

describe("EUR documents (ADR 055): amounts in cents of their currency, VAT also in francs", () => {
  // December: the period's zip below counts November's documents only.
  const DEC = new Date("2026-12-15T09:00:00Z");
  // By hand: 1 234,56 € HT; VAT 18 % = 222,2208 → 222,22 €; TTC 1 456,78 €. For a client
  // in Paris (ADR 064), its French VAT number typed with spaces.
  const eurQuoteOrInvoice = (kind: "quote" | "invoice") =>
    issueAs(
      staff,
      kind,
      {
        clientAddress: "12 rue de la Paix, 75002 Paris",
        clientCountry: "FR",
        clientNinea: "FR 40 303265045",
        projectTitle: "Website",
        projectDuration: "2 weeks",
        language: "en",
        currency: "EUR",
        prestations: [{ designation: "Website", quantity: "1", unitPrice: "1 234,56" }],
        applyVat: true,
        vatPercentage: "18",
      },
      DEC,
    );
  /** Cents × 655,957, half away from zero: francs CFA. */
  const francs = (cents: number) => Number((BigInt(cents) * 655_957n * 2n + 100_000n) / 200_000n);
  const currencies = (xml: string) =>
    new Set([...xml.matchAll(/currencyID="([A-Z]+)"/g)].map((m) => m[1]));

  it("an EUR invoice's credit note: a CreditNote in euros, its VAT in francs too", async () => {
    const invoice = await eurQuoteOrInvoice("invoice");
    const issued = await issueCreditNote(
      invoice.number,
      { mode: "amount", amount: 0, lines: [], reason: "Wrong client", requestKey: randomUUID() },
      staff,
      { cancel: true, now: DEC },
    );
    if (!issued.ok) throw new Error(issued.message);
    const xml = (await bytesOf(await staffGet(issued.value.number, "ubl"))).toString("utf8");
    expect(xml).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(all(xml, "cbc:CreditNoteTypeCode")).toEqual(["381"]);
    expect(all(xml, "cbc:DocumentCurrencyCode")).toEqual(["EUR"]);
    expect(all(xml, "cbc:TaxCurrencyCode")).toEqual(["XOF"]);
    expect(inside(xml, "cac:InvoiceDocumentReference", "cbc:ID")).toEqual([invoice.number]);
    const total = (t: string) => inside(xml, "cac:LegalMonetaryTotal", t);
    // The whole invoice credited: 1 234,56 € HT, 222,22 € VAT, 1 456,78 € TTC.
    expect(total("cbc:LineExtensionAmount")).toEqual(["1234.56"]);
    expect(total("cbc:TaxExclusiveAmount")).toEqual(["1234.56"]);
    expect(total("cbc:TaxInclusiveAmount")).toEqual(["1456.78"]);
    expect(total("cbc:PayableAmount")).toEqual(["1456.78"]);
    expect(inside(xml, "cac:TaxSubtotal", "cbc:TaxableAmount")).toEqual(["1234.56"]);
    // BT-110 in euros, BT-111 in francs: 222,22 € × 655,957 = 145 766,76… → 145 767.
    expect(francs(22_222)).toBe(145_767);
    expect(
      [...xml.matchAll(/<cbc:TaxAmount currencyID="([A-Z]+)">([^<]*)</g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ["EUR", "222.22"],
      ["EUR", "222.22"],
      ["XOF", "145767"],
    ]);
    expect(currencies(xml)).toEqual(new Set(["EUR", "XOF"]));
    // The buyer in France, its own VAT number; the English document's notes in English.
    const buyer = (tag: string) => inside(xml, "cac:AccountingCustomerParty", tag);
    expect(buyer("cbc:IdentificationCode")).toEqual(["FR"]);
    expect(buyer("cbc:CompanyID")).toEqual(["FR40303265045"]);
    expect(all(xml, "cbc:Note")).toEqual(["Website (2 weeks)", "Reason: Wrong client"]);

    const fx = facturXXml(await bytesOf(await staffGet(issued.value.number, "factur-x")));
    expect(all(fx.xml, "ram:CountryID")).toEqual(["SN", "FR"]);
    expect(all(fx.xml, "ram:TypeCode")[0]).toBe("381");
    expect(all(fx.xml, "ram:InvoiceCurrencyCode")).toEqual(["EUR"]);
    expect(all(fx.xml, "ram:TaxCurrencyCode")).toEqual(["XOF"]);
    expect(all(fx.xml, "ram:GrandTotalAmount")).toEqual(["1456.78"]);
    expect(all(fx.xml, "ram:DuePayableAmount")).toEqual(["1456.78"]);
    expect(all(fx.xml, "ram:TaxTotalAmount")).toEqual(["222.22", "145767"]);
  });

  it("an EUR quote's deposit (386) and balance: euros, the deposit deducted in euros, transfer only", async () => {
    const quote = await eurQuoteOrInvoice("quote");
    const deposit = await issueDeposit(
      quote.number,
      { mode: "percent", percent: "30" },
      randomUUID(),
      staff,
      DEC,
    );
    if (!deposit.ok) throw new Error(deposit.message);
    const balance = await issueBalance(quote.number, randomUUID(), staff, DEC);
    if (!balance.ok) throw new Error(balance.message);

    // 30 % of 145 678 cents = 43 703,4 → 437,03 €; its VAT 43 703 × 18 / 118 = 6 666,56…
    // → 66,67 €; its HT 370,36 €.
    const d = (await bytesOf(await staffGet(deposit.value.number, "ubl"))).toString("utf8");
    expect(all(d, "cbc:InvoiceTypeCode")).toEqual(["386"]);
    expect(all(d, "cbc:DocumentCurrencyCode")).toEqual(["EUR"]);
    expect(inside(d, "cac:OrderReference", "cbc:SalesOrderID")).toEqual([quote.number]);
    const dTotal = (t: string) => inside(d, "cac:LegalMonetaryTotal", t);
    expect(dTotal("cbc:PayableAmount")).toEqual(["437.03"]);
    expect(dTotal("cbc:TaxExclusiveAmount")).toEqual(["370.36"]);
    expect(inside(d, "cac:TaxSubtotal", "cbc:TaxAmount")).toEqual(["66.67"]);
    // 66,67 € × 655,957 = 43 732,65… → 43 733 F of VAT.
    expect(d).toContain(`<cbc:TaxAmount currencyID="XOF">${francs(6_667)}</cbc:TaxAmount>`);
    // Paid by transfer: Wave and Orange Money take francs only.
    expect(all(d, "cbc:PaymentMeansCode")).toEqual(["30"]);

    const b = (await bytesOf(await staffGet(balance.value.number, "ubl"))).toString("utf8");
    expect(all(b, "cbc:InvoiceTypeCode")).toEqual(["380"]);
    expect(all(b, "cbc:DocumentCurrencyCode")).toEqual(["EUR"]);
    // The quote's line, then the deposit deducted by a line of −1 at its HT.
    expect(all(b, "cbc:InvoicedQuantity")).toEqual(["1", "-1"]);
    expect(all(b, "cbc:PriceAmount")).toEqual(["1234.56", "370.36"]);
    expect(inside(b, "cac:InvoiceLine", "cbc:LineExtensionAmount")).toEqual(["1234.56"]);
    const bTotal = (t: string) => inside(b, "cac:LegalMonetaryTotal", t);
    // 1 234,56 − 370,36 = 864,20 € HT; VAT 222,22 − 66,67 = 155,55 €; 1 456,78 − 437,03 = 1 019,75 €.
    expect(bTotal("cbc:LineExtensionAmount")).toEqual(["864.20"]);
    expect(bTotal("cbc:TaxExclusiveAmount")).toEqual(["864.20"]);
    expect(bTotal("cbc:TaxInclusiveAmount")).toEqual(["1019.75"]);
    expect(bTotal("cbc:PayableAmount")).toEqual(["1019.75"]);
    expect(inside(b, "cac:TaxSubtotal", "cbc:TaxAmount")).toEqual(["155.55"]);
    expect(b).toContain(`<cbc:TaxAmount currencyID="XOF">${francs(15_555)}</cbc:TaxAmount>`);
    expect(all(b, "cbc:PaymentMeansCode")).toEqual(["30"]);
    expect(currencies(b)).toEqual(new Set(["EUR", "XOF"]));
    // In English, as the PDF: the deposit deducted, the terms.
    expect(all(b, "cbc:Name").at(-1)).toBe(
      `Deposit deducted: invoice ${deposit.value.number} of 15 December 2026`,
    );
    expect(inside(b, "cac:PaymentTerms", "cbc:Note")[0]).toMatch(
      /^Payment: (on receipt|\d+ days)$/,
    );
    expect(inside(b, "cac:AccountingCustomerParty", "cbc:IdentificationCode")).toEqual(["FR"]);

    const fx = facturXXml(await bytesOf(await staffGet(balance.value.number, "factur-x")));
    expect(all(fx.xml, "ram:InvoiceCurrencyCode")).toEqual(["EUR"]);
    expect(all(fx.xml, "ram:GrandTotalAmount")).toEqual(["1019.75"]);
    expect(all(fx.xml, "ram:TaxBasisTotalAmount")).toEqual(["864.20"]);
  });
});

it("the period's zip holds each invoice and credit note of the period in both formats", async () => {
  const answer = (await zipLoader({
    request: new Request(`${SITE}/documents/e-factures.zip?du=2026-11-01&au=2026-11-30`, {
      headers: { cookie },
    }),
    params: {},
    context: {},
  } as never)) as Response;
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("application/zip");
  const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
  const names = Object.keys(files).sort();
  // November: the invoice, its credit note, the deposit (the balance is December's; quotes none).
  expect(names).toHaveLength(6);
  expect(names.filter((n) => n.endsWith(".xml"))).toHaveLength(3);
  expect(names.filter((n) => n.endsWith("-factur-x.pdf"))).toHaveLength(3);
  expect(names.some((n) => n.startsWith("AVOIR-"))).toBe(true);
  const bad = (await zipLoader({
    request: new Request(`${SITE}/documents/e-factures.zip?du=2026-12-01&au=2026-11-01`, {
      headers: { cookie },
    }),
    params: {},
    context: {},
  } as never)) as Response;
  expect(bad.status).toBe(400);
  expect(await bad.text()).toMatch(/^Période invalide/);
});
