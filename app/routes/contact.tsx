import { CheckCircle2, FileText } from "lucide-react";
import { data } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { env } from "#app/config/env.server.ts";
import { ContactDetails } from "#app/features/contact/components/contact-details.tsx";
import { ContactForm } from "#app/features/contact/components/contact-form.tsx";
import { submitContact } from "#app/features/contact/contact.server.ts";
import { ContactSchema } from "#app/features/contact/schemas.ts";
import { resolveReference } from "#app/features/contact/services.ts";
import { checkUpload, MAX_UPLOAD_BYTES, TOO_LARGE } from "#app/features/contact/upload.ts";
import { errorsByPath, type PathErrors } from "#app/lib/form-errors.ts";
import { isHoneypotFilled } from "#app/lib/honeypot.ts";
import { logger } from "#app/lib/logger.server.ts";
import { clientIp, consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { breadcrumbJsonLd, originFrom, seo } from "#app/lib/seo.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { findProject } from "#content/projects.ts";
import type { Route } from "./+types/contact";

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";
const FIELDS = ["name", "email", "subject", "message", "projectReference"] as const;

/** The query that carries the reference (SPEC.md §4), kept across the submission. */
function referenceQuery(url: URL): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["projet", "service"]) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value.slice(0, 200));
  }
  return params;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = referenceQuery(url);
  const reference = resolveReference(
    { projet: url.searchParams.get("projet"), service: url.searchParams.get("service") },
    (slug) => findProject(slug)?.title,
  );
  const sent = url.searchParams.get("envoye");
  return {
    reference,
    action: `/contact${query.size ? `?${query}` : ""}`,
    sent: Boolean(sent),
    // A new key after each success gives a fresh, empty form.
    formKey: sent ?? "formulaire",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const fail = (
    status: number,
    body: { errors?: PathErrors; formError?: string; values?: Record<string, string> },
  ) => data(body, { status });

  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 512 * 1024) {
    return fail(413, { errors: { projectFile: TOO_LARGE }, formError: TOO_LARGE });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, { formError: "Le formulaire n'a pas pu être lu. Veuillez réessayer." });
  }
  const values = Object.fromEntries(
    FIELDS.map((k) => [k, String(form.get(k) ?? "").slice(0, 6000)]),
  ) as Record<(typeof FIELDS)[number], string>;
  const query = referenceQuery(url);
  const done = () => {
    query.set("envoye", crypto.randomUUID().slice(0, 8));
    return redirectWithToast(`/contact?${query}`, {
      type: "success",
      message: "Message envoyé avec succès!",
    });
  };
  // A bot filled the hidden field: it is told "sent", nothing is stored.
  if (isHoneypotFilled(form)) return done();

  const ip = clientIp(request);
  const limit = await consumeRateLimit(`contact:${ip}`, {
    window: 3600,
    max: 10 * env().RATE_LIMIT_FACTOR,
  });
  if (!limit.allowed) {
    const minutes = Math.ceil((limit.retryAfter ?? 60) / 60);
    return fail(429, {
      formError: `Trop de messages envoyés depuis votre connexion. Réessayez dans ${minutes}\u00a0minute${minutes > 1 ? "s" : ""}.`,
      values,
    });
  }

  const parsed = ContactSchema.safeParse(values);
  const errors: PathErrors = parsed.success ? {} : errorsByPath(parsed.error);
  const file = form.get("projectFile");
  let upload = null;
  if (file instanceof File && file.size > 0) {
    const checked = checkUpload(file, new Uint8Array(await file.arrayBuffer()));
    if (checked.ok) upload = checked.file;
    else errors.projectFile = checked.error;
  }
  if (!parsed.success || errors.projectFile) return fail(400, { errors, values });

  try {
    await submitContact(parsed.data, upload, { ip });
  } catch (error) {
    logger().error({ err: error }, "contact request not stored");
    return fail(503, { formError: FAILURE, values });
  }
  return done();
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return seo(origin, {
    title: "Contact et demande de devis",
    description:
      "Parlez-nous de votre projet\u00a0: site web, application mobile, design ou marketing digital. Réponse sous 48 heures ouvrées, consultation de 30 minutes offerte.",
    path: "/contact",
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "Contact", path: "/contact" }])],
  });
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, action, sent, formKey } = loaderData;
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="Parlons de votre projet"
        lead={
          "Une question, un devis, une idée à explorer\u00a0? Écrivez-nous\u00a0: nous répondons sous 48 heures ouvrées."
        }
        crumbs={[{ name: "Contact", to: "/contact" }]}
      />
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
            <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
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
                  reference={reference}
                  actionData={actionData}
                />
              </div>
            </div>
            <ContactDetails />
          </div>
        </Container>
      </section>
    </>
  );
}
