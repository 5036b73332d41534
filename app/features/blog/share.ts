/** SPEC.md §7: the three networks, each opened in a 600×400 pop-up. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`,
    },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

export const SHARE_POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";
