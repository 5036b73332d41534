import { company } from "#app/config/company.ts";
import { PrivacyContent } from "#app/features/legal/privacy-content.tsx";
import { LEGAL_PAGES } from "#app/features/legal/legal-meta.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";

const page = LEGAL_PAGES.privacy;

export function meta() {
  return [
    { title: `${page.title} — ${company.name}` },
    { name: "description", content: page.description },
  ];
}

export default function PrivacyRoute() {
  return (
    <LegalPage title={page.title}>
      <PrivacyContent />
    </LegalPage>
  );
}
