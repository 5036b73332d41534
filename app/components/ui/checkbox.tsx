import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** A native checkbox with its label beside it: works before hydration and with every assistive tool. */
export function Checkbox({
  label,
  description,
  className,
  id,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode; description?: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-describedby={description ? `${inputId}-description` : undefined}
        {...props}
      />
      <div className="grid gap-1">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium leading-5">
          {label}
        </label>
        {description ? (
          <p id={`${inputId}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
