import { describe, expect, it } from "vitest";
import { accountDelayMessage, delayAfter, MAX_DELAY_SECONDS } from "./account-delay.ts";

describe("delayAfter", () => {
  it("is free at first, then doubles from one second up to ten minutes", () => {
    expect([0, 4, 5, 6, 7, 14, 15, 40].map((n) => delayAfter(n, 5))).toEqual([
      0, 0, 1, 2, 4, 512, 600, 600,
    ]);
    expect(delayAfter(1_000, 5)).toBe(MAX_DELAY_SECONDS);
  });

  it("follows RATE_LIMIT_FACTOR's free failures", () => {
    expect(delayAfter(249, 250)).toBe(0);
    expect(delayAfter(250, 250)).toBe(1);
  });
});

describe("accountDelayMessage", () => {
  it.each([
    [1, "1\u00a0seconde"],
    [8, "8\u00a0secondes"],
    [59, "59\u00a0secondes"],
    [60, "1\u00a0minute"],
    [64, "2\u00a0minutes"],
    [600, "10\u00a0minutes"],
  ])("%i s: « Réessayez dans %s. »", (seconds, wait) => {
    expect(accountDelayMessage(seconds)).toBe(
      `Trop de tentatives de connexion pour cet identifiant. Réessayez dans ${wait}.`,
    );
  });
});
