import type { RequestHandler } from "express";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { plainPage } from "#app/lib/plain-page.ts";
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

/** The French page of a refused address: no script, the site's colours, a way home. */
export function invalidAddressPage(): string {
  return plainPage({
    title: `Adresse invalide — ${COMPANY_NAME}`,
    heading: "Adresse invalide",
    text: "Cette adresse contient des caractères non valides (un caractère nul ou un encodage incorrect)\u00a0: aucune page ne lui correspond. Vérifiez-la ou repartez de l'accueil.",
    link: { href: "/", label: "Retour à l'accueil" },
  });
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
