import { PrivacyContent } from "#app/features/legal/privacy-content.tsx";
import { LEGAL_PAGES, legalMeta } from "#app/features/legal/legal-meta.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";
import type { Route } from "./+types/privacy";

const page = LEGAL_PAGES.privacy;

export function meta({ matches }: Route.MetaArgs) {
  return legalMeta("privacy", matches);
}

export default function PrivacyRoute() {
  return (
    <LegalPage title={page.title}>
      <PrivacyContent />
    </LegalPage>
  );
}
