// The « Payé » stamp of the PDF is app/assets/brand/paid-stamp.svg, the image the print
// page draws: read here into circles and texts, since react-pdf draws no <textPath>.
// Each letter of a text on an arc is then placed as a browser places it along its path
// (SVG 1.1 §10.13): the text's advance centred on the path's middle (startOffset 50 %,
// text-anchor middle), each glyph's middle on the path, turned to its tangent.
// Pure: no I/O, unit-tested beside it.

export type StampCircle = { cx: number; cy: number; r: number; strokeWidth: number };

/** A half circle the text runs along: over the top (left to right, clockwise) or under the bottom. */
export type StampArc = { cx: number; cy: number; r: number; over: boolean };

export type StampText = {
  text: string;
  fontSize: number;
  letterSpacing: number;
  /** Its glyphs hang below their line (dominant-baseline="hanging"). */
  hanging: boolean;
} & ({ arc: StampArc } | { x: number; y: number });

export type StampDrawing = {
  /** The viewBox's side. */
  size: number;
  color: string;
  fontWeight: number;
  circles: StampCircle[];
  texts: StampText[];
};

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const num = (tag: string, name: string, fallback = 0): number => {
  const value = attr(tag, name);
  return value === undefined ? fallback : Number(value);
};

/** `M25 85a60 60 0 0 1 120 0`: a half circle from its left end, by an arc of radius r. */
function readArc(d: string): StampArc {
  const m =
    /^M\s*([\d.]+)[\s,]+([\d.]+)\s*a\s*([\d.]+)[\s,]+[\d.]+[\s,]+0[\s,]+0[\s,]+([01])[\s,]+([\d.]+)[\s,]+0$/.exec(
      d.trim(),
    );
  if (!m) throw new Error(`paid-stamp.svg: an arc the PDF cannot draw (${d})`);
  const [x, y, r, sweep, dx] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (dx !== 2 * r) throw new Error(`paid-stamp.svg: not a half circle (${d})`);
  return { cx: x + r, cy: y, r, over: sweep === 1 };
}

/** The stamp's SVG as the PDF draws it. Only what the brand file uses is read. */
export function readStamp(svg: string): StampDrawing {
  const size = Number(attr(/<svg[^>]*>/.exec(svg)![0], "viewBox")!.split(/\s+/)[2]);
  const arcs = new Map<string, StampArc>();
  for (const [tag] of svg.matchAll(/<path[^>]*>/g))
    arcs.set(attr(tag, "id")!, readArc(attr(tag, "d")!));
  const circles: StampCircle[] = [];
  let color = "";
  let fontWeight = 400;
  const texts: StampText[] = [];
  for (const [, groupTag, body] of svg.matchAll(/(<g[^>]*>)([\s\S]*?)<\/g>/g)) {
    const g = groupTag!;
    if (attr(g, "stroke")) {
      color ||= attr(g, "stroke")!;
      for (const [tag] of body!.matchAll(/<circle[^>]*>/g)) {
        circles.push({
          cx: num(tag, "cx"),
          cy: num(tag, "cy"),
          r: num(tag, "r"),
          strokeWidth: num(tag, "stroke-width", num(g, "stroke-width", 1)),
        });
      }
      continue;
    }
    color = attr(g, "fill") ?? color;
    fontWeight = num(g, "font-weight", 400);
    for (const [, textTag, inner] of body!.matchAll(/(<text[^>]*>)([\s\S]*?)<\/text>/g)) {
      const t = textTag!;
      const style = {
        fontSize: num(t, "font-size", 16),
        letterSpacing: num(t, "letter-spacing"),
      };
      const onPath = /(<textPath[^>]*>)([\s\S]*?)<\/textPath>/.exec(inner!);
      if (onPath) {
        const tag = onPath[1]!;
        texts.push({
          ...style,
          text: onPath[2]!,
          hanging: attr(tag, "dominant-baseline") === "hanging",
          arc: arcs.get(attr(tag, "href")!.slice(1))!,
        });
      } else {
        texts.push({ ...style, text: inner!, hanging: false, x: num(t, "x"), y: num(t, "y") });
      }
    }
  }
  return { size, color, fontWeight, circles, texts };
}

/** A glyph as drawn: where its middle lies from the text's middle, along its line, in user units. */
export type PlacedGlyph = { char: string; offset: number };

/**
 * The glyphs of a text centred on its line as a browser lays it out: each glyph's
 * advance (`advance`, in em) then the letter spacing after it, the whole centred.
 */
export function placeGlyphs(
  text: string,
  fontSize: number,
  letterSpacing: number,
  advance: (char: string) => number,
): PlacedGlyph[] {
  const chars = [...text];
  const widths = chars.map((c) => advance(c) * fontSize);
  const total = widths.reduce((sum, w) => sum + w + letterSpacing, 0);
  let at = 0;
  return chars.map((char, i) => {
    const middle = at + widths[i]! / 2;
    at += widths[i]! + letterSpacing;
    return { char, offset: middle - total / 2 };
  });
}

/**
 * The turn, in degrees (clockwise, as SVG's rotate), that brings a glyph drawn upright
 * at the arc's top (or bottom) to `offset` along it: rightwards along the top is
 * clockwise, rightwards along the bottom the other way.
 */
export function arcTurn(arc: StampArc, offset: number): number {
  const degrees = (offset / arc.r) * (180 / Math.PI);
  return arc.over ? degrees : -degrees;
}
