import { currencyHead, EUR_PARITY, formatMoney, formatNumber } from "#app/lib/currency.ts";
import { documentTitle } from "#app/features/documents/billing.ts";
import { deductionTable, type DeductionTable } from "./deductions.ts";
import {
  moneyOf,
  snapshotIs,
  type DocumentSnapshot,
  type ForeignMoney,
  type PricedSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { languagePack } from "./languages.ts";
import { printedCountry } from "./countries.ts";

/** How a document writes its words, days and amounts (its language loaded: languages.ts). */
export function printedWith(doc: ForeignMoney) {
  const { language, currency, usdRate } = moneyOf(doc);
  const pack = languagePack(language);
  const words = pack.words;
  return {
    language,
    currency,
    words,
    /** « 1 234,56 € », « €1,234.56 ». */
    money: (minor: number) => formatMoney(minor, currency, language),
    /** The figure alone, under a head that names the currency. */
    figure: (minor: number) => formatNumber(minor, currency, language),
    /** « Prix unitaire (FCFA) », « Unit price (EUR) ». */
    head: (label: string) => `${label} (${currencyHead(currency, language)})`,
    day: pack.day,
    /**
     * EUR and USD: « Contre-valeur : 2 388 963 FCFA (parité fixe 1 EUR = 655,957 FCFA) »;
     * null on an XOF document.
     */
    equivalent: (): string | null => {
      if (currency === "XOF" || doc.xofTotal === undefined) return null;
      const rate = currency === "EUR" ? EUR_PARITY : (usdRate ?? "");
      return `${words.equivalent}${words.colon} ${formatMoney(doc.xofTotal, "XOF", language)} (${words.parity(currency, rate)})`;
    },
  };
}

/**
 * Under a client's address: its country when abroad (« France »), and its NINEA, or abroad
 * its own tax number (« N° fiscal : FR40303265045 », « Tax ID: … »), ADR 064.
 */
export function printedClientLines(doc: PricedSnapshot): {
  country: string | null;
  taxId: string | null;
} {
  const { client } = doc;
  const { language, words } = printedWith(doc);
  const label = client.country ? words.taxNumber : "NINEA";
  return {
    country: printedCountry(client.country, language),
    taxId: client.ninea ? `${label}${words.colon} ${client.ninea}` : null,
  };
}

/** The title as printed: an English quote or invoice is titled in English (ADR 055). */
export function printedTitle(doc: DocumentSnapshot): string {
  const { language } = moneyOf(doc);
  if (language === "fr" || !snapshotIs(doc, "priced")) return documentTitle(doc);
  const { words } = languagePack(language);
  const billing = "billing" in doc ? doc.billing : undefined;
  return billing ? words.billing.titles[billing.kind] : words.kinds[doc.kind].title;
}

/** « DEVIS-… du 26/11/2026 », « DEVIS-… of 26 November 2026 »; the number alone otherwise. */
export function printedQuoteRef(doc: QuoteInvoiceSnapshot): string {
  const quote = doc.billing?.quote;
  if (!quote) return doc.sourceQuote ?? "";
  const { words, day } = printedWith(doc);
  return words.billing.quoteOf(quote.number, day(quote.issuedOn));
}

/** A balance invoice's table of deductions in its language and currency (ADR 021, 055). */
export function printedDeductions(doc: QuoteInvoiceSnapshot): DeductionTable | null {
  const { words, day, money } = printedWith(doc);
  return deductionTable(doc, words.billing.deductions, day, money);
}
