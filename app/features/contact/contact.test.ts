import { describe, expect, test } from "vitest";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { ContactSchema } from "./schemas.ts";
import { resolveReference, SERVICE_OPTIONS } from "./services.ts";
import { BAD_CONTENT, checkUpload, contentMatches, TOO_LARGE, WRONG_TYPE } from "./upload.ts";

const titles: Record<string, string> = { "hotel-kaay-saly": "Site de l'Hôtel Kaay Saly" };
const title = (slug: string) => titles[slug];

describe("reference handling (SPEC.md §4)", () => {
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

  test("13 service options, values as SPEC.md §3", () => {
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

describe("ContactSchema (SPEC.md §5)", () => {
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

describe("uploads: 10 MB at most, checked by extension and by content", () => {
  const bytes = (s: string | number[]) =>
    typeof s === "string" ? new TextEncoder().encode(s) : new Uint8Array(s);

  test("size and extension first", () => {
    expect(checkUpload({ name: "a.pdf", size: 10 * 1024 * 1024 + 1 }, bytes("%PDF-"))).toEqual({
      ok: false,
      error: TOO_LARGE,
    });
    expect(checkUpload({ name: "a.exe", size: 10 }, bytes("MZ"))).toEqual({
      ok: false,
      error: WRONG_TYPE,
    });
  });

  test.each([
    [".pdf", "%PDF-1.7 ..."],
    [".png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    [".jpg", [0xff, 0xd8, 0xff, 0xe0]],
    [".jpeg", [0xff, 0xd8, 0xff, 0xe1]],
    [".doc", [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
    [".docx", [0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode("....word/document.xml")]],
    [".txt", "Bonjour, voici le cahier des charges : été 2026."],
  ] as const)("%s with matching content is accepted", (ext, content) => {
    expect(contentMatches(ext, bytes(content as string | number[]))).toBe(true);
  });

  test.each([
    [".pdf", "<html>"],
    [".png", "%PDF-"],
    [".docx", [0x50, 0x4b, 0x03, 0x04, 1, 2, 3]],
    [".txt", [0x48, 0x00, 0x49]],
    [".txt", [0xc3, 0x28]],
  ] as const)("%s with other content is refused", (ext, content) => {
    expect(contentMatches(ext, bytes(content as string | number[]))).toBe(false);
  });

  test("the stored name keeps no path and no control character", () => {
    const result = checkUpload(
      { name: "C:\\Users\\awa\\de\u0007vis.PDF", size: 6 },
      bytes("%PDF-1"),
    );
    expect(result).toEqual({
      ok: true,
      file: { name: "devis.PDF", type: "application/pdf", bytes: bytes("%PDF-1") },
    });
    expect(checkUpload({ name: "x.pdf", size: 5 }, bytes("hello"))).toEqual({
      ok: false,
      error: BAD_CONTENT,
    });
  });
});
