import { Slot as RadixSlot } from "radix-ui";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "#app/lib/utils.ts";
import { Button, buttonVariants } from "./button.tsx";

type Props = Record<string, unknown>;

/** The element `asChild` renders: what the button's own Slot makes of its child. */
function slotted(button: ReactElement): ReactElement<Props> {
  const slot = Button(button.props as Parameters<typeof Button>[0]) as ReactElement<Props>;
  return (slot.type as (p: Props) => ReactElement<Props>)(slot.props);
}

describe("Button asChild (le Slot du site, au lieu de celui de Radix)", () => {
  it("donne au lien le même HTML que le Slot de Radix", () => {
    const cases = [
      { size: "lg" as const, variant: "outline" as const, className: "mt-8" },
      { variant: "accentOnDark" as const, className: "w-full" },
      {},
    ];
    for (const props of cases) {
      const link = (
        <a href="/services" className="group" style={{ color: "red" }} aria-label="Services">
          Voir
        </a>
      );
      const radix = (
        <RadixSlot.Root
          className={cn(buttonVariants({ ...props }))}
          style={{ margin: 0, color: "blue" }}
          title="t"
        >
          {link}
        </RadixSlot.Root>
      );
      expect(
        renderToStaticMarkup(
          <Button asChild {...props} style={{ margin: 0, color: "blue" }} title="t">
            {link}
          </Button>,
        ),
      ).toBe(renderToStaticMarkup(radix));
    }
  });

  it("appelle le gestionnaire de l'enfant puis celui du bouton", () => {
    const calls: string[] = [];
    const link = slotted(
      <Button asChild onClick={() => calls.push("bouton")}>
        <a href="/" onClick={() => calls.push("lien")}>
          x
        </a>
      </Button>,
    );
    (link.props.onClick as () => void)();
    expect(calls).toEqual(["lien", "bouton"]);
    const alone = slotted(
      <Button asChild onClick={() => calls.push("seul")}>
        <a href="/">x</a>
      </Button>,
    );
    (alone.props.onClick as () => void)();
    expect(calls.at(-1)).toBe("seul");
  });

  it("sans enfant élément, ne rend rien", () => {
    expect(renderToStaticMarkup(<Button asChild>texte</Button>)).toBe("");
  });
});
