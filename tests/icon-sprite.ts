import { createElement, type ComponentType, type SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// What the site's icon sprites (content-icons.ts, footer-icons.ts) share: each icon
// component rendered once and kept as a <symbol id="<name>">, drawn with <use>.

/** Attributes of the box around a drawing, never of the drawing itself. */
const BOX = new Set(["xmlns", "width", "height", "viewBox", "class", "aria-hidden"]);

/**
 * The icons as one SVG document of symbols. With `paint`, each keeps its own
 * stroke and fill on a <g> (icons of different kinds side by side); without, the
 * <svg> that draws it gives them (lucide's, for every content icon).
 */
export function iconSprite(
  icons: Record<string, ComponentType<SVGProps<SVGSVGElement>>>,
  { paint }: { paint: boolean },
): string {
  const symbols = Object.entries(icons).map(([name, Icon]) => {
    const svg = renderToStaticMarkup(createElement(Icon));
    const open = svg.slice(0, svg.indexOf(">"));
    const inner = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
    if (!paint) return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
    const attributes = [...open.matchAll(/ ([\w-]+)="([^"]*)"/g)]
      .filter(([, attr]) => !BOX.has(attr!))
      .map(([whole]) => whole)
      .join("");
    return `<symbol id="${name}" viewBox="0 0 24 24"><g${attributes}>${inner}</g></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
