import { initials } from "#app/lib/initials.ts";

export type HeaderUser = { name: string; identifier: string; isStaff: boolean };

export function Avatar({ name, className = "" }: { name: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground ${className}`}
    >
      {initials(name)}
    </span>
  );
}

export function AvatarPlaceholder() {
  return (
    <span
      className="inline-block size-9 animate-pulse rounded-full bg-muted"
      role="status"
      aria-label="Chargement du compte"
      data-testid="avatar-placeholder"
    />
  );
}

export const LOGOUT_FORM_ID = "logout-form";
