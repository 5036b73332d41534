import { describe, expect, test } from "vitest";
import { applyGallery, checkGallery, GALLERY_MAX, readGalleryFields } from "./gallery.ts";

const img = (n: number) => ({ src: `/medias/${"a".repeat(19)}${n}-800.jpg`, alt: `Écran ${n}` });

describe("a project's gallery in the editor's form", () => {
  test("the fields are read in the page's order: address, description (trimmed), « Retirer »", () => {
    const fields = readGalleryFields({
      "gallery-src-1": img(2).src,
      "gallery-alt-1": "  Le panier sur mobile ",
      "gallery-src-0": img(1).src,
      "gallery-alt-0": "La page d'accueil",
      "gallery-remove-0": "on",
      galleryNewAlt: " Le tableau de bord ",
      title: "ignoré",
    });
    expect(fields).toEqual({
      edits: [
        { src: img(1).src, alt: "La page d'accueil", remove: true },
        { src: img(2).src, alt: "Le panier sur mobile", remove: false },
      ],
      newAlt: "Le tableau de bord",
    });
    expect(readGalleryFields({})).toEqual({ edits: [], newAlt: "" });
  });

  test("applied: kept in order, removed ones gone, descriptions changed, new ones after", () => {
    const current = [img(1), img(2), img(3)];
    const after = applyGallery(
      current,
      [
        { src: img(1).src, alt: "Accueil, version finale", remove: false },
        { src: img(2).src, alt: "", remove: true },
        // Not one of the project's images: ignored.
        { src: "/medias/ailleurs-800.jpg", alt: "Intrus", remove: false },
      ],
      [img(4), img(5)],
    );
    expect(after.map((i) => i.src)).toEqual([img(1), img(3), img(4), img(5)].map((i) => i.src));
    expect(after[0]!.alt).toBe("Accueil, version finale");
    // An image the form did not list (added meanwhile) stays as it was.
    expect(after[1]).toEqual(img(3));
    expect(current[0]!.alt).toBe("Écran 1");
  });

  test("every kept image and the new ones are described", () => {
    const check = checkGallery(
      [img(1), img(2)],
      {
        edits: [
          { src: img(1).src, alt: "ok", remove: false },
          { src: img(2).src, alt: "", remove: true },
        ],
        newAlt: "",
      },
      1,
    );
    expect(check).toEqual({
      ok: false,
      message: "Décrivez l'image 1 de la galerie (5\u00a0caractères au moins).",
      fieldErrors: {
        "gallery-alt-0": "Décrivez l'image 1 de la galerie (5\u00a0caractères au moins).",
        galleryNewAlt:
          "Décrivez les images ajoutées (5\u00a0caractères au moins)\u00a0: c'est ce qu'entend un lecteur d'écran.",
      },
    });
    expect(checkGallery([], { edits: [], newAlt: "" }, 0)).toEqual({ ok: true });
    expect(checkGallery([], { edits: [], newAlt: "Écrans du site" }, 3)).toEqual({ ok: true });
  });

  test(`${GALLERY_MAX} images at most, removals counted, in French`, () => {
    const six = [1, 2, 3, 4, 5, 6].map(img);
    const edits = six.map((i) => ({ ...i, remove: false }));
    expect(checkGallery(six, { edits, newAlt: "Écrans du site" }, 2)).toEqual({ ok: true });
    const over = checkGallery(six, { edits, newAlt: "Écrans du site" }, 3);
    expect(over).toMatchObject({
      ok: false,
      message:
        "La galerie compte 8\u00a0images au plus\u00a0: 6\u00a0images gardées et 3\u00a0images ajoutées. Retirez-en ou ajoutez-en moins.",
    });
    expect(Object.keys((over as { fieldErrors: object }).fieldErrors)).toEqual(["galleryFiles"]);
    // Removing one makes room for the third.
    edits[0]!.remove = true;
    expect(checkGallery(six, { edits, newAlt: "Écrans du site" }, 3)).toEqual({ ok: true });
    expect(checkGallery([], { edits: [], newAlt: "Écrans du site" }, 9)).toMatchObject({
      ok: false,
      message: expect.stringContaining("0\u00a0image gardée et 9\u00a0images ajoutées"),
    });
  });
});
