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

/** A content icon by name (content/ names icons, the UI draws them). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
