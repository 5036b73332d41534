import { describe, expect, test } from "vitest";
import { CAROUSEL_OPTIONS, nextSlide, sliderKey, tick } from "./carousel-logic.ts";

describe("carousel progress (docs/product.md §4)", () => {
  test("goes up by 1 each tick", () => {
    expect(tick(0)).toEqual({ progress: 1, advance: false });
    expect(tick(99)).toEqual({ progress: 100, advance: false });
  });

  test("passing 100 moves to the next slide and starts again at 0", () => {
    expect(tick(100)).toEqual({ progress: 0, advance: true });
  });

  test("a full cycle is 101 ticks of 50 ms: about five seconds a slide", () => {
    let p = 0;
    let ticks = 0;
    for (;;) {
      ticks++;
      const t = tick(p);
      p = t.progress;
      if (t.advance) break;
    }
    expect(ticks).toBe(101);
  });

  test("next slide, or back to the first", () => {
    expect(nextSlide(0, 5, true)).toBe(1);
    expect(nextSlide(4, 5, true)).toBe(0);
    expect(nextSlide(2, 5, false)).toBe(0);
  });

  test("options: loop, drag threshold 10, duration 25; slides aligned to the start, whole at rest", () => {
    expect(CAROUSEL_OPTIONS).toEqual({
      loop: true,
      dragThreshold: 10,
      duration: 25,
      align: "start",
    });
  });
});

describe("slider keyboard", () => {
  test.each([
    ["ArrowRight", false, 40, 41],
    ["ArrowUp", false, 40, 41],
    ["ArrowLeft", false, 40, 39],
    ["ArrowDown", false, 40, 39],
    ["ArrowRight", true, 40, 50],
    ["ArrowLeft", true, 40, 30],
    ["PageUp", false, 40, 50],
    ["PageDown", false, 40, 30],
    ["Home", false, 40, 0],
    ["End", false, 40, 100],
    ["ArrowRight", false, 100, 100],
    ["PageDown", false, 5, 0],
  ])("%s (shift %s) from %d → %d", (key, shift, from, to) => {
    expect(sliderKey(key, shift, from)).toBe(to);
  });

  test("other keys are not the slider's", () => {
    expect(sliderKey("Enter", false, 40)).toBeNull();
    expect(sliderKey("a", false, 40)).toBeNull();
  });
});
