import { describe, expect, test } from "vitest";
import { relativePhrase } from "./relative-time.ts";

describe("relativePhrase", () => {
  test.each(["year", "month", "week", "day", "hour", "minute"] as const)(
    "%s : les mots d'Intl.RelativeTimeFormat en fr-FR, de 1 à 2 500, passé et futur",
    (unit) => {
      const always = new Intl.RelativeTimeFormat("fr-FR", { numeric: "always" });
      const auto = new Intl.RelativeTimeFormat("fr-FR", { numeric: "auto" });
      for (let count = 1; count <= 2_500; count++) {
        const intl = unit === "day" && count === 1 ? auto : always;
        expect(relativePhrase(count, unit, true)).toBe(intl.format(-count, unit));
        expect(relativePhrase(count, unit, false)).toBe(intl.format(count, unit));
      }
    },
  );
});
