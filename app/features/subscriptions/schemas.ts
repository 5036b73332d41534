import { isCleanText } from "#app/lib/clean-text.ts";
import { z } from "#app/lib/zod.ts";
import { MAX_LINES, PERIODS } from "./periods.ts";

// « Nouvel abonnement » as the browser posts it (a plain form: one `itemId` and one
// `quantity` per line row, in order), and the page's other buttons.

const day = (message: string) => z.iso.date({ error: message });

export const SubscriptionFormSchema = z
  .object({
    clientId: z.uuid({ error: "Choisissez un client" }),
    title: z
      .string()
      .trim()
      .max(120, "Libellé trop long (120 caractères au plus)")
      .refine(isCleanText, "Caractère invalide dans le libellé (caractère de contrôle)"),
    period: z.enum(PERIODS, { error: "Choisissez une périodicité" }),
    startOn: day("Date de début invalide"),
    endOn: day("Date de fin invalide").optional(),
    autoSend: z.boolean(),
    lines: z
      .array(
        z.object({
          itemId: z.uuid({ error: "Prestation inconnue\u00a0: choisissez-la dans le catalogue" }),
          quantity: z
            .string()
            .trim()
            .regex(/^\d{1,4}$/, "Quantité invalide (un nombre entier de 1 à 1\u00a0000)")
            .transform(Number)
            .refine(
              (n) => n >= 1 && n <= 1000,
              "Quantité invalide (un nombre entier de 1 à 1\u00a0000)",
            ),
        }),
      )
      .min(1, "Ajoutez au moins une prestation du catalogue")
      .max(MAX_LINES, `${MAX_LINES} prestations au plus`),
  })
  .refine((s) => !s.endOn || s.endOn >= s.startOn, {
    path: ["endOn"],
    message: "La date de fin précède la date de début",
  });
export type SubscriptionInput = z.output<typeof SubscriptionFormSchema>;

/** The form's fields as posted, before checking: rows with no item chosen are dropped. */
export function formFields(form: FormData) {
  const items = form.getAll("itemId").map(String);
  const quantities = form.getAll("quantity").map(String);
  const lines = items
    .map((itemId, i) => ({ itemId: itemId.trim(), quantity: quantities[i] ?? "" }))
    .filter((l) => l.itemId !== "");
  const endOn = String(form.get("endOn") ?? "").trim();
  return {
    clientId: String(form.get("clientId") ?? ""),
    title: String(form.get("title") ?? ""),
    period: String(form.get("period") ?? ""),
    startOn: String(form.get("startOn") ?? ""),
    endOn: endOn === "" ? undefined : endOn,
    autoSend: form.get("autoSend") === "on",
    lines,
  };
}

/** The first message of each field (lines' own under `lines`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message.replace(/ ([:;!?])/g, "\u00a0$1");
  }
  return out;
}

export const SubscriptionActionSchema = z.object({
  intent: z.enum(["pause", "resume", "stop"], { error: "Action inconnue" }),
});
