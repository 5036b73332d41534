import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { publicOrigin } from "#app/config/env.server.ts";
import { BookingForm } from "#app/features/booking/components/booking-form.tsx";
import { handleBooking, loadBookingPage } from "#app/features/booking/route.server.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import type { DayChoice } from "#app/features/booking/types.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/rendez-vous";

// HTML only, no framework JavaScript (docs/decisions/037-public-islands.md): the days
// are links and the slots radio buttons of a plain form.
export const handle: RouteHandle = { hydrate: "islands" };

export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin();
  return {
    choice: await loadBookingPage(request),
    meta: seo(origin, {
      title: "Réserver un appel gratuit de 30 minutes",
      description:
        "Choisissez un créneau pour une consultation gratuite de 30 minutes avec notre équipe, sans créer de compte. Invitation envoyée dans votre agenda.",
      path: "/rendez-vous",
      jsonLd: [breadcrumbJsonLd(origin, [{ name: "Réserver un appel", path: "/rendez-vous" }])],
    }),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return handleBooking(request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

const BANNER = {
  eyebrow: "Consultation offerte",
  title: "Réserver un appel",
  lead: "30 minutes au téléphone ou sur WhatsApp pour parler de votre projet, gratuitement et sans engagement. Choisissez votre créneau\u00a0: vous recevez l'invitation pour votre agenda.",
  crumbs: [{ name: "Réserver un appel", to: "/rendez-vous" }],
  art: "/images/banners/contact.svg",
};

export default function RendezVousRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After a refused post, the slots as they stand now (a slot taken meanwhile is gone).
  const answered = actionData && "choice" in actionData ? (actionData.choice as DayChoice) : null;
  const choice = answered ?? loaderData.choice;
  const day = choice.day ? `?jour=${choice.day}` : "";
  return (
    <>
      <PageBanner {...BANNER} />
      <section className="py-12 md:py-16">
        <Container>
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl font-bold tracking-tight">Choisissez votre créneau</h2>
            <p className="mt-2 text-muted-foreground">
              Du lundi au vendredi, heure de Dakar. Aucun compte n'est nécessaire.
            </p>
            <div className="mt-6">
              <BookingForm
                choice={choice}
                action={`/rendez-vous${day}`}
                result={actionData?.result ?? null}
              />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
