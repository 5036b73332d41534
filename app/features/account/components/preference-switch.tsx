import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * An on/off preference: a native checkbox with the switch role, so it is
 * announced as a switch, works before hydration and posts with a plain form.
 */
export function PreferenceSwitch({
  id,
  label,
  description,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "role" | "id"> & {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className={cn("flex items-start justify-between gap-4 py-4", className)}>
      <div className="grid gap-1">
        <label htmlFor={id} className="cursor-pointer font-medium leading-6">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={description ? `${id}-description` : undefined}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-muted-foreground transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-background shadow-sm transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
