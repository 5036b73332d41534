import { Copy, Link2, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { SHARE_POPUP_FEATURES, shareLinks } from "#app/features/blog/share.ts";

/** Facebook, X and LinkedIn in a 600×400 pop-up, native sharing where it exists, and copy link. */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Lien copié dans le presse-papier!");
    } catch {
      toast.error("Impossible de copier le lien");
    }
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 /> Partager
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {shareLinks(url, title).map(({ network, href }) => (
          <DropdownMenuItem key={network} asChild>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                // The pop-up instead of a tab; the link stays for copy and middle-click.
                event.preventDefault();
                window.open(href, `partage-${network}`, SHARE_POPUP_FEATURES);
                setOpen(false);
              }}
            >
              <Link2 aria-hidden="true" /> {network}
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {canShare ? (
          <DropdownMenuItem
            onSelect={() => {
              void navigator.share({ title, url }).catch(() => {});
            }}
          >
            <Share2 aria-hidden="true" /> Partager via…
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <Copy aria-hidden="true" /> Copier le lien
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
