import { Label as RadixLabel } from "radix-ui";
import type { MouseEvent, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "#app/lib/utils.ts";
import { Label } from "./label.tsx";

const CLASSES = "text-sm font-medium leading-none peer-disabled:opacity-70";

/** The mouse-down handler the label ends up with, called on a fake event. */
function mouseDown(label: ReactElement, target: string, detail: number, prevented = false) {
  const element = Label(label.props as Parameters<typeof Label>[0]) as ReactElement<{
    onMouseDown: (e: MouseEvent) => void;
  }>;
  let defaultPrevented = prevented;
  element.props.onMouseDown({
    target: { closest: (selector: string) => (selector.includes(target) ? {} : null) },
    detail,
    get defaultPrevented() {
      return defaultPrevented;
    },
    preventDefault: () => {
      defaultPrevented = true;
    },
  } as unknown as MouseEvent);
  return defaultPrevented;
}

describe("Label (natif, au lieu de celui de Radix)", () => {
  it("le même HTML que le Label de Radix", () => {
    for (const props of [
      { htmlFor: "contact-form-email", children: "Adresse e-mail" },
      { htmlFor: "x", className: "sr-only", id: "x-label", children: "Nom" },
    ] as { htmlFor: string; className?: string; id?: string; children: string }[]) {
      // As label.tsx wrapped Radix's: the merged classes first, then the other props.
      const { className, ...rest } = props;
      expect(renderToStaticMarkup(<Label {...props} />)).toBe(
        renderToStaticMarkup(<RadixLabel.Root className={cn(CLASSES, className)} {...rest} />),
      );
    }
  });

  it("un double clic sur le texte ne le sélectionne pas ; un contrôle dedans garde le sien", () => {
    expect(mouseDown(<Label>Nom</Label>, "span", 2)).toBe(true);
    expect(mouseDown(<Label>Nom</Label>, "span", 1)).toBe(false);
    expect(mouseDown(<Label>Nom</Label>, "input", 2)).toBe(false);
  });
});
