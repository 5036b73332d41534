import { describe, expect, it } from "vitest";
import { companyDefaults } from "#app/config/company.ts";
import { defaultSettings } from "#app/config/company-live.ts";
import {
  CompanySettingsSchema,
  openingHoursText,
  parseOpeningHours,
  parseReminderDays,
  readStoredSettings,
  settingsChanges,
  settingsFromForm,
} from "./schema.ts";
import { TEXT_FIELDS } from "./labels.ts";

describe("the firm's settings document", () => {
  it("a fresh install's defaults are company.ts's and validate", () => {
    const d = defaultSettings([3, 15, 30]);
    expect(CompanySettingsSchema.parse(d)).toEqual(d);
    expect(d.payment.bank.iban).toBe(companyDefaults.payment.bank.iban);
    expect(d.documents).toMatchObject({ defaultVatRate: 18, reminderDays: [3, 15, 30] });
  });

  it("the usual payment method: « Virement » on a fresh install, one of the ledger's, kept by older settings", () => {
    const d = defaultSettings([3, 15, 30]);
    expect(d.documents.paymentMethod).toBe("virement");
    const wave = { ...d, documents: { ...d.documents, paymentMethod: "wave" } };
    expect(CompanySettingsSchema.parse(wave).documents.paymentMethod).toBe("wave");
    const wrong = CompanySettingsSchema.safeParse({
      ...d,
      documents: { ...d.documents, paymentMethod: "bitcoin" },
    });
    expect(wrong.error?.issues[0]?.message).toBe(
      "Moyen de paiement habituel\u00a0: choisissez un moyen de la liste.",
    );
    // Settings saved before the field existed read back with the default.
    const { paymentMethod: _gone, ...olderDocuments } = wave.documents;
    expect(
      readStoredSettings({ ...d, documents: olderDocuments }, d)?.documents.paymentMethod,
    ).toBe("virement");
  });

  it("the SYSCOHADA accounts: a fresh install's, numbers only, kept by older settings", () => {
    const d = defaultSettings([3, 15, 30]);
    expect(d.accounting).toEqual({
      salesJournal: "VT",
      receiptsJournal: "EN",
      clients: "411",
      sales: "706",
      vat: "4431",
      deposits: "4191",
      bank: "521",
      cash: "571",
      wave: "5521",
      orangeMoney: "5522",
      freeMoney: "5523",
      suspense: "471",
      stampDuty: "4421",
    });
    const wrong = CompanySettingsSchema.safeParse({
      ...d,
      accounting: { ...d.accounting, wave: "55 21", salesJournal: "vt" },
    });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      "Code du journal des ventes\u00a0: 1 à 6\u00a0lettres majuscules ou chiffres (ex.\u00a0: VT).",
      "Compte Wave\u00a0: un numéro de compte de 2 à 13\u00a0chiffres (ex.\u00a0: 411).",
    ]);
    // Settings saved before the accounts existed read back with the defaults.
    const { accounting: _gone, ...older } = d;
    expect(readStoredSettings(older, d)?.accounting).toEqual(d.accounting);
  });

  it("opening hours read back as written, « fermé » as no hours", () => {
    const text =
      "Lundi – Vendredi\u00a0: 09:00 – 18:00\nSamedi\u00a0: 09:00 – 13:00\nDimanche\u00a0: fermé";
    const hours = parseOpeningHours(text);
    expect(hours).toEqual([
      { days: "Lundi – Vendredi", hours: "09:00 – 18:00" },
      { days: "Samedi", hours: "09:00 – 13:00" },
      { days: "Dimanche", hours: null },
    ]);
    expect(openingHoursText(hours)).toBe(text);
    // Typed with a plain space before the colon, or none: the same lines.
    expect(parseOpeningHours("Dimanche: fermé\nSamedi : 09:00 – 13:00")).toEqual([
      { days: "Dimanche", hours: null },
      { days: "Samedi", hours: "09:00 – 13:00" },
    ]);
  });

  it("reminder steps: numbers kept, anything else left for the schema to refuse", () => {
    expect(parseReminderDays("3, 15;30")).toEqual([3, 15, 30]);
    expect(parseReminderDays("")).toEqual([]);
    expect(parseReminderDays("3, x")).toEqual([3, "x"]);
  });

  it("a stored document lacking a later field takes its default; a broken one is refused", () => {
    const d = defaultSettings([3, 15, 30]);
    const { images: _, ...older } = d;
    const stored = { ...older, documents: { ...d.documents, invoiceFooter: undefined } };
    expect(readStoredSettings(stored, d)).toEqual(d);
    expect(readStoredSettings({ ...d, phones: { main: "" } }, d)).toBeNull();
    expect(readStoredSettings(null, d)).toBeNull();
  });

  it("the changes of a save, field by field", () => {
    const d = defaultSettings([3, 15, 30]);
    const next = {
      ...d,
      phones: { ...d.phones, main: "+221 33 000 00 00" },
      documents: { ...d.documents, reminderDays: [5] },
    };
    expect(settingsChanges(d, next)).toEqual([
      { field: "phones.main", before: d.phones.main, after: "+221 33 000 00 00" },
      { field: "documents.reminderDays", before: "3, 15, 30", after: "5" },
    ]);
    expect(settingsChanges(d, d)).toEqual([]);
  });
});

describe("what goes by WhatsApp Business on its own", () => {
  const d = defaultSettings([3, 15, 30]);
  /** The settings form as the page posts it, with the checkboxes ticked. */
  function form(ticked: string[]) {
    const f = new FormData();
    const at = (path: string) =>
      path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d);
    for (const name of TEXT_FIELDS) f.set(name, String(at(name)));
    f.set("openingHours", openingHoursText(d.openingHours));
    f.set("documents.reminderDays", "3, 15, 30");
    for (const k of ticked) f.set(`whatsappBusiness.${k}`, "on");
    return f;
  }

  it("everything on a fresh install, and for settings saved before the choice existed", () => {
    const all = { document: true, reminder: true, receipt: true, acceptance: true, call: true };
    expect(d.whatsappBusiness).toEqual(all);
    const { whatsappBusiness: _gone, ...older } = d;
    expect(readStoredSettings(older, d)?.whatsappBusiness).toEqual(all);
  });

  it("a checkbox left unticked is off, and the history says « WhatsApp automatique : … »", () => {
    const parsed = settingsFromForm(form(["document", "acceptance"]), d.images);
    expect(parsed.ok && parsed.settings.whatsappBusiness).toEqual({
      document: true,
      reminder: false,
      receipt: false,
      acceptance: true,
      call: false,
    });
    const changes = settingsChanges(d, parsed.ok ? parsed.settings : d);
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ["whatsappBusiness.reminder", "true", "false"],
      ["whatsappBusiness.receipt", "true", "false"],
      ["whatsappBusiness.call", "true", "false"],
    ]);
  });
});
