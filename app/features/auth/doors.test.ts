import { describe, expect, it } from "vitest";
import { DOORS, doorsOf, landingOf, menuDoorsOf } from "./doors.ts";
import { STAFF_ROLES, type StaffRole } from "./permissions.ts";

// The role × door table, written out here by hand (not from the permission table): a door
// a role cannot open must never show in its menus, and a door it can open never hides.
const X = true;
const _ = false;
const TABLE: Record<string, Record<StaffRole | "none", boolean>> = {
  //                           gerant facturation commercial redaction none
  "/create-quote": { gerant: X, facturation: X, commercial: X, redaction: _, none: _ },
  "/create-invoice": { gerant: X, facturation: X, commercial: _, redaction: _, none: _ },
  "/create-technical-proposal": { gerant: X, facturation: X, commercial: X, redaction: _, none: _ },
  "/documents": { gerant: X, facturation: X, commercial: X, redaction: _, none: _ },
  "/tableau-de-bord": { gerant: X, facturation: X, commercial: X, redaction: _, none: _ },
  "/marges": { gerant: X, facturation: _, commercial: _, redaction: _, none: _ },
  "/demandes": { gerant: X, facturation: _, commercial: X, redaction: _, none: _ },
  "/pipeline": { gerant: X, facturation: _, commercial: X, redaction: _, none: _ },
  "/abonnements": { gerant: X, facturation: X, commercial: _, redaction: _, none: _ },
  "/clients": { gerant: X, facturation: X, commercial: X, redaction: _, none: _ },
  "/catalogue": { gerant: X, facturation: X, commercial: _, redaction: _, none: _ },
  "/projets": { gerant: X, facturation: X, commercial: X, redaction: _, none: _ },
  "/temps": { gerant: X, facturation: X, commercial: X, redaction: _, none: _ },
  "/depenses": { gerant: X, facturation: _, commercial: _, redaction: _, none: _ },
  "/redaction": { gerant: X, facturation: _, commercial: _, redaction: X, none: _ },
  "/equipe": { gerant: X, facturation: _, commercial: _, redaction: _, none: _ },
  "/parametres-entreprise": { gerant: X, facturation: _, commercial: _, redaction: _, none: _ },
  "/securite": { gerant: X, facturation: X, commercial: X, redaction: X, none: X },
};
const WHO = [...STAFF_ROLES, "none"] as const;
const roleOf = (who: (typeof WHO)[number]) => (who === "none" ? null : who);

describe("the doors of each role", () => {
  it("every door of the list is in the table, and the other way round", () => {
    expect(DOORS.map((d) => d.to).sort()).toEqual(Object.keys(TABLE).sort());
  });

  it.each(WHO)("%s: exactly the doors of the table, in the hub's order", (who) => {
    const expected = DOORS.map((d) => d.to).filter((to) => TABLE[to]![who]);
    expect(doorsOf(roleOf(who)).map((d) => d.to)).toEqual(expected);
  });

  it("the avatar menu: the hub for the billing roles, the editor for who publishes, and one's own security", () => {
    const menu = (who: (typeof WHO)[number]) => menuDoorsOf(roleOf(who)).map((d) => d.label);
    expect(menu("gerant")).toEqual(["Devis & Factures", "Rédaction", "Sécurité de mon compte"]);
    expect(menu("facturation")).toEqual(["Devis & Factures", "Sécurité de mon compte"]);
    expect(menu("commercial")).toEqual(["Devis & Factures", "Sécurité de mon compte"]);
    expect(menu("redaction")).toEqual(["Rédaction", "Sécurité de mon compte"]);
    expect(menu("none")).toEqual(["Sécurité de mon compte"]);
  });

  it("each member lands on the first page their role can use", () => {
    expect(landingOf("gerant")).toBe("/invoice-quote");
    expect(landingOf("facturation")).toBe("/invoice-quote");
    expect(landingOf("commercial")).toBe("/invoice-quote");
    expect(landingOf("redaction")).toBe("/redaction");
    expect(landingOf(null)).toBe("/securite");
  });
});
