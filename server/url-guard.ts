import type { RequestHandler } from "express";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { contentSecurityPolicy, pageHeaders } from "./security.ts";

// One place in front of every route, page, file and loader: an address whose
// path or query holds a NUL byte, a malformed percent-encoding or an encoded
// half of a UTF-16 pair (invalid UTF-8) never reaches React Router, a loader
// or the database (PostgreSQL refuses NUL in text, Express's router answers
// malformed paths in English). ADR 019.

/** What is wrong with an address, or null when every part of it decodes to clean text. */
export function urlProblem(originalUrl: string): "malformed" | "nul" | null {
  const cut = originalUrl.indexOf("?");
  const pathname = cut === -1 ? originalUrl : originalUrl.slice(0, cut);
  const query = cut === -1 ? "" : originalUrl.slice(cut + 1);
  const parts = [pathname, ...query.split("&").flatMap((pair) => pair.split("="))];
  for (const part of parts) {
    let text: string;
    try {
      // Invalid UTF-8 (a lone surrogate's bytes %ED%A0%80 included) throws too.
      text = decodeURIComponent(part.replaceAll("+", " "));
    } catch {
      return "malformed";
    }
    if (text.includes("\u0000")) return "nul";
  }
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The French page of a refused address: no script, the site's colours, a way home. */
export function invalidAddressPage(): string {
  const title = `Adresse invalide — ${COMPANY_NAME}`;
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#fff;color:#0b1f3a}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.875rem;margin:0 0 1rem}
p{line-height:1.6;color:#475569}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0b1f3a;color:#fff;text-decoration:none;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#0b1220;color:#f1f5f9}p{color:#cbd5e1}a{background:#f1f5f9;color:#0b1f3a}}
</style>
</head>
<body>
<main>
<h1>Adresse invalide</h1>
<p>Cette adresse contient des caractères non valides (un caractère nul ou un encodage incorrect)&#160;: aucune page ne lui correspond. Vérifiez-la ou repartez de l'accueil.</p>
<a href="/">Retour à l'accueil</a>
</main>
</body>
</html>
`;
}

/** Answers 400 with the French page for any address `urlProblem` refuses. */
export const refuseMalformedUrls: RequestHandler = (req, res, next) => {
  if (!urlProblem(req.originalUrl)) return next();
  const csp = contentSecurityPolicy({ hashes: [] });
  res
    .status(400)
    .set({
      ...pageHeaders(csp, req.secure),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
    })
    .send(invalidAddressPage());
};
