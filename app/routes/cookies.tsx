import { company } from "#app/config/company.ts";
import { CookiesContent } from "#app/features/legal/cookies-content.tsx";
import { LEGAL_PAGES } from "#app/features/legal/legal-meta.ts";
import { LegalPage } from "#app/features/legal/legal-page.tsx";

const page = LEGAL_PAGES.cookies;

export function meta() {
  return [
    { title: `${page.title} — ${company.name}` },
    { name: "description", content: page.description },
  ];
}

export default function CookiesRoute() {
  return (
    <LegalPage title={page.title}>
      <CookiesContent />
    </LegalPage>
  );
}
