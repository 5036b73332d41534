import { PAYMENT_TERMS_DAYS } from "#app/config/company.ts";
import { DEFAULT_PAYMENT_METHOD, METHODS } from "#app/config/payment-methods.ts";
import { z } from "#app/lib/zod.ts";
import { TEXT_FIELDS, WHATSAPP_AUTOMATION_KEYS } from "./labels.ts";

// The firm's settings as one validated document (ADR 033): what the public pages,
// the emails and the documents print about the firm, and the studio's defaults.
// Pure: no I/O, unit-tested beside it.

const NBSP = "\u00a0";
const required = (label: string, max = 200) =>
  z
    .string({ error: `${label}${NBSP}: ce champ est obligatoire.` })
    .trim()
    .min(1, `${label}${NBSP}: ce champ est obligatoire.`)
    .max(max, `${label}${NBSP}: ${max}${NBSP}caractères au plus.`);
const optional = (label: string, max = 200) =>
  z.string().trim().max(max, `${label}${NBSP}: ${max}${NBSP}caractères au plus.`).default("");
const email = (label: string) =>
  z
    .string({ error: `${label}${NBSP}: ce champ est obligatoire.` })
    .trim()
    .min(1, `${label}${NBSP}: ce champ est obligatoire.`)
    .pipe(z.email(`${label}${NBSP}: cette adresse e-mail n'est pas valide.`));
// A phone as people write it: digits, spaces, +, dots, dashes, parentheses.
const phone = (label: string) =>
  required(label, 30).regex(
    /^\+?[\d\s.()-]{6,}$/,
    `${label}${NBSP}: écrivez un numéro de téléphone (chiffres, espaces, «${NBSP}+${NBSP}»).`,
  );
const url = (label: string) =>
  optional(label, 300).refine(
    (v) => v === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
    `${label}${NBSP}: une adresse commençant par https://, ou rien.`,
  );
const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}${NBSP}: écrivez un nombre entier.` })
    .int(`${label}${NBSP}: écrivez un nombre entier.`)
    .min(min, `${label}${NBSP}: entre ${min} et ${max}.`)
    .max(max, `${label}${NBSP}: entre ${min} et ${max}.`);
// A SYSCOHADA account: its number, 2 to 13 digits (« 411 », « 5521 », « 411100 »).
const account = (label: string) =>
  required(label, 13).regex(
    /^\d{2,13}$/,
    `${label}${NBSP}: un numéro de compte de 2 à 13${NBSP}chiffres (ex.${NBSP}: 411).`,
  );
// A journal's code as Odoo and Sage key it: 1 to 6 capital letters or digits.
const journalCode = (label: string) =>
  required(label, 6).regex(
    /^[A-Z0-9]{1,6}$/,
    `${label}${NBSP}: 1 à 6${NBSP}lettres majuscules ou chiffres (ex.${NBSP}: VT).`,
  );
const imageRef = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .nullable()
  .default(null);

export const OpeningHoursSchema = z
  .array(z.object({ days: required("Horaires", 60), hours: z.string().trim().max(60).nullable() }))
  .min(1, `Horaires d'ouverture${NBSP}: au moins une ligne.`)
  .max(7, `Horaires d'ouverture${NBSP}: sept lignes au plus.`);

const on = z.boolean().default(true);
const WhatsappAutomationsSchema = z
  .object({ document: on, reminder: on, receipt: on, acceptance: on, call: on })
  .default({ document: true, reminder: true, receipt: true, acceptance: true, call: true });

export const CompanySettingsSchema = z.object({
  name: required("Nom commercial", 80),
  legalName: required("Raison sociale", 120),
  slogan: optional("Slogan", 120),
  blurb: required("Présentation", 400),
  address: z.object({
    street: required("Adresse", 150),
    postalCode: optional("Boîte postale", 40),
    city: required("Ville", 80),
    country: required("Pays", 80),
  }),
  phones: z.object({ main: phone("Téléphone principal"), mobile: phone("Téléphone mobile") }),
  whatsapp: phone("WhatsApp"),
  emails: z.object({
    contact: email("E-mail de contact"),
    commercial: email("E-mail commercial"),
    privacy: email("E-mail «\u00a0données personnelles\u00a0»"),
    noreply: email("E-mail d'envoi"),
  }),
  ninea: required("NINEA", 40),
  rccm: required("RCCM", 60),
  socials: z.object({
    instagram: url("Instagram"),
    facebook: url("Facebook"),
    x: url("X"),
    youtube: url("YouTube"),
    tiktok: url("TikTok"),
  }),
  openingHours: OpeningHoursSchema,
  payment: z.object({
    bank: z.object({
      name: required("Banque", 150),
      holder: required("Titulaire du compte", 120),
      rib: required("RIB", 60),
      iban: required("IBAN", 60),
      bic: required("BIC", 20),
    }),
    wave: phone("Numéro Wave"),
    orangeMoney: phone("Numéro Orange Money"),
  }),
  documents: z.object({
    paymentTermsDays: z.coerce
      .number()
      .refine(
        (v): v is (typeof PAYMENT_TERMS_DAYS)[number] =>
          (PAYMENT_TERMS_DAYS as readonly number[]).includes(v),
        `Délai de paiement${NBSP}: choisissez à réception, 15, 30 ou 45${NBSP}jours.`,
      ),
    quoteValidityDays: whole("Validité des devis", 1, 365),
    defaultVatRate: whole("TVA par défaut", 0, 100),
    /** The method « Facture acquittée » and « Enregistrer un paiement » start from. */
    paymentMethod: z
      .enum(METHODS, {
        error: `Moyen de paiement habituel${NBSP}: choisissez un moyen de la liste.`,
      })
      .default(DEFAULT_PAYMENT_METHOD),
    /** Days after the due date; empty: no automatic reminder. */
    reminderDays: z
      .array(whole("Relances", 1, 365))
      .max(10, `Relances${NBSP}: dix étapes au plus.`)
      .refine(
        (days) => days.every((d, i) => i === 0 || d > days[i - 1]!),
        `Relances${NBSP}: des jours croissants, sans doublon (ex.${NBSP}: 3, 15, 30).`,
      ),
    /** The stamp duty on cash payments, percent (ADR 049); « 0 »: none. */
    cashStampDuty: z
      .string()
      .trim()
      .regex(
        /^\d{1,2}(?:[.,]\d{1,2})?$/,
        `Droit de timbre sur les espèces${NBSP}: un pourcentage (ex.${NBSP}: 1 ou 0,5), 0 pour aucun.`,
      )
      .default("1"),
    quoteFooter: optional("Pied de page des devis", 400),
    invoiceFooter: optional("Pied de page des factures", 400),
  }),
  /** The accountant's journals (ADR 047): SYSCOHADA account numbers and journal codes. */
  accounting: z.object({
    salesJournal: journalCode("Code du journal des ventes"),
    receiptsJournal: journalCode("Code du journal des encaissements"),
    clients: account("Compte clients"),
    sales: account("Compte des ventes (prestations)"),
    vat: account("Compte de TVA facturée"),
    deposits: account("Compte des acomptes reçus"),
    bank: account("Compte bancaire"),
    cash: account("Compte de caisse"),
    wave: account("Compte Wave"),
    orangeMoney: account("Compte Orange Money"),
    freeMoney: account("Compte Free Money"),
    suspense: account("Compte d'attente"),
    stampDuty: account("Compte des droits de timbre à reverser"),
  }),
  /** What goes by WhatsApp Business on its own (ADR 045). */
  whatsappBusiness: WhatsappAutomationsSchema,
  images: z.object({ logo: imageRef, signature: imageRef, stamp: imageRef }).default({
    logo: null,
    signature: null,
    stamp: null,
  }),
});

export type CompanySettings = z.infer<typeof CompanySettingsSchema>;
export type ImageKind = keyof CompanySettings["images"];
export const IMAGE_KINDS = ["logo", "signature", "stamp"] as const satisfies readonly ImageKind[];

/** A stored document read back: what it lacks (a field added later) takes the default. */
export function readStoredSettings(
  stored: unknown,
  defaults: CompanySettings,
): CompanySettings | null {
  if (!stored || typeof stored !== "object") return null;
  const merged = mergeDeep(defaults, stored as Record<string, unknown>);
  const parsed = CompanySettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : null;
}

function mergeDeep(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (
    base &&
    over &&
    typeof base === "object" &&
    typeof over === "object" &&
    !Array.isArray(base) &&
    !Array.isArray(over)
  ) {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [k, v] of Object.entries(over)) out[k] = mergeDeep(out[k], v);
    return out;
  }
  return over;
}

/** « Lundi – Vendredi : 09:00 – 18:00 » / « Dimanche : fermé », one line each (no-break space before the colon). */
export function openingHoursText(hours: CompanySettings["openingHours"]): string {
  return hours.map((o) => `${o.days}\u00a0: ${o.hours ?? "fermé"}`).join("\n");
}

export function parseOpeningHours(text: string): { days: string; hours: string | null }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      // « 09:00 – 18:00 » holds colons too: the separator is the first « : » followed by a space.
      const match = /^(.*?)\s*:\s+(.*)$/.exec(line);
      if (!match) return { days: line, hours: null };
      const hours = match[2]!.trim();
      return { days: match[1]!.trim(), hours: /^fermée?$/i.test(hours) ? null : hours };
    });
}

/** « 3, 15, 30 » → [3, 15, 30]; what is not a number stays, for the schema to refuse. */
export function parseReminderDays(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let at = target;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
}

export type SettingsResult =
  { ok: true; settings: CompanySettings } | { ok: false; errors: Record<string, string> };

/**
 * The submitted form as settings, or the French message of each wrong field (by
 * field name). Images are not in the form's text: they keep `images` unless the
 * caller sets them.
 */
export function settingsFromForm(
  form: FormData,
  images: CompanySettings["images"],
): SettingsResult {
  const raw: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    setPath(raw, name, typeof value === "string" ? value : "");
  }
  setPath(raw, "openingHours", parseOpeningHours(String(form.get("openingHours") ?? "")));
  setPath(
    raw,
    "documents.reminderDays",
    parseReminderDays(String(form.get("documents.reminderDays") ?? "")),
  );
  // A checkbox is sent only when ticked.
  raw.whatsappBusiness = Object.fromEntries(
    WHATSAPP_AUTOMATION_KEYS.map((k) => [k, form.get(`whatsappBusiness.${k}`) === "on"]),
  );
  raw.images = images;
  const parsed = CompanySettingsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // An array's item reports on its array's field (« 3, x, 30 » → reminderDays).
    const path = issue.path.filter((p) => typeof p === "string").join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

export type SettingsChange = { field: string; before: string; after: string };

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (prefix === "openingHours") {
    out.set(
      prefix,
      openingHoursText(value as CompanySettings["openingHours"]).replace(/\n/g, " · "),
    );
  } else if (Array.isArray(value)) {
    out.set(prefix, value.join(", "));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value === null || value === undefined ? "" : String(value));
  }
}

/** What a save changed, field by field, as the history shows it. */
export function settingsChanges(before: unknown, after: unknown): SettingsChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  flatten(before ?? {}, "", a);
  flatten(after ?? {}, "", b);
  const changes: SettingsChange[] = [];
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(field) ?? "";
    const now = b.get(field) ?? "";
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}
