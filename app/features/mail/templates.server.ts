import { company, companyAddressLine } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { escapeHtml } from "#app/lib/html.ts";
import type { Language } from "#app/lib/currencies.ts";

export type EmailContent = { subject: string; html: string; text: string };

export type EmailBlock =
  | { type: "paragraph"; text: string }
  | { type: "details"; rows: [label: string, value: string][] }
  | { type: "button"; label: string; href: string }
  | { type: "quote"; text: string };

const NAVY = "#0b1f3a";

/** French puts a non-breaking space before a colon, English none. */
const MAIL_TYPOGRAPHY: Record<Language, { colon: string }> = {
  fr: { colon: "\u00a0:" },
  en: { colon: ":" },
};

/** One branded layout for every email: HTML for mail clients, plain text beside it. */
export function renderEmail(input: {
  subject: string;
  heading: string;
  blocks: EmailBlock[];
  footerNote?: string;
  /** An English document's e-mail (ADR 055): its html's language and English colons. */
  language?: Language;
}): EmailContent {
  const language = input.language ?? "fr";
  const { colon } = MAIL_TYPOGRAPHY[language];
  const site = env().PUBLIC_URL;
  const htmlBlocks = input.blocks
    .map((b) => {
      switch (b.type) {
        case "paragraph":
          return `<p style="margin:0 0 16px;line-height:1.6;white-space:pre-line">${escapeHtml(b.text)}</p>`;
        case "quote":
          return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${NAVY};background:#f1f4f9;white-space:pre-wrap">${escapeHtml(b.text)}</blockquote>`;
        case "details":
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${b.rows
            .map(
              ([k, v]) =>
                `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;color:#475569;font-weight:600;vertical-align:top;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`,
            )
            .join("")}</table>`;
        case "button":
          return `<p style="margin:24px 0"><a href="${escapeHtml(b.href)}" style="display:inline-block;background:${NAVY};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(b.label)}</a></p>`;
      }
    })
    .join("\n");
  const footer = `${company.legalName} · ${companyAddressLine()} · ${company.phones.main}`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:${NAVY};color:#ffffff;padding:20px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700">${escapeHtml(company.name)}</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${htmlBlocks}
</div>
<p style="font-size:12px;color:#64748b;margin:16px 0 0;line-height:1.5">${input.footerNote ? `${escapeHtml(input.footerNote)}<br>` : ""}${escapeHtml(footer)}<br><a href="${escapeHtml(site)}" style="color:#64748b">${escapeHtml(site)}</a></p>
</div></body></html>`;
  const textBlocks = input.blocks.map((b) => {
    switch (b.type) {
      case "paragraph":
        return b.text;
      case "quote":
        return b.text
          .split("\n")
          .map((l) => `> ${l}`)
          .join("\n");
      case "details":
        return b.rows.map(([k, v]) => `${k}${colon} ${v}`).join("\n");
      case "button":
        return `${b.label}${colon} ${b.href}`;
    }
  });
  const text = [
    input.heading,
    "",
    textBlocks.join("\n\n"),
    "",
    "--",
    ...(input.footerNote ? [input.footerNote] : []),
    footer,
    site,
  ].join("\n");
  return { subject: input.subject, html, text };
}
