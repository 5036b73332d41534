import paidStampSvg from "#app/assets/brand/paid-stamp.svg?raw";
import { markup, joinHtml, trustedHtml, type SafeHtml } from "#app/lib/html.ts";
import { formatQuantity, parseDecimal } from "#app/lib/money.ts";
import { totalRows } from "#app/features/wording/total-rows.ts";
import { printedVatLabel, printedVatSummary } from "#app/features/wording/vat-summary.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import {
  printedDeductions,
  printedTitle,
  printedWith,
  printedClientLines,
} from "#app/features/wording/printed-words.ts";
import { CURRENCIES } from "#app/lib/currency.ts";
import {
  billedPeriod,
  byKind,
  type ByKind,
  type CreditNoteSnapshot,
  type PricedSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import { addressParts, printedLink, type DocumentAnnex } from "#app/features/documents/annex.ts";
import type { PrintState } from "#app/features/documents/print-state.ts";
import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import { acceptanceSentence } from "#app/features/wording/acceptance-sentence.ts";
import { companyBlock, docTitle } from "./company-block.ts";
import { companySignature, printPage, type PrintAssets } from "./page.ts";
import { NAVY } from "./print-styles.ts";
import {
  creditNoteSubject,
  PRICED_WORDS,
  TAIL_LINES,
  type PricedKind,
} from "#app/features/wording/priced-words.ts";

// A priced document as printed (docs/product.md §9): a quote, an invoice, the ledger's
// credit note (ADR 020). One frame; what a kind says of its own is PRICED_WORDS's.

/** paid-stamp.svg with its word in the document's language (« PAYÉ », « PAID »). */
function paidStamp(word: string): string {
  return word === "PAYÉ"
    ? paidStampSvg
    : paidStampSvg
        .replace(">PAYÉ</text>", `>${word}</text>`)
        .replace('aria-label="Payé"', `aria-label="${word}"`);
}

function totalsTable(doc: PricedSnapshot): SafeHtml {
  const rows = totalRows(doc);
  return markup`<table class="totals">${rows.map(
    ([label, value], i) =>
      markup`<tr${i === rows.length - 1 ? markup` class="grand"` : ""}><th scope="row">${label}</th><td>${value}</td></tr>`,
  )}</table>`;
}

function lineRow(
  line: PricedSnapshot["lines"][number],
  index: number,
  perLine: ((line: PricedSnapshot["lines"][number]) => string) | null,
  figure: (minor: number) => string,
): SafeHtml {
  // A document with rates per line (ADR 050): each line's rate in its own column.
  const vat = perLine
    ? markup`<td class="r" style="white-space: nowrap">${perLine(line)}</td>`
    : "";
  return markup`<tr${index % 2 ? markup` class="alt"` : ""}><td class="n">${index + 1}</td><td>${line.designation}</td><td class="r">${formatQuantity(parseDecimal(line.quantity))}</td><td class="r">${figure(line.unitPrice)}</td>${vat}<td class="r">${figure(line.total)}</td></tr>`;
}

/** The VAT summary by rate and the exemptions' reasons (CGI art. 447, ADR 050). */
function vatSummaryHtml(doc: PricedSnapshot): SafeHtml | "" {
  const summary = printedVatSummary(doc);
  if (!summary) return "";
  // Inline styles: the other documents' print page stays as it was, byte for byte.
  const cell = "padding: 0.8mm 2mm; border-bottom: 0.25mm solid #d9dee7";
  return markup`<table class="vat-summary" style="width: 100%; border-collapse: collapse; margin-bottom: 2mm; font-size: 8pt">
    <caption style="text-align: left; font-size: 7pt; letter-spacing: 0.12em; text-transform: uppercase; color: #5b6474; font-weight: 600; padding-bottom: 1mm">${summary.caption}</caption>
    <thead><tr>${summary.head.map((h, i) => markup`<th scope="col" style="${cell}; border-bottom-color: ${NAVY}; text-align: ${i ? "right" : "left"}">${h}</th>`)}</tr></thead>
    <tbody>${summary.rows.map((row) => markup`<tr>${row.map((v, i) => markup`<td style="${cell}; text-align: ${i ? "right" : "left"}; white-space: nowrap">${v}</td>`)}</tr>`)}</tbody>
  </table>${summary.notes.map((n) => markup`<p class="vat-note" style="margin: 0 0 1mm; font-size: 7.5pt; color: #5b6474">${n}</p>`)}`;
}

function paymentBlock(doc: PricedSnapshot): SafeHtml | "" {
  if (!doc.payment) return "";
  const { bank, wave, orangeMoney } = doc.payment.details;
  const { words: w, day, currency } = printedWith(doc);
  const [before, after] = w.payBy(w.terms(doc.payment.termsDays), day(doc.payment.dueOn));
  // Mobile money takes francs CFA only: an EUR or USD invoice is paid by transfer (ADR 055).
  const mobile = CURRENCIES[currency].mobileMoney
    ? markup`
    <tr><th scope="row">Wave</th><td>${wave}</td></tr>
    <tr><th scope="row">Orange Money</th><td>${orangeMoney}</td></tr>`
    : "";
  return markup`<div class="pay">
  <h2>${w.payment}</h2>
  <p>${before}<strong>${day(doc.payment.dueOn)}</strong>${after}</p>
  <table class="pay-ways">
    <tr><th scope="row">${w.transfer}</th><td>${bank.name}<br>${w.holder}${w.colon} ${bank.holder}<br>RIB${w.colon} ${bank.rib}<br>IBAN${w.colon} ${bank.iban}<br>BIC${w.colon} ${bank.bic}</td></tr>${mobile}
  </table>
</div>`;
}

const DEDUCTIONS_CSS = `
.deductions { width: 100%; border-collapse: collapse; margin-bottom: 3mm; font-size: 8.5pt; }
.deductions caption { text-align: left; font-size: 7.5pt; letter-spacing: 0.12em; text-transform: uppercase; color: #5b6474; font-weight: 600; padding-bottom: 1mm; }
.deductions th { text-align: left; font-weight: 600; padding: 1mm 2.5mm; border-bottom: 0.3mm solid ${NAVY}; }
.deductions td { padding: 1mm 2.5mm; border-bottom: 0.25mm solid #d9dee7; white-space: nowrap; }
.deductions .r { text-align: right; }
.deductions tfoot td { font-weight: 700; color: ${NAVY}; border-bottom: 0; }
`;

/** A balance invoice's deposit invoices, deducted (ADR 021). */
function deductionsHtml(doc: PricedSnapshot): SafeHtml | "" {
  const table = "billing" in doc ? printedDeductions(doc) : null;
  if (!table) return "";
  const { words } = printedWith(doc);
  const cells = (row: string[]) =>
    row.map((v, i) => (i < 2 ? markup`<td>${v}</td>` : markup`<td class="r">${v}</td>`));
  // Its own styles, here: the other documents' print page stays as it was, byte for byte.
  return markup`<style>${trustedHtml(DEDUCTIONS_CSS)}</style>
  <table class="deductions">
    <caption>${words.billing.deducted(2)}</caption>
    <thead><tr>${table.head.map((h, i) => markup`<th scope="col"${i < 2 ? "" : markup` class="r"`}>${h}</th>`)}</tr></thead>
    <tbody>${table.rows.map((row) => markup`<tr>${cells(row)}</tr>`)}</tbody>
    <tfoot><tr>${cells(table.balance)}</tr></tfoot>
  </table>`;
}

/** A printed address: a line may end after a « / », nowhere else (addressParts). */
function addressHtml(address: string): SafeHtml {
  return joinHtml(
    addressParts(address).map((part) => markup`<span style="white-space: nowrap">${part}</span>`),
    trustedHtml("<wbr>"),
  );
}

/** The client link (ADR 027): its QR code, and the link under it, to type (or click, on a saved PDF). */
function clientLinkHtml(link: DocumentAnnex["clientLink"], onlineLink: string): SafeHtml | "" {
  if (!link) return "";
  const { size, path } = link.qr;
  // Four modules of quiet zone around the symbol, as scanners expect.
  return markup`<div class="client-link" style="display: flex; gap: 3mm; align-items: center; margin-top: 3mm; font-size: 7.5pt; color: #5b6474; break-inside: avoid">
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${String(size + 8)} ${String(size + 8)}" width="22mm" height="22mm" role="img" aria-label="QR code du lien du document" style="flex: none"><rect x="-4" y="-4" width="${String(size + 8)}" height="${String(size + 8)}" fill="#fff"/><path d="${path}" fill="#000"/></svg>
    <p style="margin: 0; min-width: 0">${onlineLink}<br><a href="${link.url}" style="color: ${NAVY}; font-weight: 700; text-decoration: none">${addressHtml(printedLink(link.url))}</a></p>
  </div>`;
}

/** A quote accepted online (ADR 028), in place of the box the client would sign by hand. */
function acceptanceHtml(a: AcceptanceAnnex, printed: ReturnType<typeof printedWith>): SafeHtml {
  // In the quote's language (ADR 055): « Approved », « Approved online on … ».
  const en = printed.language === "en";
  // Inline styles: the other documents' print page stays as it was, byte for byte.
  return markup`<div class="acceptance" style="margin-top: 3mm; padding: 2.5mm; border: 0.4mm solid #067647; border-radius: 2mm; font-size: 8pt; color: #0f172a; overflow-wrap: anywhere">
  <p style="margin: 0 0 1mm; font-weight: 700; color: #067647">${printed.words.agreement}</p>
  <p style="margin: 0">${acceptanceSentence(a, printed.language)}</p>
  ${a.signature ? markup`<img src="${a.signature}" alt="${en ? "Signature of" : "Signature de"} ${a.name}" style="display: block; margin-top: 1.5mm; max-width: 50mm; max-height: 18mm">` : ""}
</div>`;
}

/** The box beside the client's: the project, or what a credit note corrects and why. */
const ABOUT: ByKind<SafeHtml, [], PricedKind> = {
  quote: projectBox,
  invoice: projectBox,
  credit_note: (doc: CreditNoteSnapshot) => {
    const { words: w } = printedWith(doc);
    return markup`<h2>${w.creditNote.about}</h2>
    <p class="name">${creditNoteSubject(doc)}</p>
    <p>${w.project}${w.colon} ${doc.project.title}</p>
    <p>${w.creditNote.reason}${w.colon} ${doc.reason}</p>`;
  },
};

function projectBox(doc: QuoteInvoiceSnapshot): SafeHtml {
  // A subscription's invoice: the period it bills (ADR 032).
  const period = billedPeriod(doc);
  const { words: w } = printedWith(doc);
  return markup`<h2>${w.project}</h2>
    <p class="name">${doc.project.title}</p>${
      period
        ? markup`
    <p>${period}</p>`
        : ""
    }
    <p>${w.duration}${w.colon} ${doc.project.duration}</p>
    ${doc.payment ? markup`<p>${w.paymentTerms}${w.colon} ${w.terms(doc.payment.termsDays).toLowerCase()}</p>` : ""}`;
}

/**
 * A priced document's print page, every value escaped. `tail`: the last lines kept with
 * the closing (a credit note, one short page, keeps them all).
 */
export function pricedHtml(
  doc: PricedSnapshot,
  assets: PrintAssets,
  state: PrintState = {},
  annex: DocumentAnnex = {},
  tail: number = TAIL_LINES,
): string {
  const { meta, clientHeading, foot } = byKind(PRICED_WORDS, doc);
  const printed = printedWith(doc);
  const { words: w } = printed;
  const split = Math.max(0, doc.lines.length - tail);
  const perLine = doc.lines.some((l) => l.vatCategory);
  const vatLabel = perLine ? printedVatLabel(doc) : null;
  const head = doc.lines.slice(0, split).map((l, i) => lineRow(l, i, vatLabel, printed.figure));
  const rest = doc.lines
    .slice(split)
    .map((l, i) => lineRow(l, split + i, vatLabel, printed.figure));

  // « Payé » or « ANNULÉE — avoir … »: what the register adds to an invoice it prints again.
  const payable = kindIs(doc.kind, "payable");
  const stamp =
    payable && state.cancelledBy != null
      ? markup`<div class="void-stamp" style="margin-top: 5mm; padding: 2mm; border: 0.9mm solid #b42318; border-radius: 2mm; color: #b42318; font-weight: 700; font-size: 9.5pt; text-align: center; white-space: nowrap">${w.cancelled(state.cancelledBy)}</div>`
      : payable && state.paidOn
        ? markup`<div class="stamp">${trustedHtml(paidStamp(w.paidStamp))}<p>${w.paidOn} ${printed.day(state.paidOn)}</p></div>`
        : "";
  // A quote waits for the client's agreement; an invoice says how to pay it.
  const accepted = annex.acceptance;
  const agreement = accepted
    ? acceptanceHtml(accepted, printed)
    : markup`<div class="agreement">${w.agreement}<br>${w.agreementSign}</div>`;
  const answer = kindIs(doc.kind, "answerable") ? agreement : paymentBlock(doc);
  const c = doc.client;
  const under = printedClientLines(doc);
  const equivalent = printed.equivalent();

  const closing = markup`<div class="closing">
  ${deductionsHtml(doc)}<div class="closing-grid">
    <div class="closing-left">
      <p class="in-words">${w.kinds[doc.kind].inWords}${w.colon} <strong>${doc.words}</strong>.</p>${
        equivalent
          ? markup`
      <p class="xof-equivalent">${equivalent}</p>`
          : ""
      }
      ${answer}${clientLinkHtml(annex.clientLink, `${w.onlineLink}${w.colon}`)}
    </div>
    <div class="closing-right">${vatSummaryHtml(doc)}${totalsTable(doc)}${stamp}${companySignature(doc.company, w.signature(doc.company.legalName))}</div>
  </div>
  <footer class="doc-foot">${foot}${doc.company.footer ? markup`<br>${doc.company.footer}` : ""}</footer>
</div>`;

  const body = markup`<header class="masthead">
${companyBlock(doc.company, `${w.phone}${w.colon}`, w.colon)}
${docTitle(printedTitle(doc), meta)}
</header>
<section class="parties">
  <div class="party">
    <h2>${clientHeading}</h2>
    <p class="name">${c.name}</p>
    <p class="pre">${c.address}</p>${
      under.country
        ? markup`
    <p>${under.country}</p>`
        : ""
    }
    <p>${c.phone} · ${c.email}</p>
    ${under.taxId ? markup`<p>${under.taxId}</p>` : ""}
  </div>
  <div class="party">
    ${byKind(ABOUT, doc)}
  </div>
</section>
<table class="lines">
  <colgroup><col class="n"><col><col class="qty"><col class="price">${perLine ? markup`<col style="width: 16mm">` : ""}<col class="amount"></colgroup>
  <thead><tr><th class="n" scope="col">${w.columns.n}</th><th scope="col">${w.columns.designation}</th><th class="r" scope="col">${w.columns.quantity}</th><th class="r" scope="col">${printed.head(w.columns.unitPrice)}</th>${perLine ? markup`<th class="r" scope="col">${w.vat}</th>` : ""}<th class="r" scope="col">${printed.head(w.columns.amount)}</th></tr></thead>
  ${head.length ? markup`<tbody>\n${joinHtml(head, "\n")}\n  </tbody>` : ""}
  <tbody class="tail">
${joinHtml(rest, "\n")}
  <tr class="closing-row"><td colspan="${perLine ? "6" : "5"}">${closing}</td></tr>
  </tbody>
</table>`;

  return printPage({
    title: doc.name,
    number: doc.number,
    company: doc.company,
    kindClass: KIND_CLASS[doc.kind],
    body,
    assets,
  });
}

/** The page's class, for its own styles. */
const KIND_CLASS: Record<PricedKind, string> = {
  quote: "doc-quote",
  invoice: "doc-invoice",
  credit_note: "doc-credit-note",
};
