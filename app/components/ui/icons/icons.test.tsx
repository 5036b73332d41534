import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { IconProps } from "./icon.tsx";

// Every icon of this folder must draw what lucide-react draws under the same name
// (node_modules/lucide-react/dist/esm/icons/ has the paths of a new one).
const modules = import.meta.glob<Record<string, ComponentType<IconProps>>>(
  ["./*.tsx", "!./icon.tsx", "!./*.test.tsx"],
  { eager: true },
);
const icons = Object.values(modules).flatMap((m) => Object.entries(m));

describe("icônes dessinées sans lucide-react", () => {
  it("le dossier en a", () => {
    expect(icons.length).toBeGreaterThan(30);
  });

  it.each(icons)("%s : le même SVG que lucide-react", (name, Mine) => {
    const Lucide = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name]!;
    expect(Lucide, `lucide-react n'a pas d'icône ${name}`).toBeDefined();
    for (const props of [
      {},
      { className: "size-4 shrink-0" },
      { className: "mt-0.5 size-4", "aria-hidden": true },
      { className: "size-6 group-open:hidden", "aria-hidden": "true" as const },
      { className: "size-3.5", strokeWidth: 3, "aria-hidden": "true" as const },
      { strokeWidth: 1.5 },
    ] satisfies IconProps[]) {
      expect(renderToStaticMarkup(<Mine {...props} />)).toBe(
        renderToStaticMarkup(<Lucide {...props} />),
      );
    }
  });
});
