import { CookiesContent } from "#app/features/legal/cookies-content.tsx";
import { LEGAL_PAGES, legalMeta } from "#app/features/legal/legal-meta.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";
import type { Route } from "./+types/cookies";

const page = LEGAL_PAGES.cookies;

export function meta({ matches }: Route.MetaArgs) {
  return legalMeta("cookies", matches);
}

export default function CookiesRoute() {
  return (
    <LegalPage title={page.title}>
      <CookiesContent />
    </LegalPage>
  );
}
