import type { Invoice } from "@e-invoice-eu/core";
import { CURRENCIES, type Currency } from "#app/lib/currencies.ts";
import { HOME_COUNTRY } from "#app/lib/country-codes.ts";
import { vatCategory, type EInvoiceInput, type LineVat, type Party } from "./input.ts";

// Our e-invoice (input.ts) in @e-invoice-eu/core's JSON (its « internal format », shaped
// like UBL 2.1 with EN 16931's business terms), from which the library writes UBL and
// Factur-X (ADR 051). Only the type is imported here: the library itself is loaded by
// the PDF worker alone (print/pdf/pdf-worker.server.tsx).

/**
 * An amount in its currency's minor unit, written with the decimals ISO 4217 gives it:
 * whole francs for XOF (« 118000 »), cents for EUR and USD (« 1234.56 », « -370.37 »).
 */
export function amount(minor: number, currency: Currency): string {
  const decimals: number = CURRENCIES[currency].decimals;
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
  return `${minor < 0 ? "-" : ""}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A VAT identifier starts with its country (BR-CO-09): « SN » and the NINEA without spaces;
 * a client abroad's own number as its country writes it (« FR40303265045 », Greece's « EL… »),
 * its country put before it when typed without one (ADR 064).
 */
export function vatIdentifier({ ninea, country }: Pick<Party, "ninea" | "country">): string {
  if (country === HOME_COUNTRY) return `SN${ninea.replace(/\s+/g, "")}`;
  const compact = ninea.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
  return /^[A-Z]{2}/.test(compact) ? compact : `${country}${compact}`;
}

/**
 * BT-34/BT-49, the party's electronic address, which the library's UBL asks of both
 * parties (Peppol's rule): its email, or for a client without one an address under the
 * reserved « .invalid » domain (RFC 2606) that no one can mistake for a real one.
 */
export const NO_EMAIL = "sans-adresse@client.invalid";

const taxScheme = (p: Party) => ({
  "cbc:CompanyID": vatIdentifier(p),
  "cac:TaxScheme": { "cbc:ID": "VAT" },
});

function party(p: Party, seller: boolean) {
  return {
    "cbc:EndpointID": p.email || NO_EMAIL,
    "cbc:EndpointID@schemeID": "EM" as const,
    // BT-29/BT-46: the NINEA; the seller's may repeat, the buyer's is one.
    ...(p.ninea
      ? { "cac:PartyIdentification": seller ? [{ "cbc:ID": p.ninea }] : { "cbc:ID": p.ninea } }
      : {}),
    ...(p.name !== p.legalName ? { "cac:PartyName": { "cbc:Name": p.name } } : {}),
    "cac:PostalAddress": {
      "cbc:StreetName": p.address,
      ...(p.city ? { "cbc:CityName": p.city } : {}),
      "cac:Country": { "cbc:IdentificationCode": p.country },
    },
    // BT-31/BT-48: the VAT identifier, « SN » and the NINEA.
    ...(p.ninea
      ? {
          "cac:PartyTaxScheme": seller ? [taxScheme(p)] : taxScheme(p),
        }
      : {}),
    "cac:PartyLegalEntity": {
      "cbc:RegistrationName": p.legalName,
      ...(seller && p.rccm ? { "cbc:CompanyID": p.rccm } : {}),
    },
    ...(p.phone || p.email
      ? {
          "cac:Contact": {
            ...(p.phone ? { "cbc:Telephone": p.phone } : {}),
            ...(p.email ? { "cbc:ElectronicMail": p.email } : {}),
          },
        }
      : {}),
  };
}

/** Débours are exempt under the disbursement rule (VATEX-EU-79-C), ADR 051. */
function exemption(vat: LineVat) {
  if (vat.kind === "standard") return {};
  return {
    ...(vat.kind === "debours" ? { "cbc:TaxExemptionReasonCode": "VATEX-EU-79-C" } : {}),
    "cbc:TaxExemptionReason": vat.exemptionReason ?? "Exonération de TVA",
  };
}

const category = (vat: LineVat) => ({
  "cbc:ID": vatCategory(vat),
  "cbc:Percent": String(vat.rate),
  "cac:TaxScheme": { "cbc:ID": "VAT" },
});

/** The library's JSON of our e-invoice: every business term the document has. */
export function libraryInvoice(e: EInvoiceInput): Invoice {
  const money = (key: string, n: number) => ({
    [key]: amount(n, e.currency),
    [`${key}@currencyID`]: e.currency,
  });
  const invoice = {
    "cbc:ID": e.number,
    "cbc:IssueDate": e.issueDate,
    ...(e.dueDate ? { "cbc:DueDate": e.dueDate } : {}),
    "cbc:InvoiceTypeCode": e.typeCode,
    "cbc:Note": e.notes,
    "cbc:DocumentCurrencyCode": e.currency,
    // BT-6: VAT is accounted in francs CFA, its total there below (BT-111).
    ...(e.taxCurrency ? { "cbc:TaxCurrencyCode": e.taxCurrency.code } : {}),
    // BT-10: the client's reference is the document's number (no purchase order is kept).
    "cbc:BuyerReference": e.number,
    ...(e.period
      ? { "cac:InvoicePeriod": { "cbc:StartDate": e.period.from, "cbc:EndDate": e.period.to } }
      : {}),
    ...(e.quote ? { "cac:OrderReference": { "cbc:SalesOrderID": e.quote } } : {}),
    ...(e.preceding
      ? {
          "cac:BillingReference": [
            {
              "cac:InvoiceDocumentReference": {
                "cbc:ID": e.preceding.number,
                "cbc:IssueDate": e.preceding.issueDate,
              },
            },
          ],
        }
      : {}),
    "cac:AccountingSupplierParty": { "cac:Party": party(e.seller, true) },
    "cac:AccountingCustomerParty": { "cac:Party": party(e.buyer, false) },
    ...(e.payment && e.payment.means.length > 0
      ? {
          "cac:PaymentMeans": e.payment.means.map((m) =>
            m.code === "30"
              ? {
                  "cbc:PaymentMeansCode": m.code,
                  "cbc:PaymentMeansCode@name": m.label,
                  "cbc:PaymentID": e.number,
                  "cac:PayeeFinancialAccount": {
                    "cbc:ID": m.iban,
                    "cbc:Name": m.holder,
                    ...(m.bic ? { "cac:FinancialInstitutionBranch": { "cbc:ID": m.bic } } : {}),
                  },
                }
              : {
                  "cbc:PaymentMeansCode": m.code,
                  "cbc:PaymentMeansCode@name": m.label,
                  "cbc:PaymentID": e.number,
                  "cac:PayeeFinancialAccount": { "cbc:ID": m.account, "cbc:Name": m.label },
                },
          ),
        }
      : {}),
    ...(e.payment ? { "cac:PaymentTerms": { "cbc:Note": e.payment.terms } } : {}),
    ...(e.allowances.length > 0
      ? {
          "cac:AllowanceCharge": e.allowances.map((a) => ({
            "cbc:ChargeIndicator": "false",
            "cbc:AllowanceChargeReason": a.reason,
            ...money("cbc:Amount", a.amount),
            "cac:TaxCategory": category(a.vat),
          })),
        }
      : {}),
    "cac:TaxTotal": [
      {
        ...money("cbc:TaxAmount", e.totals.tax),
        "cac:TaxSubtotal": e.vatBreakdown.map((row) => ({
          ...money("cbc:TaxableAmount", row.taxable),
          ...money("cbc:TaxAmount", row.tax),
          "cac:TaxCategory": { ...category(row.vat), ...exemption(row.vat) },
        })),
      },
      ...(e.taxCurrency
        ? [
            {
              "cbc:TaxAmount": amount(e.taxCurrency.tax, e.taxCurrency.code),
              "cbc:TaxAmount@currencyID": e.taxCurrency.code,
            },
          ]
        : []),
    ],
    "cac:LegalMonetaryTotal": {
      ...money("cbc:LineExtensionAmount", e.totals.lineNet),
      ...money("cbc:TaxExclusiveAmount", e.totals.taxExclusive),
      ...money("cbc:TaxInclusiveAmount", e.totals.taxInclusive),
      ...(e.totals.allowances > 0 ? money("cbc:AllowanceTotalAmount", e.totals.allowances) : {}),
      ...money("cbc:PayableAmount", e.totals.payable),
    },
    "cac:InvoiceLine": e.lines.map((line, i) => ({
      "cbc:ID": String(i + 1),
      "cbc:InvoicedQuantity": line.quantity,
      // C62: « one », a unit without a name (services by the piece, the day, the month).
      "cbc:InvoicedQuantity@unitCode": "C62",
      ...money("cbc:LineExtensionAmount", line.total),
      "cac:Item": {
        "cbc:Name": line.designation,
        "cac:ClassifiedTaxCategory": category(line.vat),
      },
      "cac:Price": {
        "cbc:PriceAmount": amount(line.unitPrice, e.currency),
        "cbc:PriceAmount@currencyID": e.currency,
      },
    })),
  };
  return { "ubl:Invoice": invoice } as unknown as Invoice;
}
