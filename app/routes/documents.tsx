import { siteName } from "#app/lib/site-name.ts";
import { RegisterPage } from "#app/features/register/components/register-page.tsx";
import { loadRegister } from "#app/features/register/route.server.ts";
import { IntegrityLine } from "#app/features/integrity/components/integrity-line.tsx";
import { registerIntegrity } from "#app/features/integrity/status.server.ts";
import type { Route } from "./+types/documents";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Registre des documents — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const register = await loadRegister(request);
  // The register's hash chain (ADR 023).
  return { ...register, registerIntegrity: await registerIntegrity() };
}

export default function DocumentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RegisterPage
      {...loaderData}
      integrity={<IntegrityLine integrity={loaderData.registerIntegrity} />}
    />
  );
}
