import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { companyDefaults } from "#app/config/company.ts";
import { db } from "#app/db/db.server.ts";
import { companySettings, companySettingsHistory } from "#app/db/schema.ts";
import {
  checkSiteRevision,
  currentSiteRevision,
} from "#app/features/platform/site-revision.server.ts";
import {
  company,
  loadCompanySettings,
  resetCompanySettingsForTests,
} from "#app/features/settings/current.server.ts";
import { handleSettingsAction, loadSettingsPage } from "#app/features/settings/route.server.ts";
import { openingHoursText } from "#app/features/settings/schema.ts";
import { companySnapshot, paymentDetails } from "#app/features/documents/snapshot.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// The firm's settings (ADR 033), through the page's own handlers: a real Request,
// the real database and a real Gérant's session.

const SITE = "http://localhost:3000";
let gerant = "";
let facturation = "";

beforeAll(async () => {
  const ip = "192.0.2.40";
  gerant = await signedIn("gerant", {
    email: "gerant-settings@teranga-digital.sn",
    name: "Awa Ndiaye",
    ip,
  });
  facturation = await signedIn("facturation", {
    email: "compta-settings@teranga-digital.sn",
    name: "Moussa Fall",
    ip,
  });
});

const page = (cookie = gerant) =>
  new Request(`${SITE}/parametres-entreprise`, {
    headers: { cookie, "x-real-ip": "192.0.2.41" },
  });

/** The page's form as the browser posts it, from the current values, with changes. */
async function formWith(changes: Record<string, string | File>): Promise<FormData> {
  const data = (await loadSettingsPage(page())) as Awaited<ReturnType<typeof loadSettingsPage>>;
  const form = new FormData();
  const flat = (value: unknown, prefix: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k);
    } else if (!prefix.startsWith("images.") && prefix !== "openingHours") {
      form.set(prefix, Array.isArray(value) ? value.join(", ") : String(value ?? ""));
    }
  };
  flat(data.settings, "");
  form.set("openingHours", data.openingHours);
  for (const [k, v] of Object.entries(changes)) form.set(k, v);
  return form;
}

async function submit(form: FormData, cookie = gerant) {
  const request = new Request(`${SITE}/parametres-entreprise`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: SITE, "x-real-ip": "192.0.2.41" },
  });
  const result = await handleSettingsAction(request);
  return result as unknown as {
    data: { ok: boolean; message: string; errors?: Record<string, string> };
    init: { status?: number } | null;
  };
}

async function historyRows() {
  return db().select().from(companySettingsHistory).orderBy(companySettingsHistory.at);
}

describe("the firm's settings", () => {
  it("a fresh install has no row and reads app/config/company.ts (and REMINDER_DAYS)", async () => {
    resetCompanySettingsForTests();
    const { rows } = await db().execute(sql`select count(*)::int as n from company_settings`);
    expect(Number((rows[0] as { n: number }).n)).toBe(0);
    const loaded = await loadCompanySettings();
    expect(loaded.phones.main).toBe(companyDefaults.phones.main);
    expect(loaded.payment.bank.name).toBe(companyDefaults.payment.bank.name);
    expect(loaded.documents.reminderDays).toEqual([3, 15, 30]);
    expect(loaded.documents.defaultVatRate).toBe(18);
    expect(loaded.images).toEqual({ logo: null, signature: null, stamp: null });
    const data = await loadSettingsPage(page());
    expect(data.history).toEqual([]);
    expect(data.openingHours).toBe(openingHoursText(companyDefaults.openingHours));
  });

  it("only the Gérant opens and saves the page (403 in French otherwise)", async () => {
    const refused = await loadSettingsPage(page(facturation)).catch((e: unknown) => e);
    expect((refused as { init: { status: number } }).init.status).toBe(403);
    const post = await handleSettingsAction(
      new Request(`${SITE}/parametres-entreprise`, {
        method: "POST",
        body: await formWith({ "phones.main": "+221 33 000 00 00" }),
        headers: { cookie: facturation, origin: SITE },
      }),
    ).catch((e: unknown) => e);
    expect((post as { init: { status: number } }).init.status).toBe(403);
    expect(await historyRows()).toHaveLength(0);
  });

  it("a save stores the settings, a history row (who, before, after) and moves the site's revision", async () => {
    const revision = currentSiteRevision();
    const result = await submit(
      await formWith({
        "phones.main": "+221 33 999 88 77",
        "payment.bank.name": "Banque Atlantique Sénégal, agence Plateau",
        "documents.reminderDays": "5, 20",
        "documents.invoiceFooter": "Pénalités de retard : 1,5 % par mois.",
      }),
    );
    expect(result.data.ok).toBe(true);
    expect(company.phones.main).toBe("+221 33 999 88 77");
    expect(company.documents.reminderDays).toEqual([5, 20]);
    expect(currentSiteRevision()).toBe(revision + 1);
    const [row] = await db().select().from(companySettings);
    expect((row!.data as { phones: { main: string } }).phones.main).toBe("+221 33 999 88 77");
    const [h] = await historyRows();
    expect(h!.byName).toBe("Awa Ndiaye");
    expect((h!.before as { phones: { main: string } }).phones.main).toBe(
      companyDefaults.phones.main,
    );
    expect((h!.after as { payment: { bank: { name: string } } }).payment.bank.name).toBe(
      "Banque Atlantique Sénégal, agence Plateau",
    );
    // The page shows what changed, field by field.
    const data = await loadSettingsPage(page());
    expect(data.history).toHaveLength(1);
    expect(data.history[0]!.changes).toEqual(
      expect.arrayContaining([
        {
          field: "phones.main",
          before: companyDefaults.phones.main,
          after: "+221 33 999 88 77",
        },
        { field: "documents.reminderDays", before: "3, 15, 30", after: "5, 20" },
      ]),
    );
    // New documents carry them; the snapshot freezes identity, payment details and footer.
    expect(companySnapshot("invoice").phones[0]).toBe("+221 33 999 88 77");
    expect(companySnapshot("invoice").footer).toBe("Pénalités de retard : 1,5 % par mois.");
    expect(paymentDetails().bank.name).toBe("Banque Atlantique Sénégal, agence Plateau");
    // Saving the same values again records nothing.
    const again = await submit(await formWith({}));
    expect(again.data.message).toMatch(/Aucune modification/);
    expect(await historyRows()).toHaveLength(1);
  });

  it("wrong values get a French message per field and change nothing", async () => {
    const before = await historyRows();
    const result = await submit(
      await formWith({
        name: "  ",
        "emails.contact": "pas-une-adresse",
        "phones.mobile": "appelez-nous",
        "documents.quoteValidityDays": "0",
        "documents.reminderDays": "15, 3",
        "socials.x": "javascript:alert(1)",
      }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.ok).toBe(false);
    expect(result.data.errors).toEqual({
      name: "Nom commercial\u00a0: ce champ est obligatoire.",
      "emails.contact": "E-mail de contact\u00a0: cette adresse e-mail n'est pas valide.",
      "phones.mobile":
        "Téléphone mobile\u00a0: écrivez un numéro de téléphone (chiffres, espaces, «\u00a0+\u00a0»).",
      "documents.quoteValidityDays": "Validité des devis\u00a0: entre 1 et 365.",
      "documents.reminderDays":
        "Relances\u00a0: des jours croissants, sans doublon (ex.\u00a0: 3, 15, 30).",
      "socials.x": "X\u00a0: une adresse commençant par https://, ou rien.",
    });
    expect(await historyRows()).toHaveLength(before.length);
    expect(company.phones.mobile).toBe(companyDefaults.phones.mobile);
  });

  it("an image is checked by its content, resized to a PNG and kept by its hash; anything else is refused in French", async () => {
    const big = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: "#0b1f3a" },
    })
      .jpeg()
      .toBuffer();
    const ok = await submit(
      await formWith({ "image.logo": new File([new Uint8Array(big)], "logo.jpg") }),
    );
    expect(ok.data.ok).toBe(true);
    const sha = company.images.logo!;
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await db().execute(
      sql`select width, height, mime from company_image where sha256 = ${sha}`,
    );
    expect(rows[0]).toEqual({ width: 600, height: 300, mime: "image/png" });

    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    for (const file of [
      new File([svg], "logo.png", { type: "image/png" }),
      new File(["%PDF-1.4 pas une image"], "cachet.png", { type: "image/png" }),
    ]) {
      const refused = await submit(await formWith({ "image.stamp": file }));
      expect(refused.data.ok).toBe(false);
      expect(refused.data.errors).toEqual({
        "images.stamp":
          "Ce fichier n'est pas une image PNG, JPEG ou WebP. Les fichiers SVG ne sont pas acceptés.",
      });
    }
    expect(company.images.stamp).toBeNull();
    expect(company.images.logo).toBe(sha);
  });

  it("a save made by another instance is read here at the next check of the site's revision", async () => {
    await checkSiteRevision();
    // Another instance: the row and the counter move without this process's save.
    const [row] = await db().select().from(companySettings);
    const data = row!.data as { phones: { main: string; mobile: string } };
    await db()
      .update(companySettings)
      .set({ data: { ...data, phones: { ...data.phones, main: "+221 33 123 45 67" } } });
    await db().execute(sql`update site_revision set revision = revision + 1 where id = 1`);
    expect(company.phones.main).not.toBe("+221 33 123 45 67");
    await checkSiteRevision();
    expect(company.phones.main).toBe("+221 33 123 45 67");
  });
});
