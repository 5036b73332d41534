import { Clock } from "#app/components/ui/icons/clock.tsx";
import { Gift } from "#app/components/ui/icons/gift.tsx";
import { Mail } from "#app/components/ui/icons/mail.tsx";
import { MapPin } from "#app/components/ui/icons/map-pin.tsx";
import { Phone } from "#app/components/ui/icons/phone.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { WhatsAppIcon } from "#app/components/layout/social-icons.tsx";
import type { ContactDetailsData } from "./contact-details.server.ts";

// One link a line, each a comfortable target for a thumb (WCAG 2.5.8).
const contactLink = "block w-fit py-1 hover:underline";

/**
 * Coordinates, opening hours, the free consultation and a call button (docs/product.md §2 Contact).
 * `details` comes from the page's loader (contact-details.server.ts).
 */
export function ContactDetails({ details }: { details: ContactDetailsData }) {
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="coordonnees-titre"
        className="rounded-2xl border bg-card p-6 shadow-sm"
      >
        <h2 id="coordonnees-titre" className="text-lg font-semibold">
          Nos coordonnées
        </h2>
        <ul className="mt-4 grid gap-4 text-sm">
          <li className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="block font-medium">Adresse</span>
              {details.address}
            </span>
          </li>
          <li className="flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="block font-medium">Téléphone</span>
              <a href={details.phones.main.href} className={contactLink}>
                {details.phones.main.label}
              </a>
              <a href={details.phones.mobile.href} className={contactLink}>
                {details.phones.mobile.label}
              </a>
            </span>
          </li>
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="block font-medium">E-mail</span>
              <a href={`mailto:${details.emails.contact}`} className={contactLink}>
                {details.emails.contact}
              </a>
              <a href={`mailto:${details.emails.commercial}`} className={contactLink}>
                {details.emails.commercial}
              </a>
            </span>
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="whatsapp-titre"
        className="rounded-2xl border bg-card p-6 shadow-sm"
      >
        <h2 id="whatsapp-titre" className="flex items-center gap-2 text-lg font-semibold">
          <WhatsAppIcon className="size-5 text-[#137a45] dark:text-[#3ccf77]" /> Sur WhatsApp
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
          Une question rapide, une photo ou un document à nous montrer{"\u00a0"}? Écrivez-nous au{" "}
          {details.whatsapp.number}, nous répondons aux heures d'ouverture.
        </p>
        <Button asChild variant="whatsapp" size="wrap" className="mt-5 w-full text-center">
          <a href={details.whatsapp.href} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon /> Écrire sur WhatsApp
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </Button>
      </section>

      <section
        aria-labelledby="horaires-titre"
        className="rounded-2xl border bg-card p-6 shadow-sm"
      >
        <h2 id="horaires-titre" className="flex items-center gap-2 text-lg font-semibold">
          <Clock className="size-5 text-primary" aria-hidden="true" /> Horaires d'ouverture
        </h2>
        <dl className="mt-4 grid gap-2 text-sm">
          {details.openingHours.map((o) => (
            <div key={o.days} className="flex justify-between gap-4">
              <dt>{o.days}</dt>
              <dd className="font-medium">{o.hours ?? "Fermé"}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="consultation-titre"
        className="rounded-2xl border border-transparent bg-navy-950 p-6 text-white shadow-sm dark:border-white/15 dark:bg-navy-900"
      >
        <h2 id="consultation-titre" className="flex items-center gap-2 text-lg font-semibold">
          <Gift className="size-5 text-sand-400" aria-hidden="true" /> Consultation gratuite
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-navy-100">
          Un premier échange de 30 minutes, offert et sans engagement, pour comprendre votre projet
          et vous orienter.
        </p>
        {/* The number's label nearly fills a 320 px column: it may take two lines. */}
        <Button asChild variant="accent" size="wrap" className="mt-5 w-full text-center">
          <a href={details.phones.main.href}>
            <Phone /> Appeler le {details.phones.main.label}
          </a>
        </Button>
      </section>
    </div>
  );
}
