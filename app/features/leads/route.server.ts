import { redirect } from "react-router";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Toast } from "#app/lib/toast.ts";
import { z } from "#app/lib/zod.ts";
import {
  listRequests,
  listSubscribers,
  listUndelivered,
  markAnswered,
  REQUESTS_PER_PAGE,
  retryDelivery,
} from "./inbox.server.ts";
import { pageParam } from "#app/lib/page-param.ts";

/** The list's views: every real request, those still « à traiter », the « indésirables ». */
export type InboxView = "all" | "open" | "spam";

function viewOf(url: URL): InboxView {
  if (url.searchParams.get("indesirables") === "1") return "spam";
  return url.searchParams.get("a-traiter") === "1" ? "open" : "all";
}

function pageUrl(page: number, view: InboxView = "all") {
  const query = new URLSearchParams();
  if (view === "spam") query.set("indesirables", "1");
  if (view === "open") query.set("a-traiter", "1");
  if (page > 1) query.set("page", String(page));
  return query.size ? `/demandes?${query}` : "/demandes";
}

/** GET /demandes: one page of requests (or of the « indésirables »), subscribers, undelivered mail. */
export async function loadInbox(request: Request) {
  await requirePermission(request, "leads");
  const url = new URL(request.url);
  const page = pageParam(url);
  const view = viewOf(url);
  const spam = view === "spam";
  const [{ requests, total, spamTotal, openTotal }, subscribers, undelivered] = await Promise.all([
    listRequests({ page, spam, open: view === "open" }),
    listSubscribers(),
    listUndelivered(),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / REQUESTS_PER_PAGE));
  // A page past the end (old link, requests deleted): the last one instead.
  if (page > pageCount) throw redirect(pageUrl(pageCount, view));
  return {
    requests,
    total,
    spam,
    view,
    spamTotal,
    openTotal,
    page,
    pageCount,
    perPage: REQUESTS_PER_PAGE,
    subscribers,
    undelivered,
  };
}

const RetrySchema = z.object({ intent: z.literal("retry"), id: z.uuid() });

/** What « Renvoyer » says, by what became of the e-mail. */
const RETRY_TOASTS: Record<Awaited<ReturnType<typeof retryDelivery>>, Omit<Toast, "id">> = {
  queued: { type: "success", message: "E-mail remis dans la file d'envoi." },
  unknown: {
    type: "error",
    message: "Cet e-mail est introuvable\u00a0: il a peut-être été supprimé.",
  },
  sent: { type: "info", message: "Cet e-mail est déjà parti\u00a0: il n'a pas été renvoyé." },
  sending: {
    type: "info",
    message: "Cet e-mail est en cours d'envoi\u00a0: patientez un instant.",
  },
};

const AnsweredSchema = z.object({ intent: z.literal("answered"), id: z.uuid() });

/**
 * POST /demandes: « Renvoyer » an e-mail that did not leave, « Marquer comme traitée »
 * a request; every answer is a toast, back on the same view and page.
 */
export async function handleInboxAction(request: Request) {
  const url = new URL(request.url);
  const back = pageUrl(pageParam(url), viewOf(url));
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  const user = await requirePermission(request, "leads");
  const { form } = guarded;
  if (form.get("intent") === "answered") {
    const answered = AnsweredSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
    const found = answered.success && (await markAnswered(answered.data.id, user.name, now()));
    return redirectWithToast(
      back,
      found
        ? { type: "success", message: "Demande marquée comme traitée." }
        : {
            type: "error",
            message: "Cette demande est introuvable\u00a0: rechargez la page et réessayez.",
          },
    );
  }
  const parsed = RetrySchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      message: "Cet e-mail est introuvable\u00a0: rechargez la page et réessayez.",
    });
  }
  return redirectWithToast(back, RETRY_TOASTS[await retryDelivery(parsed.data.id)]);
}
