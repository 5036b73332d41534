export type ShareNetwork = "Facebook" | "X (Twitter)" | "LinkedIn" | "WhatsApp";

/**
 * A text for a query value: percent-encoded, except « : » and « / », which a
 * query may carry as they are (RFC 3986). So the page's address shows in its
 * plain form only, the one the server swaps when it serves a page built with
 * another PUBLIC_URL (ADR 007): never `https%3A%2F%2F…`, which it cannot see.
 */
export function queryValue(text: string): string {
  return encodeURIComponent(text).replace(/%3A/g, ":").replace(/%2F/g, "/");
}

/**
 * Facebook, X and LinkedIn, each opened in a 600×400 pop-up, as the product asks; and
 * WhatsApp, where most links are shared in Senegal (opens the app on phones).
 */
export function shareLinks(
  url: string,
  title: string,
): { network: ShareNetwork; href: string; popup: boolean }[] {
  const u = queryValue(url);
  return [
    {
      network: "WhatsApp",
      href: `https://wa.me/?text=${queryValue(`${title} ${url}`)}`,
      popup: false,
    },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    {
      network: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?text=${queryValue(title)}&url=${u}`,
      popup: true,
    },
    {
      network: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      popup: true,
    },
  ];
}

/** A mail to no one yet, with the title as subject and the link in the body: works without JavaScript. */
export function shareByEmail(url: string, title: string): string {
  return `mailto:?subject=${queryValue(title)}&body=${queryValue(`${title}\n${url}`)}`;
}

export const SHARE_POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";

/** « Copier le lien »'s answers (docs/product.md §3). */
export const LINK_COPIED = "Lien copié dans le presse-papier!";
export const LINK_NOT_COPIED = "Impossible de copier le lien";
