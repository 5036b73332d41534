import { Loader2 } from "#app/components/ui/icons/loader-2.tsx";
import type { Icon as LucideIcon } from "#app/components/ui/icons/icon.tsx";
import type { ReactNode } from "react";
import { useIslandPage } from "#app/components/layout/island-page.ts";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The full-width submit of the auth cards: while the POST runs, a spinner and a busy
 * label. On a page with islands both states are in the HTML and the form's island
 * (server-form.island.ts) swaps them when the form is sent.
 */
export function SubmitButton({
  busy,
  icon: Icon,
  busyLabel,
  children,
}: {
  busy: boolean;
  icon: LucideIcon;
  busyLabel: string;
  children: ReactNode;
}) {
  const island = useIslandPage();
  if (island) {
    return (
      <Button type="submit" size="lg" className="w-full" data-submit="">
        <span className="contents" data-idle="">
          <Icon aria-hidden="true" />
          {children}
        </span>
        <span className="hidden" data-busy="">
          <Loader2 className="animate-spin" aria-hidden="true" />
          {busyLabel}
        </span>
      </Button>
    );
  }
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
