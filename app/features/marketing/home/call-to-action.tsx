import { Phone } from "#app/components/ui/icons/phone.tsx";
import { CtaBand } from "#app/features/marketing/cta-band.tsx";

/** `callHref`: the firm's main number as a `tel:` link, from the home loader. */
export function CallToAction({ callHref }: { callHref: string }) {
  return (
    <CtaBand
      id="cta-titre"
      title="Parlons de votre projet"
      lead="Un premier échange de 30 minutes, offert et sans engagement, pour cadrer vos besoins et votre budget."
      primary={{ label: "Réserver un appel", to: "/rendez-vous" }}
      secondary={{ label: "Appeler maintenant", href: callHref, icon: Phone }}
    />
  );
}
