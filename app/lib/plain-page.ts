import { escapeHtml } from "./html.ts";

// A small French page for answers that no route renders (an address refused in
// front of everything, a file that could not be made): no script, the site's
// colours in light and dark, one way out.

export type PlainPage = {
  /** The tab's title (the firm's name added by the caller). */
  title: string;
  heading: string;
  text: string;
  link: { href: string; label: string };
  /** Markup after the link, already escaped (the offline page's list of pages kept). */
  more?: string;
};

export function plainPage(page: PlainPage): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#fff;color:#0b1f3a}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.875rem;margin:0 0 1rem}
p{line-height:1.6;color:#475569}
h2{font-size:1.125rem;margin:2rem 0 0}
ul{margin:0;padding:0;list-style:none}
li a{margin-top:.75rem;padding:.5rem 1rem;font-weight:500}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0b1f3a;color:#fff;text-decoration:none;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#0b1220;color:#f1f5f9}p{color:#cbd5e1}a{background:#f1f5f9;color:#0b1f3a}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(page.text)}</p>
<a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a>
${page.more ?? ""}
</main>
</body>
</html>
`;
}
