import signatureSvg from "#app/assets/brand/signature.svg?raw";
import { markup, trustedHtml, type SafeHtml } from "#app/lib/html.ts";
import type { CompanySnapshot } from "#app/features/documents/snapshot.ts";
import { imageAddress } from "./company-block.ts";
import { printStyles } from "./print-styles.ts";
import type { ScriptFontUrls } from "./script-fonts.ts";

/** Where the print window finds the fonts: the site's own copy of Inter, and of the PDF's others. */
export type PrintAssets = { fontUrl: string; scriptFonts?: ScriptFontUrls; baseUrl: string };

/** Text inside a CSS string of the stylesheet: no quote, backslash or tag can close it. */
const cssLabel = (s: string) => s.replace(/["\\<>]/g, "");

/** A whole printable document: the print window receives exactly this. */
export function printPage(input: {
  title: string;
  number: string;
  company: CompanySnapshot;
  kindClass: string;
  body: SafeHtml;
  assets: PrintAssets;
}): string {
  const styles = printStyles({
    fontUrl: input.assets.fontUrl,
    scriptFonts: input.assets.scriptFonts,
    footerLabel: cssLabel(`${input.company.legalName} · ${input.number}`),
    headerLabel: cssLabel(`${input.company.name} — ${input.number}`),
  });
  return markup`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<base href="${input.assets.baseUrl}">
<title>${input.title}</title>
<style>${trustedHtml(styles)}</style>
</head>
<body class="${input.kindClass}">
${input.body}
</body>
</html>`.toString();
}

/** The firm's signature, kept with the totals or the closing words. */
export function companySignature(
  company: CompanySnapshot,
  label = `Pour ${company.legalName}, la Direction`,
): SafeHtml {
  const images = company.images;
  const drawn =
    images?.signature || images?.stamp
      ? markup`<p style="display:flex;align-items:center;justify-content:center;gap:2mm;margin:1mm 0 0">${images.signature ? markup`<img src="${imageAddress(images.signature)}" alt="Signature" style="max-width:44mm;max-height:18mm;object-fit:contain">` : ""}${images.stamp ? markup`<img src="${imageAddress(images.stamp)}" alt="Cachet" style="max-width:30mm;max-height:22mm;object-fit:contain">` : ""}</p>`
      : trustedHtml(signatureSvg);
  return markup`<div class="signature">
  <p class="label">${label}</p>
  ${drawn}
</div>`;
}
