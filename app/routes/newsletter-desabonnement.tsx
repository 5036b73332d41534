import { CheckCircle2, MailX } from "lucide-react";
import { data, Form, Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useCompany } from "#app/components/layout/use-company.ts";
import { siteName } from "#app/lib/site-name.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { findByToken, unsubscribe } from "#app/features/newsletter/newsletter.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/newsletter-desabonnement";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

const INVALID =
  "Ce lien de désabonnement n'est pas valide. Vérifiez qu'il est complet, ou écrivez-nous.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  const subscriber = await findByToken(token);
  if (!subscriber) return data({ state: "invalid" as const, token, email: null }, { status: 404 });
  return {
    state: subscriber.unsubscribedAt ? ("done" as const) : ("confirm" as const),
    token,
    email: subscriber.email,
  };
}

// Mail scanners open links: the GET only asks, the button (a POST) unsubscribes.
// Mail clients' one-click button (List-Unsubscribe-Post) POSTs to the link itself,
// with the token in its query and `List-Unsubscribe=One-Click` as the body.
export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request, { anyOrigin: true });
  if (!guarded.ok) {
    return data(
      { state: "refused" as const, email: null, message: guarded.refusal.message },
      { status: guarded.refusal.status },
    );
  }
  const { form } = guarded;
  const token = form.get("jeton") ?? new URL(request.url).searchParams.get("jeton") ?? "";
  const email = await unsubscribe(String(token));
  if (!email) return data({ state: "invalid" as const, email: null }, { status: 404 });
  return { state: "done" as const, email };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Désabonnement de la newsletter — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const state = actionData?.state ?? loaderData.state;
  const email = actionData?.email ?? loaderData.email;
  return (
    <section className="py-16 md:py-24">
      <Container size="sm" className="text-center">
        {state === "done" ? (
          <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden="true" />
        ) : (
          <MailX className="mx-auto size-12 text-primary" aria-hidden="true" />
        )}
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Désabonnement de la newsletter</h1>
        {state === "invalid" || state === "refused" ? (
          <p className="mt-4 text-muted-foreground" role="alert">
            {actionData && "message" in actionData ? actionData.message : INVALID}
          </p>
        ) : state === "done" ? (
          <p className="mt-4 text-lg" role="status">
            C'est fait{"\u00a0"}: l'adresse <strong>{email}</strong> ne recevra plus notre
            newsletter. Vous pouvez vous réinscrire à tout moment depuis notre page d'accueil.
          </p>
        ) : (
          <>
            <p className="mt-4 text-lg">
              Voulez-vous désabonner l'adresse <strong>{email}</strong> de la newsletter de{" "}
              {company.name}
              {"\u00a0"}?
            </p>
            <Form method="post" className="mt-8">
              <input type="hidden" name="jeton" value={loaderData.token} />
              <Button type="submit" size="lg">
                Confirmer le désabonnement
              </Button>
            </Form>
          </>
        )}
        <Button asChild variant="ghost" className="mt-8">
          <Link to="/">Retour à l'accueil</Link>
        </Button>
      </Container>
    </section>
  );
}
