import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { can } from "#app/features/auth/permissions.ts";
import { requirePermission, requireStaff } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { z } from "#app/lib/zod.ts";
import {
  archiveItem,
  createItem,
  listCatalogue,
  suggestCatalogue,
  updateItem,
} from "./catalogue.server.ts";
import { lineDesignation } from "./offers.ts";
import { CatalogueItemSchema } from "./schemas.ts";
import { privateJson } from "#app/lib/private-response.ts";

/** GET /catalogue: the items (?archives=1: the archived ones), searched (?q=). */
export async function loadCatalogue(request: Request) {
  await requirePermission(request, "catalogue");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const archived = url.searchParams.get("archives") === "1";
  const items = await listCatalogue({ q, archived });
  return { items, q, archived };
}

const IdSchema = z.object({ id: z.uuid({ error: "Prestation introuvable" }) });

function back(request: Request) {
  const url = new URL(request.url);
  return `/catalogue${url.search}`;
}

/** POST /catalogue: `intent` create, edit (with `id`), archive or restore (with `id`). */
export async function handleCatalogueAction(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "create", id: null, result: formRefusal(message) }, { status });
  }
  await requirePermission(request, "catalogue");
  const form = guarded.form;
  const intent = String(form.get("intent") ?? "create");
  const id = IdSchema.safeParse({ id: form.get("id") });
  if (intent === "archive" || intent === "restore") {
    const done = id.success && (await archiveItem(id.data.id, intent === "archive"));
    return redirectWithToast(back(request), {
      type: done ? "success" : "error",
      message: done
        ? intent === "archive"
          ? "Prestation archivée\u00a0: elle n'est plus proposée dans les documents."
          : "Prestation rétablie\u00a0: elle est de nouveau proposée dans les documents."
        : "Prestation introuvable\u00a0: rechargez la page.",
    });
  }
  const submission = parseWithZod(form, { schema: CatalogueItemSchema });
  const itemId = intent === "edit" && id.success ? id.data.id : null;
  if (submission.status !== "success") {
    return data({ intent, id: itemId, result: submission.reply() }, { status: 400 });
  }
  if (intent === "edit") {
    const done = itemId !== null && (await updateItem(itemId, submission.value));
    if (!done) {
      return data(
        {
          intent,
          id: itemId,
          result: formRefusal("Prestation introuvable\u00a0: rechargez la page."),
        },
        { status: 404 },
      );
    }
  } else {
    await createItem(submission.value);
  }
  return redirectWithToast(back(request), {
    type: "success",
    message:
      intent === "edit"
        ? `Prestation «\u00a0${submission.value.designation}\u00a0» enregistrée.`
        : `Prestation «\u00a0${submission.value.designation}\u00a0» ajoutée au catalogue.`,
  });
}

/** GET /catalogue/suggestions?q=…: for whoever issues quotes or invoices, as JSON. */
export async function catalogueSuggestions(request: Request): Promise<Response> {
  const user = await requireStaff(request);
  if (!can(user.staffRole, "quotes.issue") && !can(user.staffRole, "invoices.issue")) {
    throw httpError(
      { message: "Votre rôle ne donne pas accès à cette page. Demandez-le au gérant." },
      403,
    );
  }
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const items = await suggestCatalogue(q);
  const suggestions = items.map((item) => ({ ...item, line: lineDesignation(item) }));
  return privateJson({ suggestions });
}
