import { data } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { z } from "#app/lib/zod.ts";
import { issueDue } from "./issue.server.ts";
import { longDay } from "./periods.ts";
import {
  fieldErrors,
  formFields,
  SubscriptionActionSchema,
  SubscriptionFormSchema,
} from "./schemas.ts";
import {
  catalogueOptions,
  clientOptions,
  createSubscription,
  getSubscription,
  listSubscriptions,
  pauseSubscription,
  resumeSubscription,
  stopSubscription,
} from "./subscriptions.server.ts";

/** What « Nouvel abonnement » answers when it refuses: the messages and what was typed. */
export type CreateRefusal = {
  errors: Record<string, string>;
  values: ReturnType<typeof formFields>;
};

/** GET /abonnements. */
export async function loadSubscriptions(request: Request) {
  await requirePermission(request, "subscriptions");
  return { subscriptions: await listSubscriptions(now()) };
}

/** GET /abonnements/nouveau: the clients and the catalogue to choose from. */
export async function loadNewSubscription(request: Request) {
  await requirePermission(request, "subscriptions");
  const [clients, catalogue] = await Promise.all([clientOptions(), catalogueOptions()]);
  return { clients, catalogue, today: dakarDay(now()) };
}

/**
 * POST /abonnements/nouveau: stored first, then its first period is issued at once
 * when it starts today (the schedule would do it within ten minutes otherwise).
 */
export async function handleCreateSubscription(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data<CreateRefusal>(
      { errors: { form: message }, values: formFields(new FormData()) },
      { status },
    );
  }
  const user = await requirePermission(request, "subscriptions");
  const values = formFields(guarded.form);
  const parsed = SubscriptionFormSchema.safeParse(values);
  if (!parsed.success) {
    return data<CreateRefusal>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const at = now();
  const created = await createSubscription(parsed.data, user, at);
  if (!created.ok) {
    return data<CreateRefusal>(
      { errors: { [created.field ?? "form"]: created.message }, values },
      { status: 400 },
    );
  }
  const id = created.value.id;
  let message = `Abonnement créé\u00a0: première facture le ${longDay(parsed.data.startOn)}.`;
  if (parsed.data.startOn === dakarDay(at)) {
    try {
      const issued = await issueDue(at, { subscriptionId: id });
      if (issued[0]) message = `Abonnement créé\u00a0: facture ${issued[0].number} émise.`;
    } catch (error) {
      // Stored all the same: the schedule issues it at its next pass.
      logger().error({ err: error, subscription: id }, "first subscription invoice failed");
    }
  }
  return redirectWithToast(`/abonnements/${id}`, { type: "success", message });
}

const IdSchema = z.uuid();

async function found(id: string) {
  const parsed = IdSchema.safeParse(id);
  const view = parsed.success ? await getSubscription(parsed.data, now()) : undefined;
  if (!view) throw httpError({ message: "Cet abonnement est introuvable." }, 404);
  return view;
}

/** GET /abonnements/:id: its terms and the invoices it issued. */
export async function loadSubscription(request: Request, id: string) {
  await requirePermission(request, "subscriptions");
  return { subscription: await found(id), today: dakarDay(now()) };
}

/** POST /abonnements/:id: « Mettre en pause », « Reprendre », « Arrêter » (confirmed on the page). */
export async function handleSubscriptionAction(request: Request, id: string) {
  const back = `/abonnements/${encodeURIComponent(id)}`;
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  }
  await requirePermission(request, "subscriptions");
  const sub = await found(id);
  const parsed = SubscriptionActionSchema.safeParse({ intent: guarded.form.get("intent") });
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      message: "Action inconnue\u00a0: rechargez la page et réessayez.",
    });
  }
  const at = now();
  if (parsed.data.intent === "pause") {
    const done = await pauseSubscription(sub.id, at);
    return redirectWithToast(back, {
      type: done.ok ? "success" : "error",
      message: done.ok
        ? "Abonnement mis en pause\u00a0: aucune facture jusqu'à sa reprise."
        : done.message,
    });
  }
  if (parsed.data.intent === "resume") {
    const done = await resumeSubscription(sub.id, at);
    if (!done.ok) return redirectWithToast(back, { type: "error", message: done.message });
    // A period starting today is issued at once, like at creation.
    await issueDue(at, { subscriptionId: sub.id }).catch((error: unknown) =>
      logger().error({ err: error, subscription: sub.id }, "subscription invoice failed"),
    );
    const skipped = done.value.length;
    return redirectWithToast(back, {
      type: "success",
      message:
        skipped === 0
          ? "Abonnement repris."
          : `Abonnement repris\u00a0: ${skipped} période${skipped > 1 ? "s" : ""} de la pause non facturée${skipped > 1 ? "s" : ""}.`,
    });
  }
  const done = await stopSubscription(sub.id, at);
  return redirectWithToast(back, {
    type: done.ok ? "success" : "error",
    message: done.ok ? "Abonnement arrêté\u00a0: il n'émettra plus de facture." : done.message,
  });
}
