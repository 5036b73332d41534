import logoSvg from "#app/assets/brand/logo.svg?raw";
import { company, companyAddressLine } from "#app/config/company.ts";
import { escapeHtml } from "#app/lib/html.ts";

/** The firm's identity at the top of every document (SPEC.md §9). */
export function companyBlock(): string {
  const c = company;
  return `<div class="brand">
  <div class="logo">${logoSvg}</div>
  <p class="slogan">${escapeHtml(c.slogan)}</p>
  <address>
    <strong>${escapeHtml(c.legalName)}</strong><br>
    ${escapeHtml(companyAddressLine())}<br>
    Tél.\u00a0: ${escapeHtml(c.phones.main)} · ${escapeHtml(c.phones.mobile)}<br>
    ${escapeHtml(c.emails.contact)} · ${escapeHtml(c.emails.commercial)}
  </address>
  <p class="legal">NINEA\u00a0: ${escapeHtml(c.ninea)} · RCCM\u00a0: ${escapeHtml(c.rccm)}</p>
</div>`;
}

export function docTitle(title: string, number: string, date: string): string {
  return `<div class="doc-title">
  <h1>${escapeHtml(title)}</h1>
  <table class="meta">
    <tr><th scope="row">N°</th><td data-testid="document-number">${escapeHtml(number)}</td></tr>
    <tr><th scope="row">Date</th><td>${escapeHtml(date)}</td></tr>
  </table>
</div>`;
}
