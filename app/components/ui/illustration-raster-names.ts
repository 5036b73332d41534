// The AVIF widths of the site's SVG illustrations (scripts/render-images.ts writes
// them): 720 for a phone (a card ~360 px wide at 2×) and a small screen, 1200, the
// drawings' own width, for a wide one.
export const ILLUSTRATION_WIDTHS = [720, 1200] as const;

/** `/images/projects/x.svg` → `/images/projects/x-720.avif`. */
export function rasterName(svg: string, width: number): string {
  return svg.replace(/\.svg$/, `-${width}.avif`);
}
