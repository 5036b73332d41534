import { Loader2 } from "#app/components/ui/icons/loader-2.tsx";
import type { Icon as LucideIcon } from "#app/components/ui/icons/icon.tsx";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

/** The full-width submit of the auth cards: while the POST runs, a spinner and a busy label. */
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
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
