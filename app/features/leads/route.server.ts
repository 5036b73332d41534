import { redirect } from "react-router";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Toast } from "#app/lib/toast.ts";
import { z } from "#app/lib/zod.ts";
import {
  listRequests,
  listSubscribers,
  listUndelivered,
  REQUESTS_PER_PAGE,
  retryDelivery,
} from "./inbox.server.ts";
import { pageParam } from "#app/lib/page-param.ts";

function pageUrl(page: number, spam = false) {
  const query = new URLSearchParams();
  if (spam) query.set("indesirables", "1");
  if (page > 1) query.set("page", String(page));
  return query.size ? `/demandes?${query}` : "/demandes";
}

/** GET /demandes: one page of requests (or of the « indésirables »), subscribers, undelivered mail. */
export async function loadInbox(request: Request) {
  await requirePermission(request, "leads");
  const url = new URL(request.url);
  const page = pageParam(url);
  const spam = url.searchParams.get("indesirables") === "1";
  const [{ requests, total, spamTotal }, subscribers, undelivered] = await Promise.all([
    listRequests({ page, spam }),
    listSubscribers(),
    listUndelivered(),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / REQUESTS_PER_PAGE));
  // A page past the end (old link, requests deleted): the last one instead.
  if (page > pageCount) throw redirect(pageUrl(pageCount, spam));
  return {
    requests,
    total,
    spam,
    spamTotal,
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

/** POST /demandes: « Renvoyer » an e-mail that did not leave; every answer is a toast. */
export async function handleInboxAction(request: Request) {
  const back = pageUrl(pageParam(new URL(request.url)));
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  await requirePermission(request, "leads");
  const { form } = guarded;
  const parsed = RetrySchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      message: "Cet e-mail est introuvable\u00a0: rechargez la page et réessayez.",
    });
  }
  return redirectWithToast(back, RETRY_TOASTS[await retryDelivery(parsed.data.id)]);
}
