import logoSvg from "#app/assets/brand/logo.svg?raw";
import { markup, joinHtml, trustedHtml, type SafeHtml } from "#app/lib/html.ts";
import type { CompanySnapshot } from "#app/features/documents/snapshot.ts";

/** Where the site serves a stored image of the firm (app/routes/image-entreprise.ts). */
export function imageAddress(sha256: string): string {
  return `/images/entreprise/${sha256}.png`;
}

/** The firm's identity at the top of every document (docs/product.md §9), as it was on the day of issue. */
export function companyBlock(
  c: CompanySnapshot,
  phone = "Tél.\u00a0:",
  /** « NINEA : », « NINEA: » on an English document (ADR 055). */
  colon = "\u00a0:",
): SafeHtml {
  // The firm's uploaded logo (by hash: the one of the day of issue) beside its name, else the drawn mark.
  const logo = c.images?.logo
    ? markup`<div class="logo" style="display:flex;align-items:center;gap:3mm;font-size:15pt;color:#0b1f3a"><img src="${imageAddress(c.images.logo)}" alt="" style="max-width:30mm;max-height:12mm;object-fit:contain"><strong>${c.name}</strong></div>`
    : markup`<div class="logo">${trustedHtml(logoSvg)}</div>`;
  return markup`<div class="brand">
  ${logo}
  <p class="slogan">${c.slogan}</p>
  <address>
    <strong>${c.legalName}</strong><br>
    ${c.address}<br>
    ${phone} ${joinHtml(c.phones, " · ")}<br>
    ${joinHtml(c.emails, " · ")}
  </address>
  <p class="legal">NINEA${colon} ${c.ninea} · RCCM${colon} ${c.rccm}</p>
</div>`;
}

/** The title and the facts beside it: number, date, and whatever the kind adds (due date, validity…). */
export function docTitle(title: string, rows: [label: string, value: string][]): SafeHtml {
  return markup`<div class="doc-title">
  <h1>${title}</h1>
  <table class="meta">
    ${joinHtml(
      rows.map(
        ([label, value], i) =>
          markup`<tr><th scope="row">${label}</th><td${i === 0 ? markup` data-testid="document-number"` : ""}>${value}</td></tr>`,
      ),
      "\n    ",
    )}
  </table>
</div>`;
}
