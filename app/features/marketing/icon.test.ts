import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_ICONS_FILE, contentIconSprite } from "#tests/content-icons.ts";

describe("icônes du contenu", () => {
  it("le sprite a les tracés de lucide-react pour chaque nom d'icône (sinon : scripts/content-icons.ts)", () => {
    expect(readFileSync(CONTENT_ICONS_FILE, "utf8")).toBe(contentIconSprite());
  });
});
