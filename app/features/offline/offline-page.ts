// The page the studio's service worker answers when a studio page is opened offline
// and no copy of it is kept on this device (ADR 041). Self-contained: no script or
// style of the build (they may not be cached), the site's colours, light and dark.

import { THEME_KEY } from "#app/components/layout/appearance.ts";

export type KeptPage = { path: string; title: string };

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The theme the member chose (the theme toggle's key), else the system's. */
export const OFFLINE_THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t==="dark"||t==="light")document.documentElement.dataset.theme=t}catch(e){}`;

/** The offline page, with links to the studio pages this device keeps. */
export function offlinePage(kept: readonly KeptPage[]): string {
  const list = kept.length
    ? `<h2>Pages disponibles sur cet appareil</h2><ul>${kept
        .map((p) => `<li><a href="${escape(p.path)}">${escape(p.title)}</a></li>`)
        .join("")}</ul>`
    : "";
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#0b1f3a">
<title>Hors ligne — Studio</title>
<script>${OFFLINE_THEME_SCRIPT}</script>
<style>
:root{--bg:#fbfcfd;--fg:#0b1f3a;--muted:#4a5568;--card:#ffffff;--border:#dde3ea;--primary:#0b5cad;color-scheme:light}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#0b1220;--fg:#e8edf4;--muted:#a7b2c2;--card:#121b2e;--border:#26324a;--primary:#6cb2ff;color-scheme:dark}}
:root[data-theme=dark]{--bg:#0b1220;--fg:#e8edf4;--muted:#a7b2c2;--card:#121b2e;--border:#26324a;--primary:#6cb2ff;color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:34rem;background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:2rem 1.5rem}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}
h2{margin:1.5rem 0 .5rem;font-size:1rem}
p{margin:0 0 1rem;color:var(--muted)}
ul{margin:0;padding-left:1.25rem}
li{margin:.25rem 0}
a{color:var(--primary);font-weight:600}
.retry{display:inline-block;margin-top:.5rem;padding:.6rem 1.1rem;border-radius:.5rem;background:var(--primary);color:var(--bg);text-decoration:none}
</style>
</head>
<body>
<main>
<h1>Vous êtes hors ligne</h1>
<p>Cette page n'a pas encore été ouverte sur cet appareil\u00a0: elle s'affichera dès que la connexion sera rétablie. Les brouillons de vos documents restent gardés sur cet appareil.</p>
<a class="retry" href="">Réessayer</a>
${list}
</main>
</body>
</html>
`;
}
