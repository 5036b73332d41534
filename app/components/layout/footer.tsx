import { Link } from "react-router";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import type { FooterIdentity } from "./footer-identity.server.ts";
import { Container } from "./container.tsx";
import { Logo } from "./logo.tsx";
import { FOOTER_LINKS, LEGAL_LINKS, type NavLinkItem } from "./nav-links.ts";

// The footer's icons come from one sprite (written by scripts/footer-icons.ts from
// the site's icon components) rather than from JavaScript: every page had them in
// its first load, for a part of the page that is mostly below the fold.
const SPRITE = "/images/footer-icons.svg";

const SOCIALS = [
  { network: "instagram", label: "Instagram" },
  { network: "facebook", label: "Facebook" },
  { network: "x", label: "X (Twitter)" },
  { network: "youtube", label: "YouTube" },
  { network: "tiktok", label: "TikTok" },
] as const;

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

/**
 * The firm's identity comes from the root loader (footer-identity.server.ts).
 * Without it (the root loader itself failed) the footer keeps its links only.
 */
export function Footer({ year, identity }: { year: number; identity: FooterIdentity | null }) {
  return (
    <footer className="mt-auto border-t border-transparent bg-navy-950 text-navy-100 dark:border-white/10">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link
            to="/"
            className="inline-block text-white"
            aria-label={`${identity?.name ?? COMPANY_NAME} — accueil`}
          >
            <Logo
              className="[&_rect]:fill-white [&_path]:fill-navy-950 [&_circle]:fill-sand-400"
              name={identity?.name}
              logoUrl={identity?.logoUrl}
            />
          </Link>
          {identity ? (
            <>
              <p className="mt-4 max-w-sm text-sm leading-relaxed">{identity.blurb}</p>
              <Socials socials={identity.socials} />
            </>
          ) : null}
        </div>
        <FooterLinks label="Liens du pied de page" title="Navigation" links={FOOTER_LINKS} />
        <FooterLinks
          label="Informations légales"
          title="Informations légales"
          links={LEGAL_LINKS}
        />
        {identity ? <Reach identity={identity} /> : null}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {identity?.legalName ?? COMPANY_NAME}. Tous droits réservés.
          </p>
          {identity ? (
            <p>
              NINEA {identity.ninea} · RCCM {identity.rccm}
            </p>
          ) : null}
        </Container>
      </div>
    </footer>
  );
}

function Socials({ socials }: { socials: FooterIdentity["socials"] }) {
  return (
    <ul className="mt-6 flex gap-2" aria-label="Réseaux sociaux">
      {SOCIALS.filter(({ network }) => socials[network]).map(({ network, label }) => (
        <li key={label}>
          <a
            href={socials[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (nouvel onglet)`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-sand-400 hover:text-navy-950"
          >
            <SocialIcon name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Reach({ identity }: { identity: FooterIdentity }) {
  return (
    <div>
      <h2 className={heading}>Nous joindre</h2>
      <address className="space-y-3 text-sm not-italic">
        <p className="flex gap-2.5">
          <LineIcon name="map-pin" />
          {identity.address}
        </p>
        <p className="flex gap-2.5">
          <LineIcon name="phone" />
          <a href={identity.phone.href} className={link}>
            {identity.phone.label}
          </a>
        </p>
        <p className="flex gap-2.5">
          <LineIcon name="whatsapp" lucide={false} />
          <a
            href={identity.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            Écrire sur WhatsApp<span className="sr-only"> (nouvel onglet)</span>
          </a>
        </p>
        <p className="flex gap-2.5">
          <LineIcon name="mail" />
          <a href={`mailto:${identity.email}`} className={link}>
            {identity.email}
          </a>
        </p>
        <div className="flex gap-2.5">
          <LineIcon name="clock" />
          <ul>
            {identity.openingHours.map((h) => (
              <li key={h.days}>
                {h.days}
                {"\u00a0"}: {h.hours ?? "fermé"}
              </li>
            ))}
          </ul>
        </div>
      </address>
    </div>
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
