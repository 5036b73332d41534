import { Copy } from "#app/components/ui/icons/copy.tsx";
import { Mail } from "#app/components/ui/icons/mail.tsx";
import { Share2 } from "#app/components/ui/icons/share-2.tsx";
import type { ComponentType, SVGProps } from "react";
import {
  FacebookIcon,
  LinkedInIcon,
  WhatsAppIcon,
  XIcon,
} from "#app/components/layout/social-icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { shareByEmail, shareLinks, type ShareNetwork } from "#app/features/blog/share.ts";
import { cn } from "#app/lib/utils.ts";

// Each network in its own colour, so the eye finds it before reading.
const ICONS: Record<ShareNetwork, [ComponentType<SVGProps<SVGSVGElement>>, string]> = {
  WhatsApp: [WhatsAppIcon, "text-[#1faa53]"],
  Facebook: [FacebookIcon, "text-[#1877f2]"],
  "X (Twitter)": [XIcon, "text-foreground"],
  LinkedIn: [LinkedInIcon, "text-[#0a66c2] dark:text-[#5aa6f0]"],
};

const item =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-offset-0 [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * The article's share menu, on a native `<details>` (it opens without
 * JavaScript): each network with its own icon, e-mail, and — with JavaScript —
 * the phone's own share sheet and « Copier le lien » (share-menu.island.ts).
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  return (
    <details
      className="group relative"
      data-testid="share-menu"
      data-menu=""
      data-island="share-menu"
      data-url={url}
      data-title={title}
    >
      <summary
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "cursor-pointer list-none group-open:bg-muted [&::-webkit-details-marker]:hidden",
        )}
      >
        <Share2 aria-hidden="true" /> Partager
      </summary>
      {/* Beside its button on wide screens; a sheet along the bottom on phones, where the button may sit anywhere. */}
      <div className="z-40 rounded-xl border bg-popover p-2 text-popover-foreground shadow-lg max-sm:fixed max-sm:inset-x-3 max-sm:bottom-3 sm:absolute sm:right-0 sm:top-full sm:mt-2 sm:w-60">
        <ul aria-label="Partager cet article">
          {shareLinks(url, title).map(({ network, href, popup }) => {
            const [Icon, colour] = ICONS[network];
            return (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={item}
                  // The pop-up instead of a tab; the link stays for copy and middle-click.
                  data-popup={popup ? `partage-${network}` : undefined}
                >
                  <Icon aria-hidden="true" className={colour} /> {network}
                  <span className="sr-only"> (nouvelle fenêtre)</span>
                </a>
              </li>
            );
          })}
          <li>
            <a href={shareByEmail(url, title)} className={item}>
              <Mail aria-hidden="true" className="text-muted-foreground" /> E-mail
            </a>
          </li>
        </ul>
        {/* Only with JavaScript (the `js:` variant): nothing that does nothing without it. */}
        <ul className="mt-1 hidden border-t pt-1 js:block">
          <li hidden data-native-share="">
            <button type="button" className={item}>
              <Share2 aria-hidden="true" /> Partager via…
            </button>
          </li>
          <li>
            <button type="button" className={item} data-copy-link="">
              <Copy aria-hidden="true" /> Copier le lien
            </button>
          </li>
        </ul>
      </div>
    </details>
  );
}
