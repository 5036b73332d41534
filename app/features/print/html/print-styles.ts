// The printed page (docs/product.md §9 "Printed layout"): A4, sized in millimetres,
// brand navy, and rules that keep a long table readable across pages.

import { SCRIPT_FAMILIES, scriptFontFaces, type ScriptFontUrls } from "./script-fonts.ts";

export const NAVY = "#0b1f3a";
const SAND = "#e8b04a";
const INK = "#1c2433";
const MUTED = "#5b6474";
const RULE = "#d9dee7";
const TINT = "#f3f5f9";

export function printStyles({
  fontUrl,
  scriptFonts,
  footerLabel,
  headerLabel,
}: {
  fontUrl: string;
  scriptFonts?: ScriptFontUrls;
  footerLabel: string;
  headerLabel: string;
}) {
  return `
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-weight: 100 900;
  font-display: block;
  src: url("${fontUrl}") format("woff2-variations");
}${scriptFontFaces(scriptFonts)}
@page {
  size: A4;
  margin: 14mm 14mm 16mm;
  @top-left { content: "${headerLabel}"; font: 600 7.5pt "Inter Variable", Arial, sans-serif; color: ${NAVY}; vertical-align: bottom; padding-bottom: 3mm; }
  @top-right { content: "Page " counter(page) " / " counter(pages); font: 7.5pt "Inter Variable", Arial, sans-serif; color: ${MUTED}; vertical-align: bottom; padding-bottom: 3mm; }
  @bottom-left { content: "${footerLabel}"; font: 7.5pt "Inter Variable", Arial, sans-serif; color: ${MUTED}; }
  @bottom-right { content: "Page " counter(page) " / " counter(pages); font: 7.5pt "Inter Variable", Arial, sans-serif; color: ${MUTED}; }
}
/* The first page has the full masthead: the compact header is for the pages after it. */
@page :first { @top-left { content: none; } @top-right { content: none; } }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: "Inter Variable", ${SCRIPT_FAMILIES}, Arial, sans-serif;
  font-size: 9.5pt;
  line-height: 1.4;
  color: ${INK};
  background: #fff;
  font-variant-numeric: tabular-nums;
}
@media screen {
  html { background: #e9edf3; }
  body { width: 210mm; min-height: 297mm; margin: 8mm auto; padding: 14mm; box-shadow: 0 2mm 8mm rgba(11, 31, 58, .18); }
}
h1, h2, h3, p { margin: 0; }
.masthead {
  display: flex; justify-content: space-between; align-items: flex-start; gap: 8mm;
  padding-bottom: 4mm; border-bottom: 0.8mm solid ${NAVY};
}
.brand { flex: 1 1 auto; min-width: 0; }
.brand .logo svg { display: block; width: 46mm; height: auto; }
.brand .slogan { margin-top: 1mm; color: ${MUTED}; font-style: italic; font-size: 8.5pt; }
.brand address { margin-top: 2mm; font-style: normal; font-size: 8pt; line-height: 1.45; }
.brand .legal { margin-top: 1.5mm; font-size: 7.5pt; color: ${MUTED}; }
.doc-title { flex: 0 0 auto; max-width: 80mm; text-align: right; }
.doc-title h1 {
  font-size: 20pt; line-height: 1.1; letter-spacing: 0.04em; text-transform: uppercase; color: ${NAVY};
}
.doc-title .meta { margin: 3mm 0 0 auto; border-collapse: collapse; font-size: 8.5pt; }
.doc-title .meta th { text-align: left; padding: 0.6mm 3mm 0.6mm 0; color: ${MUTED}; font-weight: 500; }
.doc-title .meta td { text-align: right; padding: 0.6mm 0; font-weight: 600; white-space: nowrap; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; margin: 4mm 0; }
.party { border: 0.3mm solid ${RULE}; border-radius: 2mm; padding: 3mm 4mm; break-inside: avoid; }
.party h2, .section h2 {
  font-size: 7.5pt; letter-spacing: 0.12em; text-transform: uppercase; color: ${MUTED}; font-weight: 600;
}
.party .name { margin-top: 1mm; font-size: 10.5pt; font-weight: 700; color: ${NAVY}; }
.party p + p { margin-top: 0.5mm; }
.pre { white-space: pre-line; overflow-wrap: anywhere; }
table.lines { width: 100%; border-collapse: collapse; }
table.lines > thead { display: table-header-group; }
/* Child selectors: the totals and payment tables inside the closing row keep their own look. */
table.lines > thead > tr > th {
  background: ${NAVY}; color: #fff; font-size: 8pt; font-weight: 600; text-align: left;
  padding: 1.8mm 2.5mm; letter-spacing: 0.02em;
}
table.lines > tbody > tr > td { padding: 1.4mm 2.5mm; border-bottom: 0.25mm solid ${RULE}; vertical-align: top; overflow-wrap: anywhere; }
table.lines > tbody > tr.alt > td { background: ${TINT}; }
table.lines > tbody > tr { break-inside: avoid; page-break-inside: avoid; }
/* The last lines and the closing block move together: the totals never stand alone on a page. */
table.lines > tbody.tail { break-inside: avoid; page-break-inside: avoid; }
table.lines > tbody > tr.closing-row > td { padding: 0; border: 0; background: none; }
table.lines > * > tr > .n { width: 13mm; color: ${MUTED}; white-space: nowrap; padding-right: 1mm; }
table.lines > * > tr > .r { text-align: right; white-space: nowrap; }
table.lines col.qty { width: 18mm; }
table.lines col.price, table.lines col.amount { width: 30mm; }
.closing { break-inside: avoid; page-break-inside: avoid; margin-top: 3mm; }
.closing-grid { display: grid; grid-template-columns: minmax(0, 1fr) 84mm; gap: 6mm; align-items: start; }
.closing-right { position: relative; }
.totals { width: 100%; border-collapse: collapse; }
.totals th { text-align: left; font-weight: 500; padding: 1.2mm 3mm; color: ${MUTED}; }
.totals td { text-align: right; padding: 1.2mm 3mm; white-space: nowrap; font-weight: 600; }
.totals tr + tr th, .totals tr + tr td { border-top: 0.25mm solid ${RULE}; }
.totals .grand th, .totals .grand td { background: ${NAVY}; color: #fff; font-size: 10.5pt; font-weight: 700; padding: 2.2mm 3mm; }
.totals .grand td { border-left: 0.8mm solid ${SAND}; }
.in-words { padding: 2.5mm 3.5mm; border-left: 0.8mm solid ${SAND}; background: ${TINT}; font-size: 8.5pt; }
.in-words strong { color: ${NAVY}; }
.pay { margin-top: 3mm; font-size: 8pt; }
.pay h2 { font-size: 7.5pt; letter-spacing: 0.12em; text-transform: uppercase; color: ${MUTED}; font-weight: 600; margin-bottom: 1mm; }
.pay-ways { border-collapse: collapse; margin-top: 1.5mm; }
.pay-ways th { text-align: left; vertical-align: top; padding: 0.4mm 3mm 0.4mm 0; color: ${MUTED}; font-weight: 500; white-space: nowrap; }
.pay-ways td { padding: 0.4mm 0; }
.signatures { display: flex; justify-content: space-between; align-items: flex-start; gap: 10mm; margin-top: 4mm; }
.signature { width: 60mm; margin: 3mm auto 0; text-align: center; }
.signature .label { font-size: 8pt; color: ${MUTED}; }
.signature svg { display: block; width: 36mm; height: auto; margin: 0.5mm auto 0; }
.agreement { margin-top: 3mm; height: 22mm; border: 0.3mm dashed ${MUTED}; border-radius: 2mm; padding: 2.5mm 3mm; font-size: 8pt; color: ${MUTED}; }
.stamp { width: 34mm; margin: 4mm auto 0; transform: rotate(-12deg); opacity: 0.9; text-align: center; color: #b42318; font-weight: 700; font-size: 8pt; }
.stamp svg { display: block; width: 30mm; height: 30mm; margin: 0 auto; }
.doc-foot { margin-top: 2mm; padding-top: 1.5mm; border-top: 0.3mm solid ${RULE}; font-size: 8pt; color: ${MUTED}; break-inside: avoid; }
.project-banner { margin: 6mm 0 2mm; padding: 5mm 6mm; background: ${NAVY}; color: #fff; border-radius: 2mm; break-inside: avoid; }
.project-banner .kicker { font-size: 7.5pt; letter-spacing: 0.14em; text-transform: uppercase; color: ${SAND}; font-weight: 600; }
.project-banner h2 { margin-top: 1mm; font-size: 16pt; line-height: 1.2; }
.section { margin-top: 6mm; }
.section h2 { color: ${NAVY}; font-size: 9pt; border-bottom: 0.3mm solid ${RULE}; padding-bottom: 1.5mm; margin-bottom: 2.5mm; break-after: avoid; }
.features { list-style: none; margin: 0; padding: 0; display: grid; gap: 2mm; }
.features li { display: grid; grid-template-columns: 7mm 1fr; gap: 2mm; break-inside: avoid; }
.features .n, .timeline .n {
  display: inline-flex; align-items: center; justify-content: center; width: 6mm; height: 6mm;
  border-radius: 50%; background: ${NAVY}; color: #fff; font-size: 7.5pt; font-weight: 700;
}
.features strong { display: block; color: ${NAVY}; }
.timeline { list-style: none; margin: 0; padding: 0; }
.timeline li { position: relative; display: grid; grid-template-columns: 7mm 1fr; gap: 3mm; padding-bottom: 4mm; break-inside: avoid; }
.timeline li:not(:last-child)::before { content: ""; position: absolute; left: 2.85mm; top: 6.5mm; bottom: 0; border-left: 0.4mm solid ${SAND}; }
.timeline .phase { display: flex; justify-content: space-between; gap: 4mm; font-weight: 700; color: ${NAVY}; }
.timeline .duration { flex: none; font-weight: 600; font-size: 8pt; color: ${INK}; background: ${TINT}; border-radius: 1mm; padding: 0.3mm 2mm; }
.distinctions { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm; }
.distinctions div { border: 0.3mm solid ${RULE}; border-top: 0.8mm solid ${SAND}; border-radius: 1.5mm; padding: 3mm; break-inside: avoid; }
.distinctions strong { display: block; color: ${NAVY}; margin-bottom: 0.5mm; }
`;
}
