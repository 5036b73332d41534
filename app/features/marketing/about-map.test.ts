import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

// The about page's banner: the map of Senegal with the firm's marker in Dakar.
const svg = readFileSync(
  new URL("../../../public/images/banners/a-propos.svg", import.meta.url),
  "utf8",
);

type Point = [number, number];

/** The country's outline: the shadowed path, straight segments only. */
function outline(): Point[] {
  const d = /<path d="([^"]+)"[^>]*filter="url\(#shadow\)"/.exec(svg)![1]!;
  return [...d.matchAll(/[ML]\s*([\d.]+)[\s,]+([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

function inside([x, y]: Point, polygon: Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function distanceToEdges([x, y]: Point, polygon: Point[]): number {
  return Math.min(
    ...polygon.map(([ax, ay], i) => {
      const [bx, by] = polygon[(i + 1) % polygon.length]!;
      const t = Math.max(
        0,
        Math.min(
          1,
          ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
        ),
      );
      return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
    }),
  );
}

describe("the map of Senegal (about page)", () => {
  const country = outline();
  // The firm's marker: the filled disc with the dark ring.
  const m =
    /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="#e8b04a" stroke="#0f1f3a" stroke-width="([\d.]+)"/.exec(
      svg,
    )!;
  const dakar: Point = [Number(m[1]), Number(m[2])];
  const radius = Number(m[3]) + Number(m[4]) / 2;

  test("the Dakar marker sits wholly on land, on the Cap-Vert peninsula", () => {
    expect(inside(dakar, country)).toBe(true);
    expect(distanceToEdges(dakar, country)).toBeGreaterThanOrEqual(radius);
  });

  test("the peninsula is the westernmost land, and Dakar at its end", () => {
    const west = Math.min(...country.map(([x]) => x));
    // Dakar (17.45° W) is 0.08° east of the Pointe des Almadies (17.53° W): about 5 px here.
    expect(dakar[0] - west).toBeGreaterThan(0);
    expect(dakar[0] - west).toBeLessThan(15);
    // Thiès (16.93° W) and Saly (17.01° W) stay east of it.
    for (const city of ["Thiès", "Saly"]) {
      const x = Number(new RegExp(`<text x="([\\d.]+)"[^>]*>${city}<`).exec(svg)![1]);
      expect(x, city).toBeGreaterThan(dakar[0]);
    }
  });
});
