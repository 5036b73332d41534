import type { Image } from "#content/types.ts";
import { cn } from "#app/lib/utils.ts";

/** The author's portrait, or the first letter of the name (docs/product.md §2). */
export function AuthorAvatar({
  name,
  avatar,
  size = 32,
  className,
}: {
  name: string;
  avatar: Image | null;
  size?: number;
  className?: string;
}) {
  if (avatar) {
    return (
      <img
        src={avatar.src}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full bg-muted", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground",
        className,
      )}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
