import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FOOTER_ICONS_FILE, footerIconSprite } from "#tests/footer-icons.ts";

describe("icônes du pied de page", () => {
  it("le sprite a les tracés des composants d'icônes (sinon : scripts/footer-icons.ts)", () => {
    expect(readFileSync(FOOTER_ICONS_FILE, "utf8")).toBe(footerIconSprite());
  });
});
