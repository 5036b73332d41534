import { Link } from "react-router";
import { company, companyAddressLine, telHref, whatsappHref } from "#app/config/company.ts";
import { Container } from "./container.tsx";
import { Logo } from "./logo.tsx";
import { FOOTER_LINKS, LEGAL_LINKS, type NavLinkItem } from "./nav-links.ts";

// The footer's icons come from one sprite (written by scripts/footer-icons.ts from
// the site's icon components) rather than from JavaScript: every page had them in
// its first load, for a part of the page that is mostly below the fold.
const SPRITE = "/images/footer-icons.svg";

const SOCIALS = [
  { href: company.socials.instagram, label: "Instagram", icon: "instagram" },
  { href: company.socials.facebook, label: "Facebook", icon: "facebook" },
  { href: company.socials.x, label: "X (Twitter)", icon: "x" },
  { href: company.socials.youtube, label: "YouTube", icon: "youtube" },
  { href: company.socials.tiktok, label: "TikTok", icon: "tiktok" },
];

/** A social network's glyph, at the size social-icons.tsx draws it. */
function SocialIcon({ name }: { name: string }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true">
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}

/** A contact line's icon, in lucide's box and with its classes (WhatsApp's glyph is not lucide's). */
function LineIcon({ name, lucide = true }: { name: string; lucide?: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={`${lucide ? `lucide lucide-${name} ` : ""}mt-0.5 size-4 shrink-0 text-sand-400`}
      aria-hidden="true"
    >
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}

const heading = "mb-4 text-sm font-semibold uppercase tracking-wider text-white";
const link = "text-navy-100 transition-colors hover:text-white hover:underline underline-offset-4";

export function Footer({ year }: { year: number }) {
  return (
    <footer className="mt-auto border-t border-transparent bg-navy-950 text-navy-100 dark:border-white/10">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link to="/" className="inline-block text-white" aria-label={`${company.name} — accueil`}>
            <Logo className="[&_rect]:fill-white [&_path]:fill-navy-950 [&_circle]:fill-sand-400" />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{company.blurb}</p>
          <ul className="mt-6 flex gap-2" aria-label="Réseaux sociaux">
            {SOCIALS.map(({ href, label, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (nouvel onglet)`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-sand-400 hover:text-navy-950"
                >
                  <SocialIcon name={icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks label="Liens du pied de page" title="Navigation" links={FOOTER_LINKS} />
        <FooterLinks
          label="Informations légales"
          title="Informations légales"
          links={LEGAL_LINKS}
        />
        <div>
          <h2 className={heading}>Nous joindre</h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <LineIcon name="map-pin" />
              {companyAddressLine()}
            </p>
            <p className="flex gap-2.5">
              <LineIcon name="phone" />
              <a href={telHref(company.phones.main)} className={link}>
                {company.phones.main}
              </a>
            </p>
            <p className="flex gap-2.5">
              <LineIcon name="whatsapp" lucide={false} />
              <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={link}>
                Écrire sur WhatsApp<span className="sr-only"> (nouvel onglet)</span>
              </a>
            </p>
            <p className="flex gap-2.5">
              <LineIcon name="mail" />
              <a href={`mailto:${company.emails.contact}`} className={link}>
                {company.emails.contact}
              </a>
            </p>
            <div className="flex gap-2.5">
              <LineIcon name="clock" />
              <ul>
                {company.openingHours.map((h) => (
                  <li key={h.days}>
                    {h.days}
                    {"\u00a0"}: {h.hours ?? "fermé"}
                  </li>
                ))}
              </ul>
            </div>
          </address>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {company.legalName}. Tous droits réservés.
          </p>
          <p>
            NINEA {company.ninea} · RCCM {company.rccm}
          </p>
        </Container>
      </div>
    </footer>
  );
}

function FooterLinks({
  label,
  title,
  links,
}: {
  label: string;
  title: string;
  links: NavLinkItem[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className={heading}>{title}</h2>
      <ul className="space-y-2.5 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={link}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
