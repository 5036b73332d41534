import { COMPANY_NAME } from "#app/config/company-name.ts";

// The site's pages for what never reaches React Router: an address that does not
// decode (url-guard.ts), or what Node's HTTP parser refuses on the socket itself
// (a head too large or too slow, http-server.ts). No script, the site's colours,
// a way home.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A short French page: its heading and one paragraph. */
export function plainPage(heading: string, text: string): string {
  const title = `${heading} — ${COMPANY_NAME}`;
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
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a href="/">Retour à l'accueil</a>
</main>
</body>
</html>
`;
}
