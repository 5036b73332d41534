import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ColumnChart, type ColumnGeometry } from "./column-chart.tsx";

// Geometry written by hand: the component only draws what it is given.
const bar = (i: number, negative = false) => ({
  x: 40 + i * 20,
  y: negative ? 100 : 60,
  width: 12,
  height: 40,
  cx: 46 + i * 20,
  negative,
});
const draw = (chart: ColumnGeometry, labels: string[]) =>
  renderToStaticMarkup(
    createElement(ColumnChart, {
      chart,
      labels,
      left: 40,
      tickLabel: (v: number) => `${v} F`,
      name: "essai",
    }),
  );

describe("ColumnChart", () => {
  it("draws each bar, a loss in the destructive colour, its guides labelled left of the plot", () => {
    const html = draw(
      {
        width: 320,
        height: 170,
        bars: [bar(0), bar(1, true)],
        ticks: [
          { value: 500, y: 20 },
          { value: 0, y: 100 },
        ],
      },
      ["janv.", "févr."],
    );
    expect(html).toMatch(
      /^<svg viewBox="0 0 320 170" aria-hidden="true" focusable="false" data-chart="essai"/,
    );
    expect(html.match(/class="fill-primary"/g)).toHaveLength(1);
    expect(html.match(/class="fill-destructive"/g)).toHaveLength(1);
    for (const part of [
      // A guide's label, left of the plot.
      '<text x="36" y="24" text-anchor="end" font-size="11" fill="currentColor">500 F</text>',
      // The zero line stands out from the other guides.
      'y1="100" y2="100" stroke="currentColor" stroke-opacity="0.6"',
      'y1="20" y2="20" stroke="currentColor" stroke-opacity="0.2"',
      ">janv.</text>",
      ">févr.</text>",
    ]) {
      expect(html).toContain(part);
    }
  });

  it("labels every other month of twelve, ending with the latest", () => {
    const months = Array.from({ length: 12 }, (_, i) => `m${i + 1}`);
    const html = draw(
      { width: 320, height: 170, bars: months.map((_, i) => bar(i)), ticks: [] },
      months,
    );
    const shown = [...html.matchAll(/>(m\d+)<\/text>/g)].map((m) => m[1]);
    expect(shown).toEqual(["m2", "m4", "m6", "m8", "m10", "m12"]);
  });
});
