import { describe, expect, it } from "vitest";
import { offlinePage } from "./offline-page.ts";

describe("the offline page", () => {
  it("says so in French, with a no-break space before the colon", () => {
    const html = offlinePage([]);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<h1>Vous êtes hors ligne</h1>");
    expect(html).toContain('<a href="">Réessayer</a>');
    expect(html).toContain("sur cet appareil\u00a0: elle");
    expect(html).not.toContain("Pages disponibles");
  });

  it("links the pages kept on this device, their titles escaped", () => {
    const html = offlinePage([{ path: "/documents?type=quote&x=1", title: "Registre <Devis>" }]);
    expect(html).toContain("Pages disponibles sur cet appareil");
    expect(html).toContain('<a href="/documents?type=quote&amp;x=1">Registre &lt;Devis&gt;</a>');
  });
});
