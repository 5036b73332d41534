import type { IconName } from "#content/types.ts";
import { LUCIDE_SVG } from "#app/components/ui/icons/icon.tsx";
import { cn } from "#app/lib/utils.ts";

// lucide's icons, drawn from one sprite (made by scripts/content-icons.ts) rather
// than from JavaScript: the build versions its URL, so it is fetched once and kept.
const SPRITE = "/images/content-icons.svg";

/** A content icon by name (content/ names icons, the UI draws them). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg {...LUCIDE_SVG} className={cn("lucide", className)} aria-hidden="true">
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
