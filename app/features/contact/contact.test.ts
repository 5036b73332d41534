import { describe, expect, test } from "vitest";
import { errorsByPath } from "#tests/fixtures/zod-errors.ts";
import { ContactSchema } from "./schemas.ts";
import { resolveReference, SERVICE_OPTIONS } from "./services.ts";

const titles: Record<string, string> = { "hotel-kaay-saly": "Site de l'Hôtel Kaay Saly" };
const title = (slug: string) => titles[slug];

describe("reference handling (docs/product.md §4)", () => {
  test("nothing given: no reference, no subject", () => {
    expect(resolveReference({}, title)).toEqual({ reference: "", subject: "" });
  });

  test.each([
    ["Site Vitrine", "site-vitrine"],
    ["Site E-commerce", "site-ecommerce"],
    ["Maintenance Site Web", "maintenance-web"],
    ["Community Management Starter", "community-management-starter"],
    ["Community Management Pro", "community-management-pro"],
    ["Community Management Premium", "community-management-premium"],
  ])("the offer %s presets its subject", (offer, subject) => {
    expect(resolveReference({ service: offer }, title)).toEqual({
      reference: `Demande de devis pour: ${offer}`,
      subject,
    });
  });

  test("any other service is shown as given, with 'projet-similaire'", () => {
    expect(resolveReference({ service: "Application de fidélité" }, title)).toEqual({
      reference: "Application de fidélité",
      subject: "projet-similaire",
    });
  });

  test("a portfolio slug is shown as its project's title; an unknown one as given", () => {
    expect(resolveReference({ projet: "hotel-kaay-saly" }, title)).toEqual({
      reference: "Site de l'Hôtel Kaay Saly",
      subject: "projet-similaire",
    });
    expect(resolveReference({ projet: "inconnu" }, title).reference).toBe("inconnu");
  });

  test("13 service options, values as docs/product.md §3", () => {
    expect(SERVICE_OPTIONS.map((o) => o.value)).toEqual([
      "site-vitrine",
      "site-ecommerce",
      "maintenance-web",
      "community-management-starter",
      "community-management-pro",
      "community-management-premium",
      "développement-web",
      "développement-mobile",
      "design-ux-ui",
      "consultation",
      "refonte",
      "projet-similaire",
      "autre",
    ]);
  });
});

describe("ContactSchema (docs/product.md §5)", () => {
  test("every message, word for word", () => {
    const result = ContactSchema.safeParse({
      name: "A",
      email: "x",
      subject: "",
      message: "court",
    });
    expect(result.success).toBe(false);
    expect(errorsByPath(result.error!)).toEqual({
      name: "Le nom doit contenir au moins 2 caractères",
      email: "Email invalide",
      subject: "Veuillez sélectionner un service",
      message: "Le message doit contenir au moins 10 caractères",
    });
  });

  test("an unknown service is refused like an empty one", () => {
    const result = ContactSchema.safeParse({
      name: "Awa",
      email: "awa@example.sn",
      subject: "piratage",
      message: "Un message assez long.",
    });
    expect(errorsByPath(result.error!)).toEqual({ subject: "Veuillez sélectionner un service" });
  });

  test("a valid request, trimmed", () => {
    expect(
      ContactSchema.parse({
        name: "  Awa Diop ",
        email: " awa@example.sn ",
        subject: "site-vitrine",
        message: "  Bonjour, un site pour mon restaurant.  ",
      }),
    ).toEqual({
      name: "Awa Diop",
      email: "awa@example.sn",
      subject: "site-vitrine",
      message: "Bonjour, un site pour mon restaurant.",
      projectReference: "",
    });
  });
});
