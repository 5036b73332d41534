import { data } from "react-router";
import { CheckCircle2 } from "#app/components/ui/icons/check-circle-2.tsx";
import { FileText } from "#app/components/ui/icons/file-text.tsx";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner as PageBannerNow } from "#app/components/layout/page-banner.tsx";
import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { ContactDetails as ContactDetailsNow } from "#app/features/contact/components/contact-details.tsx";
import { contactDetails } from "#app/features/contact/components/contact-details.server.ts";
import { ContactForm } from "#app/features/contact/components/contact-form.tsx";
import { handleContact, loadContactPage } from "#app/features/contact/route.server.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";
import { linkLeads } from "#app/features/clients/clients.server.ts";
import type { Route } from "./+types/contact";

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

// The firm's details beside the form (addresses, phones, hours, links): HTML from the
// first paint, code after the page hydrated (hydrate-later.tsx); the form hydrates at once.
const ContactDetails = hydrateLater(
  () =>
    import("#app/features/contact/components/contact-details.tsx").then((m) => m.ContactDetails),
  import.meta.env.SSR ? ContactDetailsNow : undefined,
);

// The banner too: the form alone hydrates with the page. Its props are constants,
// the same objects at every render (a part must not get new props before its code).
const PageBanner = hydrateLater(
  () => import("#app/components/layout/page-banner.tsx").then((m) => m.PageBanner),
  import.meta.env.SSR ? PageBannerNow : undefined,
);
const BANNER = {
  eyebrow: "Contact",
  title: "Parlons de votre projet",
  lead: "Une question, un devis, une idée à explorer\u00a0? Écrivez-nous\u00a0: nous répondons sous 48 heures ouvrées.",
  crumbs: [{ name: "Contact", to: "/contact" }],
  art: "/images/banners/contact.svg",
};

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), ContactDetails, PageBanner);
}

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
