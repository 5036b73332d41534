import { createElement, type ComponentType, type SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  FacebookIcon,
  InstagramIcon,
  TiktokIcon,
  WhatsAppIcon,
  XIcon,
  YoutubeIcon,
} from "#app/components/layout/social-icons.tsx";
import { Clock } from "#app/components/ui/icons/clock.tsx";
import { Mail } from "#app/components/ui/icons/mail.tsx";
import { MapPin } from "#app/components/ui/icons/map-pin.tsx";
import { Phone } from "#app/components/ui/icons/phone.tsx";

// The footer's icons (social networks, contact lines) as one SVG sprite,
// public/images/footer-icons.svg, drawn by app/components/layout/footer.tsx with
// <use>: their paths are no part of any page's JavaScript. Made from the same
// components the rest of the site draws (the brand glyphs, lucide's icons) by
// scripts/footer-icons.ts, checked by app/components/layout/footer-icons.test.ts.

export const FOOTER_ICONS = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  x: XIcon,
  youtube: YoutubeIcon,
  tiktok: TiktokIcon,
  whatsapp: WhatsAppIcon,
  "map-pin": MapPin,
  phone: Phone,
  mail: Mail,
  clock: Clock,
} satisfies Record<string, ComponentType<SVGProps<SVGSVGElement>>>;

export const FOOTER_ICONS_FILE = "public/images/footer-icons.svg";

/** Attributes of the drawing itself (kept on a <g>), not of the box around it. */
const BOX = new Set(["xmlns", "width", "height", "viewBox", "class", "aria-hidden"]);

/** Every footer icon as a <symbol id="<name>">: the component's paths and paint. */
export function footerIconSprite(): string {
  const symbols = Object.entries(FOOTER_ICONS).map(([name, Icon]) => {
    const svg = renderToStaticMarkup(createElement(Icon));
    const open = svg.slice(0, svg.indexOf(">"));
    const paint = [...open.matchAll(/ ([\w-]+)="([^"]*)"/g)]
      .filter(([, attr]) => !BOX.has(attr!))
      .map(([whole]) => whole)
      .join("");
    const inner = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
    return `<symbol id="${name}" viewBox="0 0 24 24"><g${paint}>${inner}</g></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
