export type ShareNetwork = "Facebook" | "X (Twitter)" | "LinkedIn" | "WhatsApp";

/**
 * Facebook, X and LinkedIn, each opened in a 600×400 pop-up, as the product asks; and
 * WhatsApp, where most links are shared in Senegal (opens the app on phones).
 */
export function shareLinks(
  url: string,
  title: string,
): { network: ShareNetwork; href: string; popup: boolean }[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: "WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      popup: false,
    },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    {
      network: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`,
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
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;
}

export const SHARE_POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";
