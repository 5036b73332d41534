import type { ComponentType, SVGProps } from "react";
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
import { iconSprite } from "./icon-sprite.ts";

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

/** Every footer icon as a <symbol id="<name>">: the component's paths and paint. */
export function footerIconSprite(): string {
  return iconSprite(FOOTER_ICONS, { paint: true });
}
