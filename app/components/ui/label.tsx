import type { ComponentProps, MouseEvent } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A native <label> that behaves as Radix's Label did (the same markup): a double
 * click on its text does not select it. Written here because Radix's, through its
 * Primitive and Slot, cost every form page 1.9 KB gzip.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("text-sm font-medium leading-none peer-disabled:opacity-70", className)}
      {...props}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        // A control inside the label keeps its own behaviour.
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
