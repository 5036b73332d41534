import { CheckCircle2 } from "#app/components/ui/icons/check-circle-2.tsx";
import { Form, Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SlotPicker } from "#app/features/booking/components/slot-picker.tsx";
import { handleManage, loadManagePage } from "#app/features/booking/route.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/rendez-vous-lien";

// The call's private link (ADR 044): anyone holding it sees the call, cancels or moves
// it, without an account and without JavaScript.
export const handle: RouteHandle = { hydrate: "islands" };

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadManagePage(request, params.token);
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleManage(request, params.token);
}

export function meta() {
  return [{ title: "Votre appel" }, { name: "robots", content: "noindex" }];
}

export default function RendezVousLienRoute({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const view = loaderData;
  if (!view.found) {
    return (
      <>
        <PageBanner
          title="Lien introuvable"
          crumbs={[{ name: "Réserver un appel", to: "/rendez-vous" }]}
        />
        <section className="py-12">
          <Container>
            <p>
              Ce lien ne correspond à aucun appel.{" "}
              <Link
                to="/rendez-vous"
                className="font-medium text-primary underline underline-offset-2"
              >
                Réserver un appel
              </Link>
            </p>
          </Container>
        </section>
      </>
    );
  }
  const cancelled = view.status === "cancelled";
  const base = `/rendez-vous/${params.token}`;
  return (
    <>
      <PageBanner
        eyebrow="Consultation offerte"
        title={cancelled ? "Appel annulé" : "Votre appel"}
        crumbs={[{ name: "Réserver un appel", to: "/rendez-vous" }]}
      />
      <section className="py-12 md:py-16">
        <Container className="grid gap-8">
          {view.notice ? (
            <p
              role="status"
              className="flex items-start gap-3 rounded-xl border border-green-600/30 bg-green-600/10 px-4 py-3 font-medium text-green-800 dark:text-green-300"
            >
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                {view.notice === "booked"
                  ? "Votre appel est réservé\u00a0!"
                  : "Votre appel est déplacé."}{" "}
                <span className="font-normal">
                  Une invitation pour votre agenda est envoyée à {view.email}.
                </span>
              </span>
            </p>
          ) : null}
          <FormAlert message={actionData?.message} />
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8" data-testid="booking">
            <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              <dt className="font-semibold">Date</dt>
              <dd data-testid="booking-when">
                {cancelled ? <s>{view.when}</s> : view.when} (heure de Dakar)
              </dd>
              <dt className="font-semibold">Durée</dt>
              <dd>30{"\u00a0"}minutes</dd>
              <dt className="font-semibold">Sujet</dt>
              <dd>{view.subject}</dd>
              <dt className="font-semibold">Nous appelons</dt>
              <dd>
                {view.name}, au {view.phone}
              </dd>
            </dl>
            {cancelled ? (
              <p className="mt-6">
                Cet appel est annulé et son créneau libéré.{" "}
                <Link
                  to="/rendez-vous"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  Réserver un autre appel
                </Link>
              </p>
            ) : !view.live ? (
              <p className="mt-6">Cet appel est passé.</p>
            ) : (
              <Form method="post" className="mt-6">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="outline">
                  Annuler l'appel
                </Button>
              </Form>
            )}
          </div>
          {view.live && view.choice ? (
            <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <h2 className="text-2xl font-bold tracking-tight">Déplacer l'appel</h2>
              <Form
                method="post"
                action={view.choice.day ? `${base}?jour=${view.choice.day}` : base}
                className="mt-6 grid gap-6"
              >
                <input type="hidden" name="intent" value="reschedule" />
                <SlotPicker choice={view.choice} base={base} />
                {view.choice.days.length > 0 ? (
                  <Button type="submit" className="justify-self-start">
                    Déplacer l'appel à ce créneau
                  </Button>
                ) : null}
              </Form>
            </div>
          ) : null}
        </Container>
      </section>
    </>
  );
}
