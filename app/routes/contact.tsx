import { data, Link } from "react-router";
import { CheckCircle2 } from "#app/components/ui/icons/check-circle-2.tsx";
import { FileText } from "#app/components/ui/icons/file-text.tsx";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { ContactDetails } from "#app/features/contact/components/contact-details.tsx";
import { contactDetails } from "#app/features/contact/components/contact-details.server.ts";
import { ContactForm } from "#app/features/contact/components/contact-form.tsx";
import { handleContact, loadContactPage } from "#app/features/contact/route.server.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import { linkLeads } from "#app/features/clients/clients.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/contact";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadContactPage(request);
  // Data, not code (as on /): the firm's details and the page's tags come with the
  // page's data, so app/config/company.ts and seo.ts stay out of the browser's code.
  return data(
    {
      ...page.data,
      details: contactDetails(),
      meta: contactMeta(publicOrigin()),
    },
    page.init ?? undefined,
  );
}

export async function action({ request }: Route.ActionArgs) {
  try {
    return await handleContact(request);
  } finally {
    // The client book links the request just stored to its client (never failing the visitor).
    await linkLeads();
  }
}

function contactMeta(origin: string) {
  return seo(origin, {
    title: "Contact et demande de devis",
    description:
      "Parlez-nous de votre projet\u00a0: site web, application mobile, design ou marketing digital. Réponse sous 48 heures ouvrées, consultation de 30 minutes offerte.",
    path: "/contact",
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "Contact", path: "/contact" }])],
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

const BANNER = {
  eyebrow: "Contact",
  title: "Parlons de votre projet",
  lead: "Une question, un devis, une idée à explorer\u00a0? Écrivez-nous\u00a0: nous répondons sous 48 heures ouvrées.",
  crumbs: [{ name: "Contact", to: "/contact" }],
  art: "/images/banners/contact.svg",
};

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, action, uploadAction, sent, formKey, idempotencyKey } = loaderData;
  return (
    <>
      <PageBanner {...BANNER} />
      <section className="py-12 md:py-16">
        <Container>
          {sent ? (
            <p
              role="status"
              className="mb-8 flex items-start gap-3 rounded-xl border border-green-600/30 bg-green-600/10 px-4 py-3 font-medium text-green-800 dark:text-green-300"
            >
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                Message envoyé avec succès!{" "}
                <span className="font-normal">Nous vous répondons sous 48 heures ouvrées.</span>
              </span>
            </p>
          ) : null}
          <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="self-start rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <h2 className="text-2xl font-bold tracking-tight">Envoyez-nous un message</h2>
              <p className="mt-2 text-muted-foreground">
                Vous préférez en parler de vive voix{"\u00a0"}?{" "}
                <Link
                  to="/rendez-vous"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  Réserver un appel
                </Link>{" "}
                gratuit de 30{"\u00a0"}minutes.
              </p>
              {reference.reference ? (
                <p className="mt-4 flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
                  <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="font-semibold">Référence{"\u00a0"}: </span>
                    <span data-testid="contact-reference">{reference.reference}</span>
                  </span>
                </p>
              ) : null}
              <div className="mt-6">
                <ContactForm
                  key={formKey}
                  action={action}
                  uploadAction={uploadAction}
                  reference={reference}
                  idempotencyKey={idempotencyKey}
                  answer={actionData}
                />
              </div>
            </div>
            <ContactDetails details={loaderData.details} />
          </div>
        </Container>
      </section>
    </>
  );
}
