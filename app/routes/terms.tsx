import { company } from "#app/config/company.ts";
import { TermsContent } from "#app/features/legal/terms-content.tsx";
import { LEGAL_PAGES } from "#app/features/legal/legal-meta.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";

const page = LEGAL_PAGES.terms;

export function meta() {
  return [
    { title: `${page.title} — ${company.name}` },
    { name: "description", content: page.description },
  ];
}

export default function TermsRoute() {
  return (
    <LegalPage title={page.title}>
      <TermsContent />
    </LegalPage>
  );
}
