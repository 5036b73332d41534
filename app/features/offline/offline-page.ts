import { escapeHtml } from "#app/lib/html.ts";
import { plainPage } from "#app/lib/plain-page.ts";

// The page the studio's service worker answers when a studio page is opened offline and no
// copy of it is kept on this device (ADR 041): the site's plain page (no build file, which
// may not be cached; light and dark), with links to the pages kept.

export type KeptPage = { path: string; title: string };

export function offlinePage(kept: readonly KeptPage[]): string {
  const more = kept.length
    ? `<h2>Pages disponibles sur cet appareil</h2><ul>${kept
        .map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`)
        .join("")}</ul>`
    : undefined;
  return plainPage({
    title: "Hors ligne — Studio",
    heading: "Vous êtes hors ligne",
    text: "Cette page n'a pas encore été ouverte sur cet appareil\u00a0: elle s'affichera dès que la connexion sera rétablie. Les brouillons de vos documents restent gardés sur cet appareil.",
    link: { href: "", label: "Réessayer" },
    more,
  });
}
