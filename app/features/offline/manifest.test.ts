import { describe, expect, it } from "vitest";
import { studioManifest } from "./manifest.ts";

describe("the studio's manifest", () => {
  it("opens on each role's landing page, written out here", () => {
    const start = (staffRole: Parameters<typeof studioManifest>[1]) =>
      studioManifest("Teranga Digital", staffRole).start_url;
    expect(start({ staffRole: "gerant" })).toBe("/invoice-quote");
    expect(start({ staffRole: "commercial" })).toBe("/invoice-quote");
    expect(start({ staffRole: "facturation" })).toBe("/invoice-quote");
    expect(start({ staffRole: "redaction" })).toBe("/redaction");
    expect(start(null)).toBe("/invoice-quote");
  });

  it("is the studio in French, standalone, one app whoever installs it", () => {
    const m = studioManifest("Teranga Digital", { staffRole: "redaction" });
    expect(m).toMatchObject({
      id: "/studio",
      name: "Studio Teranga Digital",
      short_name: "Studio",
      lang: "fr",
      display: "standalone",
      scope: "/",
    });
    expect(m.icons.map((i) => i.purpose)).toEqual(["any", "any", "maskable"]);
  });
});
