import { Eye } from "#app/components/ui/icons/eye.tsx";
import { EyeOff } from "#app/components/ui/icons/eye-off.tsx";
import { useState, type ComponentProps } from "react";
import { Input } from "./input.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * A password field with a show/hide button. The button only appears once
 * JavaScript runs: without it, a button that does nothing would only confuse.
 */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<"input">, "type">) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn("pr-12", className)}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? "Masquer le mot de passe" : "Afficher le mot de passe"}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      ) : null}
    </div>
  );
}
