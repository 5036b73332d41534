import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { can } from "#app/features/auth/permissions.ts";
import { requirePermission, requireStaff } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { z } from "#app/lib/zod.ts";
import {
  CLIENTS_PER_PAGE,
  createClient,
  getClient,
  listClients,
  mergeCandidates,
  mergeClients,
  suggestClients,
  syncClients,
  updateClient,
} from "./clients.server.ts";
import { ClientSchema, MergeSchema, type ClientForm } from "./schemas.ts";
import { privateJson } from "#app/lib/private-response.ts";
import { pageParam } from "#app/lib/page-param.ts";

/** GET /clients: the book, searched (?q=) and paged (?page=). */
export async function loadClients(request: Request) {
  await requirePermission(request, "clients");
  // Documents are linked as they are issued; a request whose link failed is caught up here.
  await syncClients({ documents: false });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = pageParam(url);
  const { clients, total } = await listClients({ q, page });
  const pageCount = Math.max(1, Math.ceil(total / CLIENTS_PER_PAGE));
  if (page > pageCount) {
    throw redirect(`/clients?${new URLSearchParams(q ? { q, page: String(pageCount) } : {})}`);
  }
  return { clients, total, q, page, pageCount };
}

const toInput = (form: ClientForm) => ({
  ...form,
  email: form.email || null,
  ninea: form.ninea || null,
});

/** POST /clients/nouveau: « Nouveau client ». */
export async function handleNewClient(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data(
      { result: formRefusal(guarded.refusal.message) },
      { status: guarded.refusal.status },
    );
  }
  await requirePermission(request, "clients");
  const submission = parseWithZod(guarded.form, { schema: ClientSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const made = await createClient(toInput(submission.value));
  if (!made.ok)
    return data({ result: formRefusal(made.message, submission.reply()) }, { status: 409 });
  return redirectWithToast(`/clients/${made.value.id}`, {
    type: "success",
    message: `Client «\u00a0${submission.value.name}\u00a0» ajouté.`,
  });
}

const IdSchema = z.uuid();

/** GET /clients/:id: its page; a merged client leads to the one kept. */
export async function loadClient(request: Request, id: string) {
  await requirePermission(request, "clients");
  await syncClients({ documents: false });
  const found = IdSchema.safeParse(id).success ? await getClient(id) : null;
  if (!found) throw httpError({ message: "Client introuvable." }, 404);
  if (found.client.mergedInto) throw redirect(`/clients/${found.client.mergedInto}`);
  const candidates = await mergeCandidates(id);
  return { ...found, candidates, today: dakarDay(now()) };
}

/** POST /clients/:id: `intent` edit (the client for documents to come) or merge. */
export async function handleClientAction(request: Request, id: string) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "edit", result: formRefusal(message) }, { status });
  }
  await requirePermission(request, "clients");
  if (!IdSchema.safeParse(id).success) {
    throw httpError({ message: "Client introuvable." }, 404);
  }
  const back = `/clients/${id}`;
  if (guarded.form.get("intent") === "merge") {
    const submission = parseWithZod(guarded.form, { schema: MergeSchema });
    if (submission.status !== "success") {
      return data({ intent: "merge", result: submission.reply() }, { status: 400 });
    }
    const merged = await mergeClients(id, submission.value.other);
    if (!merged.ok) {
      return data({ intent: "merge", result: formRefusal(merged.message) }, { status: 409 });
    }
    return redirectWithToast(back, {
      type: "success",
      message: "Clients fusionnés\u00a0: documents et demandes sont réunis sur cette fiche.",
    });
  }
  const submission = parseWithZod(guarded.form, { schema: ClientSchema });
  if (submission.status !== "success") {
    return data({ intent: "edit", result: submission.reply() }, { status: 400 });
  }
  const updated = await updateClient(id, toInput(submission.value));
  if (!updated.ok) {
    return data(
      { intent: "edit", result: formRefusal(updated.message, submission.reply()) },
      { status: 409 },
    );
  }
  return redirectWithToast(back, {
    type: "success",
    message:
      "Fiche enregistrée\u00a0: les prochains documents la reprendront, ceux déjà émis gardent leurs mentions.",
  });
}

/** Whoever issues quotes or invoices reads the book's suggestions (not the book itself). */
async function requireIssuer(request: Request) {
  const user = await requireStaff(request);
  if (!can(user.staffRole, "quotes.issue") && !can(user.staffRole, "invoices.issue")) {
    throw httpError(
      { message: "Votre rôle ne donne pas accès à cette page. Demandez-le au gérant." },
      403,
    );
  }
  return user;
}

/** GET /clients/suggestions?q=…: the document form's client suggestions, as JSON. */
export async function clientSuggestions(request: Request): Promise<Response> {
  await requireIssuer(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const suggestions = await suggestClients(q);
  return privateJson({ suggestions });
}
