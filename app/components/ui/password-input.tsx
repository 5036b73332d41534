import { Eye } from "#app/components/ui/icons/eye.tsx";
import { EyeOff } from "#app/components/ui/icons/eye-off.tsx";
import { useState, type ComponentProps } from "react";
import { useIslandPage } from "#app/components/layout/island-page.ts";
import { Input } from "./input.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

const SHOW = "Afficher le mot de passe";
const HIDE = "Masquer le mot de passe";

/**
 * A password field with a show/hide button. The button only appears once
 * JavaScript runs: without it, a button that does nothing would only confuse. On a
 * page with islands it is in the HTML, shown by the `js:` variant, and driven by the
 * form's island (server-form.island.ts).
 */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<"input">, "type">) {
  const hydrated = useHydrated();
  const island = useIslandPage();
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
      {hydrated || island ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? HIDE : SHOW}
          data-password-toggle={island ? "" : undefined}
          data-label-show={island ? SHOW : undefined}
          data-label-hide={island ? HIDE : undefined}
          className={cn(
            "absolute inset-y-0 right-0 w-11 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
            island ? "hidden js:flex" : "flex",
          )}
        >
          {island ? (
            <>
              <EyeOff className="hidden size-4" aria-hidden="true" data-icon="hide" />
              <Eye className="size-4" aria-hidden="true" data-icon="show" />
            </>
          ) : visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      ) : null}
    </div>
  );
}
