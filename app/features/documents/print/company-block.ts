import logoSvg from "#app/assets/brand/logo.svg?raw";
import { escapeHtml } from "#app/lib/html.ts";
import type { CompanySnapshot } from "#app/features/documents/snapshot.ts";

/** The firm's identity at the top of every document (docs/product.md §9), as it was on the day of issue. */
export function companyBlock(c: CompanySnapshot): string {
  return `<div class="brand">
  <div class="logo">${logoSvg}</div>
  <p class="slogan">${escapeHtml(c.slogan)}</p>
  <address>
    <strong>${escapeHtml(c.legalName)}</strong><br>
    ${escapeHtml(c.address)}<br>
    Tél.\u00a0: ${c.phones.map(escapeHtml).join(" · ")}<br>
    ${c.emails.map(escapeHtml).join(" · ")}
  </address>
  <p class="legal">NINEA\u00a0: ${escapeHtml(c.ninea)} · RCCM\u00a0: ${escapeHtml(c.rccm)}</p>
</div>`;
}

/** The title and the facts beside it: number, date, and whatever the kind adds (due date, validity…). */
export function docTitle(title: string, rows: [label: string, value: string][]): string {
  return `<div class="doc-title">
  <h1>${escapeHtml(title)}</h1>
  <table class="meta">
    ${rows
      .map(
        ([label, value], i) =>
          `<tr><th scope="row">${escapeHtml(label)}</th><td${i === 0 ? ' data-testid="document-number"' : ""}>${escapeHtml(value)}</td></tr>`,
      )
      .join("\n    ")}
  </table>
</div>`;
}
