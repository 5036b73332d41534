import { data } from "react-router";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { FORM_MAX_BYTES, guardForm } from "#app/features/guard/form-guard.server.ts";
import { currentCompany } from "./current.server.ts";
import { IMAGE_MAX_BYTES, imageUrl, normaliseImage, storeImage } from "./images.server.ts";
import { saveCompanySettings, settingsHistory } from "./save.server.ts";
import { IMAGE_KINDS, openingHoursText, settingsFromForm, type CompanySettings } from "./schema.ts";

// /parametres-entreprise (Gérant only): the firm's settings, their images and their
// history (ADR 033). The route module stays thin: loader and action are here.

export type SettingsActionData =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string>; values: Record<string, string> };

/** The page's data: the current settings as the form shows them, the images, the history. */
export async function loadSettingsPage(request: Request) {
  await requirePermission(request, "settings");
  const { timeZone: _, ...settings } = currentCompany();
  return {
    settings,
    openingHours: openingHoursText(settings.openingHours),
    reminderDays: settings.documents.reminderDays.join(", "),
    images: Object.fromEntries(
      IMAGE_KINDS.map((k) => [k, settings.images[k] ? imageUrl(settings.images[k]) : null]),
    ) as Record<(typeof IMAGE_KINDS)[number], string | null>,
    history: await settingsHistory(),
  };
}

const SAVED = "Paramètres enregistrés. Le site et les prochains documents les utilisent déjà.";
const UNCHANGED = "Aucune modification à enregistrer.";
const INVALID = "Certains champs sont à corriger\u00a0: voyez les messages en rouge.";

/** Saves the form (text and images): everything or nothing, with a French message per field. */
export async function handleSettingsAction(request: Request) {
  const user = await requirePermission(request, "settings");
  const guarded = await guardForm(request, {
    maxBytes: IMAGE_KINDS.length * IMAGE_MAX_BYTES + FORM_MAX_BYTES,
    tooLargeMessage: "Envoi trop lourd\u00a0: chaque image fait 2\u00a0Mo au plus.",
  });
  if (!guarded.ok) {
    return data<SettingsActionData>(
      { ok: false, message: guarded.refusal.message, errors: {}, values: {} },
      { status: guarded.refusal.status },
    );
  }
  const form = guarded.form;
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") values[k] = v;

  const errors: Record<string, string> = {};
  const images: CompanySettings["images"] = { ...currentCompany().images };
  for (const kind of IMAGE_KINDS) {
    const file = form.get(`image.${kind}`);
    if (file instanceof File && file.size > 0) {
      const checked = await normaliseImage(kind, new Uint8Array(await file.arrayBuffer()));
      if (!checked.ok) {
        errors[`images.${kind}`] = checked.error;
        continue;
      }
      images[kind] = (await storeImage(checked.png, checked.width, checked.height)).sha256;
    } else if (form.get(`remove.${kind}`) === "on") {
      images[kind] = null;
    }
  }
  const parsed = settingsFromForm(form, images);
  if (!parsed.ok || Object.keys(errors).length > 0) {
    return data<SettingsActionData>(
      {
        ok: false,
        message: INVALID,
        errors: { ...(parsed.ok ? {} : parsed.errors), ...errors },
        values,
      },
      { status: 400 },
    );
  }
  const changed = await saveCompanySettings(parsed.settings, { id: user.id, name: user.name });
  return data<SettingsActionData>({ ok: true, message: changed ? SAVED : UNCHANGED });
}
