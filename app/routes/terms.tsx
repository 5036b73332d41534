import { TermsContent } from "#app/features/legal/terms-content.tsx";
import { LEGAL_PAGES, legalMeta } from "#app/features/legal/legal-meta.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";
import type { Route } from "./+types/terms";

const page = LEGAL_PAGES.terms;

export function meta({ matches }: Route.MetaArgs) {
  return legalMeta("terms", matches);
}

export default function TermsRoute() {
  return (
    <LegalPage title={page.title}>
      <TermsContent />
    </LegalPage>
  );
}
