import { COMPANY_NAME } from "#app/config/company-name.ts";
import { cn } from "#app/lib/utils.ts";

/** The firm's mark, inline so it takes the theme's colours. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn("size-9", className)} aria-hidden="true">
      <rect width="40" height="40" rx="10" className="fill-navy-800 dark:fill-sand-400" />
      <path d="M11 13h18v4h-7v12h-4V17h-7z" className="fill-white dark:fill-navy-950" />
      <circle cx="29" cy="27" r="3" className="fill-sand-400 dark:fill-navy-950" />
    </svg>
  );
}

export function Logo({
  className,
  nameClassName,
  name = COMPANY_NAME,
  logoUrl,
}: {
  className?: string;
  nameClassName?: string;
  /** The firm's name and uploaded logo, from the settings (root loader). */
  name?: string;
  logoUrl?: string | null;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      {logoUrl ? (
        <img src={logoUrl} alt="" className="h-9 w-auto max-w-24 object-contain" />
      ) : (
        <LogoMark />
      )}
      <span className={cn("text-lg font-bold tracking-tight", nameClassName)}>{name}</span>
    </span>
  );
}
