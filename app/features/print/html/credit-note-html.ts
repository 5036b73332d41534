import { markup, joinHtml } from "#app/lib/html.ts";
import { formatAmount, formatQuantity, parseDecimal } from "#app/features/documents/money.ts";
import { documentTitle } from "#app/features/documents/billing.ts";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { CreditNoteSnapshot } from "#app/features/documents/snapshot.ts";
import { totalRows } from "#app/features/documents/total-rows.ts";
import { companyBlock, docTitle } from "./company-block.ts";
import { companySignature, printPage, type PrintAssets } from "./page.ts";

// The credit note (facture d'avoir, ADR 020) as printed: the invoice it corrects,
// by which lines or which amount, and why. The PDF (app/features/ledger) says the same.

/** The facts beside the title. */
export function creditNoteMeta(doc: CreditNoteSnapshot): [string, string][] {
  return [
    ["N°", doc.number],
    ["Date", printedDay(doc.issuedOn)],
    ["Facture", doc.invoice.number],
    ["du", printedDay(doc.invoice.issuedOn)],
  ];
}

/** « Avoir sur la facture … du … »: the sentence that ties it to the invoice. */
export function creditNoteSubject(doc: CreditNoteSnapshot): string {
  return `Avoir sur la facture n°\u00a0${doc.invoice.number} du ${printedDay(doc.invoice.issuedOn)}`;
}

export const CREDIT_NOTE_FOOT =
  "Cet avoir vient en déduction de la facture qu'il cite\u00a0: il réduit d'autant le montant restant dû sur cette facture.";

export function creditNoteHtml(doc: CreditNoteSnapshot, assets: PrintAssets): string {
  // As on the invoice, the last one named « Total de l'avoir » (kinds.ts).
  const rows = totalRows(doc);
  const lines = doc.lines.map(
    (line, i) =>
      markup`<tr${i % 2 ? markup` class="alt"` : ""}><td class="n">${i + 1}</td><td>${line.designation}</td><td class="r">${formatQuantity(parseDecimal(line.quantity))}</td><td class="r">${formatAmount(line.unitPrice)}</td><td class="r">${formatAmount(line.total)}</td></tr>`,
  );
  const totals = markup`<table class="totals">${rows.map(
    ([label, value], i) =>
      markup`<tr${i === rows.length - 1 ? markup` class="grand"` : ""}><th scope="row">${label}</th><td>${value}</td></tr>`,
  )}</table>`;
  const c = doc.client;
  const body = markup`<header class="masthead">
${companyBlock(doc.company)}
${docTitle(documentTitle(doc), creditNoteMeta(doc))}
</header>
<section class="parties">
  <div class="party">
    <h2>Client</h2>
    <p class="name">${c.name}</p>
    <p class="pre">${c.address}</p>
    <p>${c.phone} · ${c.email}</p>
    ${c.ninea ? markup`<p>NINEA\u00a0: ${c.ninea}</p>` : ""}
  </div>
  <div class="party">
    <h2>Objet</h2>
    <p class="name">${creditNoteSubject(doc)}</p>
    <p>Projet\u00a0: ${doc.project.title}</p>
    <p>Motif\u00a0: ${doc.reason}</p>
  </div>
</section>
<table class="lines">
  <colgroup><col class="n"><col><col class="qty"><col class="price"><col class="amount"></colgroup>
  <thead><tr><th class="n" scope="col">N°</th><th scope="col">Désignation</th><th class="r" scope="col">Quantité</th><th class="r" scope="col">Prix unitaire (FCFA)</th><th class="r" scope="col">Montant HT (FCFA)</th></tr></thead>
  <tbody class="tail">
${joinHtml(lines, "\n")}
  <tr class="closing-row"><td colspan="5"><div class="closing">
  <div class="closing-grid">
    <div class="closing-left">
      <p class="in-words">${DOCUMENT_KINDS.credit_note.inWords}\u00a0: <strong>${doc.words}</strong>.</p>
    </div>
    <div class="closing-right">${totals}${companySignature(doc.company)}</div>
  </div>
  <footer class="doc-foot">${CREDIT_NOTE_FOOT}</footer>
</div></td></tr>
  </tbody>
</table>`;
  return printPage({
    title: doc.name,
    number: doc.number,
    company: doc.company,
    kindClass: "doc-credit-note",
    body,
    assets,
  });
}
