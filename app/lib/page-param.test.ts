import { describe, expect, it } from "vitest";
import { pageParam } from "./page-param.ts";

describe("pageParam", () => {
  it.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=1.5", 1],
    ["?page=abc", 1],
    ["?page=1e400", 1],
  ])("%s → %i", (search, page) => {
    expect(pageParam(new URL(`http://localhost/clients${search}`))).toBe(page);
  });
});
