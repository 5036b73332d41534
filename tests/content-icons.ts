import {
  BarChart3,
  Code2,
  Gauge,
  Globe,
  HeartHandshake,
  LayoutTemplate,
  LifeBuoy,
  Lightbulb,
  Megaphone,
  MessageCircle,
  Palette,
  PenTool,
  Rocket,
  Search,
  Server,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "#content/types.ts";
import { iconSprite } from "./icon-sprite.ts";

// The content's icons (services, values, process steps, offers) as one SVG sprite,
// public/images/content-icons.svg, drawn by app/features/marketing/icon.tsx: the
// icons' paths are no part of any page's JavaScript. Made by
// scripts/content-icons.ts, checked by app/features/marketing/icon.test.ts.

const ICONS: Record<IconName, LucideIcon> = {
  code: Code2,
  smartphone: Smartphone,
  palette: Palette,
  megaphone: Megaphone,
  lightbulb: Lightbulb,
  wrench: Wrench,
  users: Users,
  search: Search,
  "pen-tool": PenTool,
  rocket: Rocket,
  "life-buoy": LifeBuoy,
  "shopping-cart": ShoppingCart,
  globe: Globe,
  "trending-up": TrendingUp,
  "shield-check": ShieldCheck,
  "message-circle": MessageCircle,
  layout: LayoutTemplate,
  zap: Zap,
  "heart-handshake": HeartHandshake,
  target: Target,
  sparkles: Sparkles,
  "bar-chart": BarChart3,
  server: Server,
  gauge: Gauge,
};

export const CONTENT_ICONS_FILE = "public/images/content-icons.svg";

/** Every content icon as a <symbol id="<name>">, with lucide's own paths. */
export function contentIconSprite(): string {
  return iconSprite(ICONS, { paint: false });
}
