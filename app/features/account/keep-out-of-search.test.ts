import { describe, expect, test } from "vitest";
import { seo } from "#app/lib/seo.ts";
import { keepOutOfSearch } from "./keep-out-of-search.ts";

describe("keepOutOfSearch", () => {
  test("noindex, no canonical, the social tags kept", () => {
    const tags = keepOutOfSearch(
      seo("https://teranga.sn", {
        title: "Connexion",
        description: "Se connecter.",
        path: "/login",
      }),
    );
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((t) => "rel" in t && t.rel === "canonical")).toBe(false);
    expect(tags).toContainEqual({ property: "og:url", content: "https://teranga.sn/login" });
  });
});
