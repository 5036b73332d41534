import { describe, expect, it } from "vitest";
import {
  emptyClientFields,
  keptClientOf,
  matchClient,
  mergedFields,
  mergeRefusal,
  normalizeEmail,
  normalizeName,
  normalizeNinea,
  type ClientFields,
  type KnownClient,
} from "./match.ts";

const client = (id: string, patch: Partial<KnownClient> = {}): KnownClient => ({
  id,
  name: `Client ${id}`,
  email: null,
  ninea: null,
  mergedInto: null,
  createdAt: new Date(`2026-01-0${id.length}T00:00:00Z`),
  ...patch,
});

describe("normalising", () => {
  it("reads an email without case or spaces, and nothing that is not one", () => {
    expect(normalizeEmail("  Contact@KeurYaay.SN ")).toBe("contact@keuryaay.sn");
    expect(normalizeEmail("pas une adresse")).toBe("");
    expect(normalizeEmail(null)).toBe("");
  });

  it("reads a NINEA as its letters and digits, upper-cased", () => {
    expect(normalizeNinea("004 567 890 2g3")).toBe("0045678902G3");
    expect(normalizeNinea("004-567-890-2G3")).toBe("0045678902G3");
    expect(normalizeNinea("12-34")).toBe("");
  });

  it("reads a name without accents, case or punctuation", () => {
    expect(normalizeName("  Société  Générale—Sénégal ")).toBe("societe generale senegal");
  });
});

describe("matching", () => {
  const book = [
    client("a", { email: "Awa@Exemple.sn", ninea: "004 567 890 2G3", name: "Awa SARL" }),
    client("bb", { email: "contact@keuryaay.sn", name: "Keur Yaay" }),
    client("ccc", { email: "old@exemple.sn", mergedInto: "bb" }),
  ];

  it("finds a client by NINEA first, written another way", () => {
    expect(matchClient({ name: "Autre nom", ninea: "0045678902g3" }, book)).toBe("a");
    // The NINEA wins over an email that names another client.
    expect(
      matchClient({ name: "x", ninea: "004-567-890-2G3", email: "contact@keuryaay.sn" }, book),
    ).toBe("a");
  });

  it("finds a client by email, whatever its case", () => {
    expect(matchClient({ name: "Keur Yaay SARL", email: " CONTACT@keuryaay.sn" }, book)).toBe("bb");
  });

  it("leads a merged client's email to the client kept", () => {
    expect(matchClient({ name: "x", email: "old@exemple.sn" }, book)).toBe("bb");
  });

  it("makes a new client for an unknown email, even under a known name", () => {
    expect(matchClient({ name: "Keur Yaay", email: "autre@keuryaay.sn" }, book)).toBeNull();
  });

  it("matches by name only when there is neither email nor NINEA", () => {
    expect(matchClient({ name: "  keur   YAAY " }, book)).toBe("bb");
    expect(matchClient({ name: "Inconnu" }, book)).toBeNull();
  });

  it("takes the oldest of several", () => {
    const twins = [
      client("zz", { email: "x@y.sn", createdAt: new Date("2026-03-01") }),
      client("yy", { email: "x@y.sn", createdAt: new Date("2026-02-01") }),
    ];
    expect(matchClient({ name: "", email: "x@y.sn" }, twins)).toBe("yy");
  });

  it("follows merges to the end, and stops on a loop", () => {
    const byId = new Map([
      ["a", { id: "a", mergedInto: "b" }],
      ["b", { id: "b", mergedInto: "c" }],
      ["c", { id: "c", mergedInto: null }],
      ["x", { id: "x", mergedInto: "y" }],
      ["y", { id: "y", mergedInto: "x" }],
    ]);
    expect(keptClientOf("a", byId)).toBe("c");
    expect(["x", "y"]).toContain(keptClientOf("x", byId));
  });
});

describe("merge rules", () => {
  const fields = (patch: Partial<ClientFields>): ClientFields => ({
    ...emptyClientFields(),
    ...patch,
  });

  it("keeps what the kept client says and fills its blanks from the other", () => {
    const merged = mergedFields(
      fields({ name: "Keur Yaay", email: "a@k.sn", phone: "  ", notes: "Payé par Wave" }),
      fields({
        name: "KEUR YAAY SARL",
        email: "b@k.sn",
        phone: "+221 77 000 00 00",
        ninea: "0045678902G3",
        rccm: "SN-DKR-2020-B-1",
        notes: "Contact: Awa",
      }),
    );
    expect(merged).toEqual({
      name: "Keur Yaay",
      contactName: "",
      email: "a@k.sn",
      phone: "+221 77 000 00 00",
      address: "",
      ninea: "0045678902G3",
      rccm: "SN-DKR-2020-B-1",
      notes: "Payé par Wave\n\nContact: Awa",
    });
  });

  it("refuses a client with itself, a missing or an already merged one", () => {
    const a = { id: "a", mergedInto: null };
    expect(mergeRefusal(a, a)).toMatch(/deux clients différents/);
    expect(mergeRefusal(a, undefined)).toMatch(/introuvable/);
    expect(mergeRefusal(a, { id: "b", mergedInto: "c" })).toMatch(/déjà été fusionné/);
    expect(mergeRefusal(a, { id: "b", mergedInto: null })).toBeNull();
  });
});
