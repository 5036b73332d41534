import paidStampSvg from "#app/assets/brand/paid-stamp.svg?raw";
import { escapeHtml } from "#app/lib/html.ts";
import { amountInWords } from "#app/features/documents/amount-in-words.ts";
import { formatAmount, formatFcfa, formatQuantity } from "#app/features/documents/money.ts";
import type { PricedLine, Totals } from "#app/features/documents/totals.ts";
import type { QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { companyBlock, docTitle } from "./company-block.ts";
import { companySignature, printPage, type PrintAssets } from "./page.ts";

export type QuoteInvoiceContent = {
  kind: "quote" | "invoice";
  number: string;
  name: string;
  date: string;
  form: QuoteInvoiceForm;
  lines: PricedLine[];
  totals: Totals;
  discountPercentage: number;
  vatPercentage: number;
};

const percent = (p: number) => `${p}\u00a0%`;

function totalsTable(doc: QuoteInvoiceContent): string {
  const { totals, form } = doc;
  const rows: [label: string, value: string, className?: string][] = [
    ["Total HT", formatFcfa(totals.totalHT)],
  ];
  if (form.applyDiscount && totals.discountAmount > 0) {
    rows.push([
      `Remise (${percent(doc.discountPercentage)})`,
      `−\u00a0${formatFcfa(totals.discountAmount)}`,
    ]);
  }
  rows.push(["Total net HT", formatFcfa(totals.totalAfterDiscount)]);
  if (form.applyVat && totals.vatAmount > 0) {
    rows.push([`TVA (${percent(doc.vatPercentage)})`, formatFcfa(totals.vatAmount)]);
  }
  rows.push(["Total TTC", formatFcfa(totals.totalTTC), "ttc"]);
  return `<table class="totals">${rows
    .map(
      ([label, value, className]) =>
        `<tr${className ? ` class="${className}"` : ""}><th scope="row">${escapeHtml(label)}</th><td>${value}</td></tr>`,
    )
    .join("")}</table>`;
}

/** The quote or invoice as printed (SPEC.md §9), every value escaped. */
export function quoteInvoiceHtml(doc: QuoteInvoiceContent, assets: PrintAssets): string {
  const { form } = doc;
  const isQuote = doc.kind === "quote";
  const rows = doc.lines
    .map(
      (line, i) =>
        `<tr><td class="n">${i + 1}</td><td>${escapeHtml(line.designation)}</td><td class="r">${formatQuantity(line.quantity)}</td><td class="r">${formatAmount(line.unitPrice)}</td><td class="r">${formatAmount(line.total)}</td></tr>`,
    )
    .join("\n");
  const words = isQuote
    ? "Arrêté le présent devis à la somme de"
    : "Arrêtée la présente facture à la somme de";
  const stamp = !isQuote && form.showPaidStamp ? `<div class="stamp">${paidStampSvg}</div>` : "";
  const agreement = isQuote
    ? `<div class="agreement">Bon pour accord<br>Date, signature et cachet du client</div>`
    : "";
  const footer = isQuote
    ? "Le règlement de la facture correspondant à ce devis vaut acceptation des conditions qui y sont décrites."
    : "Merci pour votre confiance. Pour toute question sur cette facture, rappelez son numéro.";

  const body = `<header class="masthead">
${companyBlock()}
${docTitle(isQuote ? "Devis" : "Facture", doc.number, doc.date)}
</header>
<section class="parties">
  <div class="party">
    <h2>${isQuote ? "Client" : "Facturé à"}</h2>
    <p class="name">${escapeHtml(form.clientName.trim())}</p>
    <p class="pre">${escapeHtml(form.clientAddress.trim())}</p>
    <p>${escapeHtml(form.clientPhone.trim())}</p>
    <p>${escapeHtml(form.clientEmail.trim())}</p>
  </div>
  <div class="party">
    <h2>Projet</h2>
    <p class="name">${escapeHtml(form.projectTitle.trim())}</p>
    <p>Durée estimée\u00a0: ${escapeHtml(form.projectDuration.trim())}</p>
  </div>
</section>
<table class="lines">
  <colgroup><col class="n"><col><col class="qty"><col class="price"><col class="amount"></colgroup>
  <thead><tr><th class="n" scope="col">N°</th><th scope="col">Désignation</th><th class="r" scope="col">Quantité</th><th class="r" scope="col">Prix unitaire (FCFA)</th><th class="r" scope="col">Montant HT (FCFA)</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
<section class="closing">
  ${stamp}
  ${totalsTable(doc)}
  <p class="in-words">${words}\u00a0: <strong>${escapeHtml(amountInWords(doc.totals.totalTTC))} TTC</strong>.</p>
  <div class="signatures">
    ${agreement || "<div></div>"}
    ${companySignature()}
  </div>
  <footer class="doc-foot">${escapeHtml(footer)}</footer>
</section>`;

  return printPage({
    title: doc.name,
    number: doc.number,
    kindClass: `doc-${doc.kind}`,
    body,
    assets,
  });
}
