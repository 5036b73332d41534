import { Phone } from "#app/components/ui/icons/phone.tsx";
import { company, telHref } from "#app/config/company.ts";
import { CtaBand } from "#app/features/marketing/cta-band.tsx";

export function CallToAction() {
  return (
    <CtaBand
      id="cta-titre"
      title="Parlons de votre projet"
      lead="Un premier échange de 30 minutes, offert et sans engagement, pour cadrer vos besoins et votre budget."
      primary={{ label: "Demander un devis", to: "/contact" }}
      secondary={{ label: "Appeler maintenant", href: telHref(company.phones.main), icon: Phone }}
    />
  );
}
