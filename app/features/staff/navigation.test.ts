import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "#app/features/auth/permissions.ts";
import { pagePaths } from "#app/lib/route-paths.ts";
import routes from "#app/routes.ts";
import { activeLink, staffNavOf } from "./navigation.ts";

// Each role's navigation, written out here by hand from the role table of the team page
// (« Gérant : tout », « Facturation : documents, paiements, avoirs, clients », …), not
// computed from the permission table: a permission moved there shows here.
const EXPECTED: Record<string, Record<string, string[]>> = {
  gerant: {
    Studio: ["Accueil du studio"],
    Ventes: ["Registre", "Devis", "Factures", "Clients", "Catalogue", "Abonnements"],
    Projets: ["Projets", "Temps", "Dépenses"],
    Encaissement: ["Paiements attendus", "Relances", "Tableau de bord", "Marges"],
    Site: ["Demandes", "Appels", "Pipeline", "Rédaction"],
    Entreprise: ["Équipe", "Paramètres"],
  },
  facturation: {
    Studio: ["Accueil du studio"],
    Ventes: ["Registre", "Devis", "Factures", "Clients", "Catalogue", "Abonnements"],
    Projets: ["Projets", "Temps"],
    Encaissement: ["Paiements attendus", "Relances", "Tableau de bord"],
  },
  commercial: {
    Studio: ["Accueil du studio"],
    Ventes: ["Registre", "Devis", "Factures", "Clients"],
    Projets: ["Projets", "Temps"],
    Encaissement: ["Paiements attendus", "Relances", "Tableau de bord"],
    Site: ["Demandes", "Appels", "Pipeline"],
  },
  redaction: {
    Site: ["Rédaction"],
  },
};

const asTable = (role: Parameters<typeof staffNavOf>[0]) =>
  Object.fromEntries(staffNavOf(role).map((g) => [g.label, g.links.map((l) => l.label)]));

describe("the staff shell's navigation", () => {
  it("shows each role exactly its sections, grouped", () => {
    for (const role of STAFF_ROLES) expect(asTable(role), role).toEqual(EXPECTED[role]);
    expect(Object.keys(EXPECTED).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it("links only pages of the site", () => {
    const routed = new Set(pagePaths(routes));
    for (const { to } of staffNavOf("gerant").flatMap((g) => g.links))
      expect(routed.has(to.split("?")[0]!), to).toBe(true);
  });

  it("carries « À faire »'s counts where the things wait, the hub all of them", () => {
    const counts = (role: Parameters<typeof staffNavOf>[0], c: Parameters<typeof staffNavOf>[1]) =>
      Object.fromEntries(
        staffNavOf(role, c).flatMap((g) =>
          g.links.filter((l) => l.count !== undefined).map((l) => [l.label, l.count]),
        ),
      );
    expect(
      counts("gerant", { overdue: 3, toCheck: 1, toInvoice: 2, requests: 4, subscriptions: 1 }),
    ).toEqual({
      "Accueil du studio": 11,
      Relances: 3,
      "Tableau de bord": 1,
      Demandes: 4,
      Abonnements: 1,
    });
    // Nothing waiting: no count at all, not a « 0 ».
    expect(counts("commercial", { followUp: 0, requests: 0 })).toEqual({});
    expect(counts("commercial", { followUp: 2 })).toEqual({ "Accueil du studio": 2 });
    expect(counts("redaction", { scheduled: 2 })).toEqual({});
  });

  it("a member without a role sees no section", () => {
    expect(staffNavOf(null)).toEqual([]);
  });

  it("links the register's views by their filters", () => {
    const links = Object.fromEntries(
      staffNavOf("gerant").flatMap((g) => g.links.map((l) => [l.label, l.to])),
    );
    expect(links).toMatchObject({
      "Accueil du studio": "/invoice-quote",
      Registre: "/documents",
      Devis: "/documents?type=quote",
      Factures: "/documents?type=invoice",
      "Paiements attendus": "/documents?solde=du",
      Relances: "/documents?statut=overdue",
      Paramètres: "/parametres-entreprise",
    });
  });

  it("marks the page's own link: the most precise one, or the section of a page below it", () => {
    const links = staffNavOf("gerant").flatMap((g) => g.links);
    expect(activeLink(links, "/documents", "")).toBe("/documents");
    expect(activeLink(links, "/documents", "?type=quote&statut=sent")).toBe(
      "/documents?type=quote",
    );
    expect(activeLink(links, "/documents", "?type=credit_note")).toBe("/documents");
    expect(activeLink(links, "/documents/FACT-2026-11-29-0001", "")).toBe("/documents");
    expect(activeLink(links, "/clients/12", "")).toBe("/clients");
    expect(activeLink(links, "/projets/3f1c", "")).toBe("/projets");
    expect(activeLink(links, "/redaction/articles/3", "")).toBe("/redaction");
    expect(activeLink(links, "/create-quote", "")).toBeNull();
    // A path that only begins like a section's is not in it.
    expect(activeLink(links, "/clientsx", "")).toBeNull();
  });
});
