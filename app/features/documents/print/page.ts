import signatureSvg from "#app/assets/brand/signature.svg?raw";
import { escapeHtml } from "#app/lib/html.ts";
import type { CompanySnapshot } from "#app/features/documents/snapshot.ts";
import { printStyles } from "./print-styles.ts";

/** Where the print window finds the font: the site's own copy of Inter. */
export type PrintAssets = { fontUrl: string; baseUrl: string };

/** A whole printable document: the print window receives exactly this. */
export function printPage(input: {
  title: string;
  number: string;
  company: CompanySnapshot;
  kindClass: string;
  body: string;
  assets: PrintAssets;
}): string {
  const label = (s: string) => s.replace(/["\\]/g, "");
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<base href="${escapeHtml(input.assets.baseUrl)}">
<title>${escapeHtml(input.title)}</title>
<style>${printStyles({
    fontUrl: input.assets.fontUrl,
    footerLabel: label(`${input.company.legalName} · ${input.number}`),
    headerLabel: label(`${input.company.name} — ${input.number}`),
  })}</style>
</head>
<body class="${input.kindClass}">
${input.body}
</body>
</html>`;
}

/** The firm's signature, kept with the totals or the closing words. */
export function companySignature(company: CompanySnapshot): string {
  return `<div class="signature">
  <p class="label">Pour ${escapeHtml(company.legalName)}, la Direction</p>
  ${signatureSvg}
</div>`;
}
